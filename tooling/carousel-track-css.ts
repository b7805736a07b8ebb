import type { Plugin } from 'vite';
import { carouselConfigs, staticTrackCss } from '../common/carousel-configs.ts';

/** `import 'virtual:carousel-tracks.css'`: the stylesheet of every carousel's prerendered row. */
export const CAROUSEL_TRACKS_CSS = 'virtual:carousel-tracks.css';

/**
 * Before Swiper takes over, a carousel is a scroll-snapping row whose slides are as wide as the
 * spec's slides-per-view at each breakpoint (configs.ts). Those widths become one small
 * stylesheet, made from the same configs at build time and bundled with the Carousel component.
 */
export function carouselTrackCss(): Plugin {
  const resolved = `\0${CAROUSEL_TRACKS_CSS}`;
  return {
    name: 'clinic:carousel-track-css',
    resolveId: (source) => (source === CAROUSEL_TRACKS_CSS ? resolved : null),
    load: (id) =>
      id === resolved
        ? Object.entries(carouselConfigs)
            .map(([name, config]) => staticTrackCss(name, config))
            .join('\n')
        : null,
  };
}
