import { fill, ui } from '@content/ui';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-flip';
import type { CarouselConfig } from '@common/carousel-configs';

export interface SwiperTrackProps {
  config: CarouselConfig;
  slides: Array<{ key: string; node: ReactNode }>;
  /** How many different items the slides show (Carousel.tsx repeats a short list for loop mode). */
  itemCount: number;
  delay: number;
  /** Autoplay wanted now (not paused by the button, no reduced motion). */
  autoplayOn: boolean;
  reducedMotion: boolean;
  swiperRef: RefObject<SwiperInstance | null>;
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * One button per item, not per slide: a short list is repeated for loop mode, and two doctors must
 * read as two bullets, not eight. A button goes to the nearest copy of its item.
 */
function Bullets({
  itemCount,
  active,
  swiperRef,
}: {
  itemCount: number;
  active: number;
  swiperRef: RefObject<SwiperInstance | null>;
}) {
  return (
    // h-12: the same height as the static track's bottom padding, so enhancing shifts nothing.
    <div className="flex h-12 items-center justify-center gap-1">
      {Array.from({ length: itemCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={fill(ui.carousel.goToSlide, {
            index: index + 1,
            total: itemCount,
          })}
          aria-current={index === active ? 'true' : undefined}
          onClick={() => {
            const swiper = swiperRef.current;
            if (swiper) swiper.slideToLoop(swiper.realIndex - (swiper.realIndex % itemCount) + index);
          }}
          className="inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${index === active ? 'w-5 bg-brand-700' : 'w-2 bg-brand-200'}`}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * The Swiper part of a carousel, loaded on demand (Carousel.tsx) so that Swiper's code is not
 * part of any page's first load.
 */
export default function SwiperTrack({
  config,
  slides,
  itemCount,
  delay,
  autoplayOn,
  reducedMotion,
  swiperRef,
  prevRef,
  nextRef,
}: SwiperTrackProps) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (autoplayOn) autoplay.start();
    else autoplay.stop();
  }, [autoplayOn, swiperRef]);

  return (
    <>
      <Swiper
        {...config.options}
        modules={[A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation]}
        autoplay={
          reducedMotion || !autoplayOn
            ? false
            : {
                delay,
                pauseOnMouseEnter: true,
                disableOnInteraction: !config.keepPlayingOnInteraction,
              }
        }
        // Slides are labelled below, counting items rather than repeated slides.
        a11y={{
          enabled: true,
          prevSlideMessage: ui.carousel.previous,
          nextSlideMessage: ui.carousel.next,
          slideLabelMessage: '',
        }}
        // initialSlide is 1 (spec), so the first current bullet is read from Swiper, not assumed.
        onAfterInit={(swiper) => setActive(swiper.realIndex % itemCount)}
        onRealIndexChange={(swiper) => setActive(swiper.realIndex % itemCount)}
        onBeforeInit={(swiper) => {
          swiperRef.current = swiper;
          if (config.navigation && typeof swiper.params.navigation === 'object') {
            swiper.params.navigation.prevEl = prevRef.current;
            swiper.params.navigation.nextEl = nextRef.current;
          }
        }}
        navigation={config.navigation ? { enabled: true } : false}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.key}
            className="!h-auto"
            aria-label={fill(ui.carousel.slideLabel, {
              index: (index % itemCount) + 1,
              total: itemCount,
            })}
          >
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
      {config.pagination && <Bullets itemCount={itemCount} active={active} swiperRef={swiperRef} />}
    </>
  );
}
