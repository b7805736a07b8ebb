import { fill, ui } from '@content/ui';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-flip';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '~/hooks/useMediaQuery';
import { AUTOPLAY_DELAY, type CarouselConfig, type CarouselName, carouselConfigs, maxSlidesPerView } from './configs';

interface CarouselProps<T> {
  /** Which spec carousel this is: its parameters come from configs.ts. */
  name: CarouselName;
  /** Accessible name of the carousel region, e.g. "Our services". */
  label: string;
  items: T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  /** Autoplay delay in ms; Swiper's default unless the spec gives one. */
  delay?: number;
  className?: string;
}

/**
 * The one carousel of the site (Swiper). It autoplays with the spec's timings, pauses while
 * hovered or focused, has a visible pause button (WCAG 2.2.2), and never autoplays under
 * prefers-reduced-motion. Slides are in the prerendered HTML, so they work without JavaScript.
 */
export function Carousel<T>({ name, label, items, getKey, renderSlide, delay = AUTOPLAY_DELAY, className = '' }: CarouselProps<T>) {
  const config: CarouselConfig = carouselConfigs[name];
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const autoplayOn = playing && !reducedMotion;

  // Loop mode needs more slides than are shown at once; repeat short lists.
  const maxPerView = Math.ceil(maxSlidesPerView(config));
  const slides = items.length === 0 ? [] : Array.from({ length: Math.max(1, Math.ceil((maxPerView * 2 + 1) / items.length)) }, () => items).flat();

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (autoplayOn) autoplay.start();
    else autoplay.stop();
  }, [autoplayOn]);

  const pauseWhileInside = (paused: boolean) => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || !autoplayOn) return;
    if (paused) autoplay.pause();
    else autoplay.resume();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      data-autoplay={autoplayOn ? 'on' : 'off'}
      className={`relative ${className}`}
      onFocus={() => pauseWhileInside(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && pauseWhileInside(false)}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          aria-pressed={!autoplayOn}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-800 hover:bg-brand-50"
        >
          {autoplayOn ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          <span className="sr-only">{autoplayOn ? ui.carousel.pause : ui.carousel.play}</span>
        </button>
        {config.navigation && (
          <>
            <button ref={prevRef} type="button" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800">
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{ui.carousel.previous}</span>
            </button>
            <button ref={nextRef} type="button" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800">
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{ui.carousel.next}</span>
            </button>
          </>
        )}
      </div>
      <Swiper
        {...config.options}
        modules={[A11y, Autoplay, EffectCoverflow, EffectFlip, Navigation, Pagination]}
        autoplay={
          reducedMotion
            ? false
            : { delay, pauseOnMouseEnter: true, disableOnInteraction: !config.keepPlayingOnInteraction }
        }
        pagination={config.pagination ? { clickable: true } : false}
        a11y={{ enabled: true, prevSlideMessage: ui.carousel.previous, nextSlideMessage: ui.carousel.next, slideLabelMessage: fill(ui.carousel.slideLabel, { index: '{{index}}', total: '{{slidesLength}}' }) }}
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
        {slides.map((item, index) => (
          <SwiperSlide key={`${getKey(item)}-${index}`} className="!h-auto">
            {renderSlide(item)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
