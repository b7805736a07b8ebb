import { describe, expect, it } from 'vitest';
import { carouselConfigs } from '../../common/carousel-configs';
import { CAROUSEL_TRACKS_CSS, carouselTrackCss } from '../../tooling/carousel-track-css';

/** The stylesheet the plugin serves for `import 'virtual:carousel-tracks.css'`. */
function trackCss(): string {
  const plugin = carouselTrackCss();
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const id = resolveId(CAROUSEL_TRACKS_CSS);
  expect(id).not.toBeNull();
  expect(resolveId('some-other-module')).toBeNull();
  return load(id!)!;
}

describe('carousel row stylesheet (before Swiper takes over)', () => {
  it('sizes the slides of every carousel', () => {
    const css = trackCss();
    for (const name of Object.keys(carouselConfigs))
      expect(css).toContain(`[data-carousel-static="${name}"]>div{flex-basis:`);
  });

  it("gives the services row the spec's 4.35 slides per view from 1400 px, with 30 px gaps", () => {
    expect(trackCss()).toContain(
      '@media (min-width:1400px){[data-carousel-static="services"]>div{flex-basis:calc((100% - 120px) / 4.35)}}',
    );
  });

  it('shows one slide, full width, on the smallest screens', () => {
    expect(trackCss()).toContain('[data-carousel-static="doctors"]>div{flex-basis:calc((100% - 0px) / 1)}');
  });
});
