import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_DELAY,
  type CarouselConfig,
  type CarouselName,
  carouselConfigs,
  maxSlidesPerView,
} from '../../common/carousel-configs';

/** Slides per view at each breakpoint width, as Swiper will read them. */
function perView(name: CarouselName): Record<number, number | 'auto' | undefined> {
  const config: CarouselConfig = carouselConfigs[name];
  const breakpoints = config.options.breakpoints ?? {};
  return Object.fromEntries(
    Object.entries(breakpoints).map(([width, options]) => [Number(width), options.slidesPerView]),
  );
}

// Spec, 'Business constants' and 'States and transitions', number by number.
describe('carousel configs', () => {
  it('every carousel loops at 1000 ms with a 30 px gap from index 1 and the spec swipe tuning', () => {
    for (const [name, config] of Object.entries(carouselConfigs)) {
      expect(config.options, name).toMatchObject({
        loop: true,
        speed: 1000,
        spaceBetween: 30,
        initialSlide: 1,
        threshold: 5,
        longSwipesMs: 300,
        longSwipesRatio: 0.5,
        resistanceRatio: 0.85,
      });
    }
    expect(AUTOPLAY_DELAY).toBe(3000);
  });

  it('shows the spec number of slides at each width', () => {
    expect(perView('services')).toEqual({ 320: 1, 768: 2, 992: 3, 1400: 4.35 });
    expect(perView('servicesSecond')).toEqual({ 320: 1, 768: 2, 992: 3, 1400: 4 });
    expect(perView('blog')).toEqual({ 320: 1, 768: 2, 992: 3, 1400: 3 });
    expect(perView('doctors')).toEqual({ 320: 1, 768: 2, 992: 3, 1400: 3 });
    expect(perView('blogHomeVariant')).toEqual({ 320: 1, 1200: 2 });
    expect(perView('brands')).toEqual({ 320: 1, 576: 2, 768: 3, 992: 4, 1200: 5 });
    expect(perView('portfolio')).toEqual({ 320: 1, 576: 1, 768: 2, 992: 3, 1200: 4 });
    expect(perView('department')).toEqual({ 320: 1, 768: 2, 992: 3 });
    expect(perView('testimonialsPage')).toEqual({ 320: 1, 768: 1, 992: 2, 1400: 2 });
    expect(carouselConfigs.testimonialsHome.options.slidesPerView).toBe(1);
    expect(maxSlidesPerView(carouselConfigs.services)).toBe(4.35);
  });

  it('has the spec effects: coverflow for doctors, flip for home testimonials', () => {
    expect(carouselConfigs.doctors.options).toMatchObject({
      effect: 'coverflow',
      centeredSlides: true,
      coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1 },
    });
    expect(carouselConfigs.testimonialsHome.options.effect).toBe('flip');
  });

  it('has bullets and arrows where the spec has them', () => {
    const withBullets = (Object.keys(carouselConfigs) as CarouselName[])
      .filter((name) => carouselConfigs[name].pagination)
      .sort();
    expect(withBullets).toEqual(['doctors', 'portfolio', 'services', 'servicesSecond']);
    const withArrows = (Object.keys(carouselConfigs) as CarouselName[])
      .filter((name) => carouselConfigs[name].navigation)
      .sort();
    expect(withArrows).toEqual(['department', 'portfolio', 'projects']);
  });

  it('keeps the appointment slider playing on interaction, and only it', () => {
    const keepPlaying = (Object.keys(carouselConfigs) as CarouselName[]).filter(
      (name) => 'keepPlayingOnInteraction' in carouselConfigs[name],
    );
    expect(keepPlaying).toEqual(['testimonialsAppointment']);
  });
});
