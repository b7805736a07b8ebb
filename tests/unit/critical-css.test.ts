import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  fullStylesheetOnLaterPagesScript,
  HEADING_FONT_ATTRIBUTE,
} from '../../common/build-contract';
import { criticalRules, withCriticalCss } from '../../scripts/html-pipeline/critical-css';
import { withInlineFavicon } from '../../scripts/html-pipeline/favicon';

const HREF = '/assets/root-Ab12.css';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title><link rel="stylesheet" href="${HREF}"/></head><body>${body}</body></html>`;

const STYLESHEET = [
  '@font-face{font-family:Heading Fallback;src:local(Noto Serif Bold);size-adjust:96%}',
  "@font-face{font-family:'Fraunces Variable';src:url(/assets/fraunces-latin.woff2) format('woff2-variations')}",
  '.card{padding:1rem}',
  '.card:hover{color:red}',
  '.dialog-open{overflow:hidden}',
  'details[open]>.menu-panel{display:block}',
  '.brand-icon{background-color:currentColor}',
  '.brand-icon-x{--brand-icon:url(data:image/svg+xml,x)}',
].join('');

describe('the CSS a page carries for its first paint (scripts/html-pipeline/critical-css.ts)', () => {
  it('keeps the rules of the elements on the page, their :hover states, the open <details> menu and every @font-face', async () => {
    const rules = await criticalRules(
      page(
        '<div class="card"><span class="brand-icon brand-icon-x"></span></div><details><summary>Menu</summary><div class="menu-panel"></div></details>',
      ),
      HREF,
      STYLESHEET,
    );
    expect(rules).toContain('.card{padding:1rem}');
    expect(rules).toContain('.card:hover{color:red}');
    expect(rules).toContain('details[open]>.menu-panel{display:block}');
    expect(rules).toContain('font-family:Heading Fallback');
  });

  it("leaves out rules for elements the page does not have, the social icons and the headings' web font, which come after the paint", async () => {
    const rules = await criticalRules(
      page('<div class="card"><span class="brand-icon brand-icon-x"></span></div>'),
      HREF,
      STYLESHEET,
    );
    expect(rules).not.toContain('.dialog-open');
    expect(rules).not.toContain('brand-icon');
    expect(rules).not.toContain('Fraunces');
  });

  it('carries every rule that reaches any element, every keyframes and property, and the layer order', async () => {
    const sheet =
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}' +
      '@layer theme{:root{--ink:#0f172a}}' +
      '@layer base{*{margin:0}table{border-collapse:collapse}h1{font-weight:600}:focus-visible{outline:2px solid}}' +
      '@layer components{.card{padding:1rem}}@layer utilities{.grid{display:grid}}' +
      '@keyframes spin{to{rotate:1turn}}@property --x{syntax:"*";inherits:false}';
    const rules = await criticalRules(page('<h1 class="card">A</h1>'), HREF, sheet);
    expect(rules.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    // The global ones whole, whatever the page has: each of them would restyle the whole page if it came later.
    for (const global of [':root{--ink:#0f172a}', '*{margin:0}', ':focus-visible{', '@keyframes spin', '@property --x'])
      expect(rules).toContain(global);
    // The page's own share of the rest, once each.
    expect(rules).toContain('h1{font-weight:600}');
    expect(rules).toContain('.card{padding:1rem}');
    expect(rules).not.toContain('table');
    expect(rules).not.toContain('.grid');
    expect(rules.match(/\*\{margin:0\}/g)).toHaveLength(1);
    // Tailwind's fallbacks for browsers without `@property` reach every element too, but only there: they come later.
    expect(rules).not.toContain('--tw-x:0');
  });

  it("replaces the render-blocking link by the rules, the link disabled for React, the after-paint sheet's and the headings' faces' links disabled for the page script, their enabler for later pages, and a <noscript> link to the whole sheet", () => {
    const afterPaint = '/assets/root-Ab12-after-paint-12345678.css';
    const headingFont = '/assets/root-Ab12-heading-font-87654321.css';
    const html = withCriticalCss(page('<p>x</p>'), HREF, '.card{padding:1rem}', { afterPaint, headingFont });
    expect(html).toContain(
      `<style data-critical="${HREF}">.card{padding:1rem}</style><link rel="stylesheet" href="${HREF}" disabled="" media="not all" data-whole-sheet=""/><link rel="stylesheet" href="${afterPaint}" disabled="" media="not all" ${AFTER_PAINT_ATTRIBUTE}=""/><link rel="stylesheet" href="${headingFont}" disabled="" media="not all" ${AFTER_PAINT_ATTRIBUTE}="" ${HEADING_FONT_ATTRIBUTE}=""/><script ${AFTER_PAINT_ATTRIBUTE}="">${fullStylesheetOnLaterPagesScript}</script><noscript><link rel="stylesheet" href="${HREF}"/></noscript>`,
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(4);
  });

  it("names the shared sheet by its file as well when React Router's link carries a fragment, for the lazy chunks' loader", () => {
    const files = {
      afterPaint: '/assets/root-Ab12-after-paint-1.css',
      headingFont: '/assets/root-Ab12-heading-font-2.css',
    };
    const html = withCriticalCss(page('<p>x</p>').replace(HREF, `${HREF}#`), `${HREF}#`, '.card{}', files);
    expect(html).toContain(
      `<link rel="stylesheet" href="${HREF}#" disabled="" media="not all" data-whole-sheet=""/><link rel="stylesheet" href="${HREF}" disabled="" media="not all" data-whole-sheet=""/>`,
    );
    expect(html.match(/<link rel="stylesheet" href="[^"]*" disabled="" media="not all"/g)).toHaveLength(4);
  });
});

describe('the favicon in the page (scripts/html-pipeline/favicon.ts)', () => {
  it('is a data URI link in <head>, so the browser requests neither it nor /favicon.ico', () => {
    const html = withInlineFavicon(
      page(''),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>\n',
    );
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg[^"]*%3C%2Fsvg%3E"\/><\/head>/,
    );
  });
});
