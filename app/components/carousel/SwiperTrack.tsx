import { fill, ui } from '@content/ui';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-flip';
import 'swiper/css/pagination';
import type { CarouselConfig } from './configs';

export interface SwiperTrackProps {
  config: CarouselConfig;
  slides: Array<{ key: string; node: ReactNode }>;
  delay: number;
  /** Autoplay wanted now (not paused by the button, no reduced motion). */
  autoplayOn: boolean;
  reducedMotion: boolean;
  swiperRef: RefObject<SwiperInstance | null>;
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The Swiper part of a carousel, loaded on demand (Carousel.tsx) so that Swiper's code is not
 * part of any page's first load.
 */
export default function SwiperTrack({ config, slides, delay, autoplayOn, reducedMotion, swiperRef, prevRef, nextRef }: SwiperTrackProps) {
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (autoplayOn) autoplay.start();
    else autoplay.stop();
  }, [autoplayOn, swiperRef]);

  return (
    <Swiper
      {...config.options}
      modules={[A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation, Pagination]}
      autoplay={reducedMotion || !autoplayOn ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: !config.keepPlayingOnInteraction }}
      pagination={config.pagination ? { clickable: true } : false}
      a11y={{
        enabled: true,
        prevSlideMessage: ui.carousel.previous,
        nextSlideMessage: ui.carousel.next,
        slideLabelMessage: fill(ui.carousel.slideLabel, { index: '{{index}}', total: '{{slidesLength}}' }),
      }}
      onBeforeInit={(swiper) => {
        swiperRef.current = swiper;
        if (config.navigation && typeof swiper.params.navigation === 'object') {
          swiper.params.navigation.prevEl = prevRef.current;
          swiper.params.navigation.nextEl = nextRef.current;
        }
      }}
      navigation={config.navigation ? { enabled: true } : false}
      className={config.pagination ? '!pb-12' : ''}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className="!h-auto">
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
