// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, HEADING_FONT_ATTRIBUTE } from '@common/build-contract';
import { enableFullStylesheet } from './after-first-paint';
import { loadHeadingFont } from './heading-font';

/** The disabled links as the build writes them (scripts/html-pipeline/critical-css.ts): the sheet, then the faces. */
function parseHead(): HTMLLinkElement[] {
  document.head.innerHTML = [
    `<link rel="stylesheet" href="/assets/root-Ab12-after-paint-Cd34Ef56.css" disabled="" media="not all" ${AFTER_PAINT_ATTRIBUTE}=""/>`,
    `<link rel="stylesheet" href="/assets/root-Ab12-heading-font-Gh56.css" disabled="" media="not all" ${AFTER_PAINT_ATTRIBUTE}="" ${HEADING_FONT_ATTRIBUTE}=""/>`,
  ].join('');
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')];
}

/** A link the page applies: neither disabled nor held back by a media query no screen matches. */
const inUse = (link: Element) => !link.hasAttribute('disabled') && !link.hasAttribute('media');

describe("the after-paint sheet, then the headings' faces (app/lib/after-first-paint.ts, app/lib/heading-font.ts)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  /** Frames the test draws by hand: each callback requested waits for the next call of drawFrame. */
  function holdFrames() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    return { frames, drawFrame: () => frames.splice(0).forEach((callback) => callback(0)) };
  }

  it('enables the sheet at once and leaves the faces for later', () => {
    const [sheet, faces] = parseHead();
    enableFullStylesheet();
    expect([inUse(sheet!), inUse(faces!)]).toEqual([true, false]);
  });

  it("enables the headings' faces only in a frame after the sheet has loaded", async () => {
    const [sheet, faces] = parseHead();
    const { frames, drawFrame } = holdFrames();
    enableFullStylesheet();
    loadHeadingFont();
    await new Promise((wait) => setTimeout(wait, 10));
    expect(frames).toHaveLength(0);
    sheet!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(inUse(faces!)).toBe(false);
    drawFrame();
    await vi.waitFor(() => expect(inUse(faces!)).toBe(true));
  });

  it("still enables the headings' faces when the sheet fails to load", async () => {
    const [sheet, faces] = parseHead();
    const { drawFrame } = holdFrames();
    enableFullStylesheet();
    loadHeadingFont();
    sheet!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => {
      drawFrame();
      expect(inUse(faces!)).toBe(true);
    });
  });
});
