// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  fullStylesheetOnLaterPagesScript,
  STYLES_CACHED_KEY,
} from '../../common/build-contract';
import { withCriticalCss } from '../../scripts/html-pipeline/critical-css';

const HREF = '/assets/root-Ab12.css';

/** The <head> the build writes, and its inline script run as the browser would run it while parsing. */
function parseHead(): HTMLLinkElement[] {
  const html = withCriticalCss(
    `<html><head><title>T</title><link rel="stylesheet" href="${HREF}"/></head><body><h1>T</h1></body></html>`,
    HREF,
    'h1{margin:0}',
    {
      afterPaint: '/assets/root-Ab12-after-paint-Cd34Ef56.css',
      headingFont: '/assets/root-Ab12-heading-font-Gh56.css',
    },
  );
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const script = document.head.querySelector(`script[${AFTER_PAINT_ATTRIBUTE}]`)!;
  expect(script.textContent).toBe(fullStylesheetOnLaterPagesScript);
  new Function(script.textContent!)();
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)];
}

describe('the full stylesheet on a later page of the visit (common/build-contract.ts, app/lib/heading-font.ts)', () => {
  afterEach(() => sessionStorage.clear());

  it('stays disabled on the first page, so nothing but the HTML comes before the first paint', () => {
    const links = parseHead();
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.hasAttribute('disabled')).toBe(true);
  });

  it("applies it and the headings' faces from the start once this tab has loaded them and the font (cached by then)", () => {
    sessionStorage.setItem(STYLES_CACHED_KEY, '1');
    const links = parseHead();
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.hasAttribute('disabled')).toBe(false);
  });
});
