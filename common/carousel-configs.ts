import type { SwiperOptions } from 'swiper/types';

/**
 * Every carousel's parameters, pinned to the spec ('Business constants' and 'States and
 * transitions'); tests/unit/carousel-configs.test.ts checks them number by number.
 */
const base = {
  loop: true,
  speed: 1000,
  spaceBetween: 30,
  initialSlide: 1,
  threshold: 5,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  resistanceRatio: 0.85,
} as const satisfies SwiperOptions;

/**
 * Autoplay of every carousel: Swiper's default 3000 ms delay, paused while hovered (focus is handled in Carousel.tsx).
 */
export const AUTOPLAY_DELAY = 3000;

type PerView = Record<number, number>;
const breakpoints = (perView: PerView): SwiperOptions['breakpoints'] =>
  Object.fromEntries(Object.entries(perView).map(([width, slidesPerView]) => [Number(width), { slidesPerView }]));

export interface CarouselConfig {
  options: SwiperOptions;
  /** Clickable pagination bullets. */
  pagination: boolean;
  /** Previous and next buttons. */
  navigation: boolean;
  /** Keep autoplaying after a swipe or click (the appointment page's testimonial slider). */
  keepPlayingOnInteraction?: boolean;
}

export const carouselConfigs = {
  /** Home services carousel (first): 1/2/3/4.35 per view. */
  services: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3, 1400: 4.35 }) },
    pagination: true,
    navigation: false,
  },
  /** Second services carousel (Digital X-Ray, Dental, Surgery, Vaccine): 1/2/3/4. */
  servicesSecond: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3, 1400: 4 }) },
    pagination: true,
    navigation: false,
  },
  /** Blog carousels: 1 at 320, 2 at 768, 3 at 992 and 1400. */
  blog: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3, 1400: 3 }) },
    pagination: false,
    navigation: false,
  },
  /** Home blog carousel variant: 1, then 2 from 1200. */
  blogHomeVariant: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 1200: 2 }) },
    pagination: false,
    navigation: false,
  },
  /** 'Meet Our Best Doctors': coverflow, centred slides. */
  doctors: {
    options: {
      ...base,
      effect: 'coverflow',
      centeredSlides: true,
      coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: false },
      breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3, 1400: 3 }),
    },
    pagination: true,
    navigation: false,
  },
  /** Brand logos: 1/2/3/4/5 at 320/576/768/992/1200. */
  brands: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 576: 2, 768: 3, 992: 4, 1200: 5 }) },
    pagination: false,
    navigation: false,
  },
  /** Home testimonials: flip effect, one per view. */
  testimonialsHome: {
    options: { ...base, effect: 'flip', flipEffect: { slideShadows: false }, slidesPerView: 1 },
    pagination: false,
    navigation: false,
  },
  /** Testimonial page: 1 at 320 and 768, 2 at 992 and 1400. */
  testimonialsPage: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 768: 1, 992: 2, 1400: 2 }) },
    pagination: false,
    navigation: false,
  },
  /** Appointment page: starts at the second slide, autoplays every 3000 ms and does not stop on interaction. */
  testimonialsAppointment: {
    options: { ...base, slidesPerView: 1 },
    pagination: false,
    navigation: false,
    keepPlayingOnInteraction: true,
  },
  /** Portfolio: 1/1/2/3/4 at 320/576/768/992/1200, previous and next buttons. */
  portfolio: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 576: 1, 768: 2, 992: 3, 1200: 4 }) },
    pagination: true,
    navigation: true,
  },
  /** Medical Department: 1/2/3 at 320/768/992, previous and next buttons. */
  department: {
    options: { ...base, breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3 }) },
    pagination: false,
    navigation: true,
  },
  /** Projects: 1 to 3 by width, centred, starting at the second slide, previous and next buttons. */
  projects: {
    options: { ...base, centeredSlides: true, breakpoints: breakpoints({ 320: 1, 768: 2, 992: 3 }) },
    pagination: false,
    navigation: true,
  },
} satisfies Record<string, CarouselConfig>;

export type CarouselName = keyof typeof carouselConfigs;

/** The most slides a carousel shows at once, at any width. */
export function maxSlidesPerView(config: CarouselConfig): number {
  const perView = (value: SwiperOptions['slidesPerView']) => (typeof value === 'number' ? value : 1);
  return Math.max(
    perView(config.options.slidesPerView),
    ...Object.values(config.options.breakpoints ?? {}).map((bp) => perView(bp.slidesPerView)),
  );
}

/**
 * CSS that sizes the slides of the prerendered (pre-Swiper) row like Swiper will: the same slides
 * per view at the same widths, the same 30 px gap. Scoped to one carousel by its name.
 */
export function staticTrackCss(name: string, config: CarouselConfig): string {
  const gap = Number(config.options.spaceBetween ?? 0);
  const basis = (perView: number) => `calc((100% - ${gap * (Math.ceil(perView) - 1)}px) / ${perView})`;
  const selector = `[data-carousel-static="${name}"]>div`;
  const perViewOf = (value: SwiperOptions['slidesPerView']) => (typeof value === 'number' ? value : 1);
  const rules = [`${selector}{flex-basis:${basis(perViewOf(config.options.slidesPerView))}}`];
  for (const [width, options] of Object.entries(config.options.breakpoints ?? {}).sort(
    ([a], [b]) => Number(a) - Number(b),
  )) {
    rules.push(`@media (min-width:${width}px){${selector}{flex-basis:${basis(perViewOf(options.slidesPerView))}}}`);
  }
  return rules.join('');
}
