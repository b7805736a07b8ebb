import { ui } from '@content/ui';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from '~/hooks/useMediaQuery';
import { APPROACH_MARGIN } from '~/lib/hydrates-later';
import {
  AUTOPLAY_DELAY,
  type CarouselConfig,
  type CarouselName,
  carouselConfigs,
  maxSlidesPerView,
} from '@common/carousel-configs';
// The slide widths of the prerendered row, per carousel and breakpoint (tooling/carousel-track-css.ts).
import 'virtual:carousel-tracks.css';

const SwiperTrack = lazy(() => import('./SwiperTrack'));

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
 * The one carousel of the site. The prerendered HTML holds the slides as a scroll-snapping row
 * (readable and usable without JavaScript); Swiper is loaded and takes over when the carousel
 * comes near the viewport, so it is never part of a page's first load. It then autoplays with the
 * spec's timings, pauses while hovered or focused, has a visible pause button (WCAG 2.2.2), and
 * never autoplays under prefers-reduced-motion.
 */
export function Carousel<T>({
  name,
  label,
  items,
  getKey,
  renderSlide,
  delay = AUTOPLAY_DELAY,
  className = '',
}: CarouselProps<T>) {
  const config: CarouselConfig = carouselConfigs[name];
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [enhanced, setEnhanced] = useState(false);
  const sectionRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const autoplayOn = playing && !reducedMotion;

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setEnhanced(true);
        observer.disconnect();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  // Loop mode needs more slides than are shown at once; repeat short lists.
  const repeat =
    items.length === 0 ? 0 : Math.max(1, Math.ceil((Math.ceil(maxSlidesPerView(config)) * 2 + 1) / items.length));
  const slides = Array.from({ length: repeat }, () => items)
    .flat()
    .map((item, index) => ({ key: `${getKey(item)}-${index}`, node: renderSlide(item) }));

  const pauseWhileInside = (paused: boolean) => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || !autoplayOn) return;
    if (paused) autoplay.pause();
    else autoplay.resume();
  };

  const staticTrack = (
    // tabIndex: the row scrolls, so keyboards must reach it even when its slides hold no link.
    <div
      data-carousel-static={name}
      tabIndex={0}
      className={`relative flex snap-x snap-mandatory gap-[30px] overflow-x-auto ${config.pagination ? 'pb-12' : ''}`}
    >
      {items.map((item) => (
        <div key={getKey(item)} className="shrink-0 snap-start">
          {renderSlide(item)}
        </div>
      ))}
    </div>
  );

  return (
    // role="group" (not a region): the section around a carousel already names it as a landmark.
    <div
      ref={sectionRef}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      data-enhanced={enhanced}
      data-autoplay={enhanced && autoplayOn ? 'on' : 'off'}
      className={`relative ${className}`}
      onFocus={() => pauseWhileInside(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && pauseWhileInside(false)}
      onPointerEnter={() => setEnhanced(true)}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-800 hover:bg-brand-50"
        >
          {autoplayOn ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only">{autoplayOn ? ui.carousel.pause : ui.carousel.play}</span>
        </button>
        {config.navigation && (
          <>
            <button
              ref={prevRef}
              type="button"
              onClick={() => setEnhanced(true)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{ui.carousel.previous}</span>
            </button>
            <button
              ref={nextRef}
              type="button"
              onClick={() => setEnhanced(true)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{ui.carousel.next}</span>
            </button>
          </>
        )}
      </div>
      {enhanced ? (
        <Suspense fallback={staticTrack}>
          <SwiperTrack
            config={config}
            slides={slides}
            itemCount={items.length}
            delay={delay}
            autoplayOn={autoplayOn}
            reducedMotion={reducedMotion}
            swiperRef={swiperRef}
            prevRef={prevRef}
            nextRef={nextRef}
          />
        </Suspense>
      ) : (
        staticTrack
      )}
    </div>
  );
}
