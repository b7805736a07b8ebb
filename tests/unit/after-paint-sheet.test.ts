import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { afterPaintHref, splitStylesheet } from '../../scripts/html-pipeline/after-paint-sheet';

/** A sheet as Tailwind writes ours: its layers, then unlayered rules, faces, keyframes and registered properties. */
const SHEET = [
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
  "@layer theme{:root{--color-ink:#0f172a;--font-display:'Fraunces Variable', 'Fraunces Fallback', Georgia, serif}}",
  '@layer base{*{margin:0}h1,h2{font-family:var(--font-display);font-weight:600}table{border-collapse:collapse}}',
  '@layer components{.btn{display:inline-flex}}',
  '@layer utilities{.px-4{padding-inline:1rem}.font-display{font-family:var(--font-display)}',
  '@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}}',
  '.site-footer{content-visibility:auto}',
  "@font-face{font-family:'Fraunces Variable';src:url(/assets/fraunces.woff2)}",
  "@font-face{font-family:'Fraunces Fallback';src:local(Noto Serif Bold)}",
  '@keyframes spin{to{rotate:1turn}}',
  '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
].join('');

const split = () => splitStylesheet(SHEET, ['Fraunces Variable']);
const topLevel = (css: string) => postcss.parse(css).nodes.map((node) => node.toString());

describe('the stylesheet split for the pages that paint first (scripts/html-pipeline/after-paint-sheet.ts)', () => {
  it('gives the critical CSS every global layer and at-rule, whole, and the after-paint sheet none', () => {
    const { global, afterPaint } = split();
    expect(global).toContain('@layer properties{');
    expect(global).toContain('*{margin:0}');
    expect(global).toContain('table{border-collapse:collapse}');
    expect(global).toContain("@font-face{font-family:'Fraunces Variable'");
    expect(global).toContain('@keyframes spin');
    expect(global).toContain('@property --tw-x');
    for (const globalOnly of [
      '@layer properties',
      '@layer theme',
      '*{',
      ':root',
      '@font-face',
      '@keyframes',
      '@property',
    ])
      expect(afterPaint).not.toContain(globalOnly);
  });

  it('keeps the components, the utilities and the unlayered rules after the paint, in their order', () => {
    const { afterPaint } = split();
    const rest = topLevel(afterPaint).filter((node) => !node.startsWith('@layer base'));
    expect(rest).toEqual([
      '@layer components{.btn{display:inline-flex}}',
      "@layer utilities{.px-4{padding-inline:1rem}.font-display{font-family:'Fraunces Variable', var(--font-display)}@media (width>=48rem){.md\\:px-6{padding-inline:1.5rem}}}",
      '.site-footer{content-visibility:auto}',
    ]);
  });

  it('names the held-back family only after the paint: out of the theme variable, in front of each use of it', () => {
    const { global, afterPaint } = split();
    expect(global).toContain("--font-display:'Fraunces Fallback', Georgia, serif");
    expect(global.replace(/@font-face\{[^}]*\}/g, '')).not.toContain('Fraunces Variable');
    // The base layer's use is copied, with only that declaration, into the after-paint sheet's own base layer.
    expect(topLevel(afterPaint)[0]).toBe("@layer base{h1,h2{font-family:'Fraunces Variable', var(--font-display)}}");
  });

  it('refuses a held-back family named anywhere but a theme variable or its own @font-face', () => {
    const named = SHEET.replace('table{border-collapse:collapse}', "p{font-family:'Fraunces Variable',serif}");
    expect(() => splitStylesheet(named, ['Fraunces Variable'])).toThrow(/held-back family is named outside/);
  });

  it('names the after-paint sheet after the whole one and its own content', () => {
    const { afterPaint } = split();
    const href = afterPaintHref('/assets/entry-Ab12.css#', afterPaint);
    expect(href).toMatch(/^\/assets\/entry-Ab12-after-paint-[\w-]{8}\.css$/);
    expect(afterPaintHref('/assets/entry-Ab12.css', `${afterPaint}.x{}`)).not.toBe(href);
  });
});
