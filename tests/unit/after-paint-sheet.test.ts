import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { partHref, reachesEveryElement, splitStylesheet } from '../../scripts/html-pipeline/after-paint-sheet';

/** A sheet as Tailwind writes ours: its layers, then unlayered rules, faces, keyframes and registered properties. */
const SHEET = [
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
  "@layer theme{:root,:host{--color-ink:#0f172a;--font-display:'Fraunces Variable', Georgia, serif}}",
  '@layer base{*,:after{margin:0}h1,h2{font-family:var(--font-display)}::placeholder{opacity:1}',
  '@supports (not (-webkit-appearance:-apple-pay-button)){::placeholder{color:gray}}',
  'table{border-collapse:collapse}:focus-visible{outline:2px solid}}',
  '@layer components{.btn{display:inline-flex}}',
  '@layer utilities{.px-4{padding-inline:1rem}@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}}',
  '.site-footer{content-visibility:auto}',
  "@font-face{font-family:'Fraunces Variable';src:url(/assets/fraunces.woff2)}",
  "@font-face{font-family:'Fraunces Fallback';src:local(Noto Serif Bold)}",
  '@keyframes spin{to{rotate:1turn}}',
  '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
].join('');

const split = () => splitStylesheet(SHEET, ['Fraunces Variable']);
const topLevel = (css: string) => postcss.parse(css).nodes.map((node) => node.toString());

describe('the stylesheet split for the pages that paint first (scripts/html-pipeline/after-paint-sheet.ts)', () => {
  it('tells a selector that can match any element from one that names what it matches', () => {
    for (const every of ['*', ':root', ':host', ':focus-visible', 'a > *', ':-moz-focusring:where(a)'])
      expect(reachesEveryElement(every), every).toBe(true);
    for (const named of [
      'table',
      '.btn',
      '#top',
      '[hidden]',
      '::placeholder',
      ':before',
      '::-webkit-datetime-edit',
      'dialog::backdrop',
      ':where(select:is([multiple],[size])) optgroup',
      '[hidden]:where(:not([hidden=until-found]))',
      '.md\\:px-6',
      '* > p',
    ])
      expect(reachesEveryElement(named), named).toBe(false);
  });

  it('gives every page the layer order, the rules that reach every element, the keyframes, properties and faces', () => {
    const { global } = split();
    expect(topLevel(global)).toEqual([
      '@layer properties,theme,base,components,utilities',
      "@layer theme{:root,:host{--color-ink:#0f172a;--font-display:'Fraunces Variable', Georgia, serif}}",
      '@layer base{*,:after{margin:0}:focus-visible{outline:2px solid}}',
      "@font-face{font-family:'Fraunces Fallback';src:local(Noto Serif Bold)}",
      '@keyframes spin{to{rotate:1turn}}',
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    ]);
  });

  it('keeps after the paint, in their order, the rules for named elements, the fallbacks of registered properties and the rest of the sheet', () => {
    const { afterPaint } = split();
    expect(topLevel(afterPaint)).toEqual([
      // Only browsers without `@property` match it: Chromium adds nothing of it to its rules, and restyles nothing.
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
      '@layer base{h1,h2{font-family:var(--font-display)}::placeholder{opacity:1}' +
        '@supports (not (-webkit-appearance:-apple-pay-button)){::placeholder{color:gray}}' +
        'table{border-collapse:collapse}}',
      '@layer components{.btn{display:inline-flex}}',
      '@layer utilities{.px-4{padding-inline:1rem}@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}}',
      '.site-footer{content-visibility:auto}',
    ]);
  });

  it("holds the held-back family's faces apart, for after the sheet", () => {
    expect(topLevel(split().heldBackFaces)).toEqual([
      "@font-face{font-family:'Fraunces Variable';src:url(/assets/fraunces.woff2)}",
    ]);
  });

  it('splits a sheet without layers without an empty layer statement', () => {
    expect(splitStylesheet('h1{color:red}@keyframes a{to{opacity:0}}', [])).toEqual({
      global: '@keyframes a{to{opacity:0}}',
      afterPaint: 'h1{color:red}',
      heldBackFaces: '',
    });
  });

  it('names each part after the whole sheet, the part and its own content', () => {
    const { afterPaint, heldBackFaces } = split();
    const href = partHref('/assets/entry-Ab12.css#', 'after-paint', afterPaint);
    expect(href).toMatch(/^\/assets\/entry-Ab12-after-paint-[\w-]{8}\.css$/);
    expect(partHref('/assets/entry-Ab12.css', 'after-paint', `${afterPaint}.x{}`)).not.toBe(href);
    expect(partHref('/assets/entry-Ab12.css', 'heading-font', heldBackFaces)).toMatch(
      /^\/assets\/entry-Ab12-heading-font-[\w-]{8}\.css$/,
    );
  });
});
