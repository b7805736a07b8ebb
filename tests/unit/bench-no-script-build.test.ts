import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../scripts/bench-no-script-build';

// The page npm run bench audits as a browser with JavaScript off gets it (scripts/bench-no-script-build.ts).
describe('withoutScripts', () => {
  const page = [
    '<head><link rel="stylesheet" href="/a.css" disabled="" data-after-paint=""/>',
    '<link rel="modulepreload" href="/assets/entry.js"/>',
    '<script>document.documentElement.dataset.x = "<b>";\n</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
    '<noscript><link rel="stylesheet" href="/a.css"/></noscript></head>',
    '<body><main><h1>Diabetes</h1><p>Care <script type="text/plain" data-after-load="">x</script>for life.</p></main>',
    '<noscript><p>Booking needs no JavaScript.</p></noscript></body>',
  ].join('');

  it('drops every script and preload, and parses what <noscript> holds', () => {
    expect(withoutScripts(page)).toBe(
      [
        '<head><link rel="stylesheet" href="/a.css" disabled="" data-after-paint=""/>',
        '<link rel="stylesheet" href="/a.css"/></head>',
        '<body><main><h1>Diabetes</h1><p>Care for life.</p></main>',
        '<p>Booking needs no JavaScript.</p></body>',
      ].join(''),
    );
  });

  it('leaves a page with no script as it was', () => {
    const plain = '<main><h1>Floor</h1><p>One paragraph.</p></main>';
    expect(withoutScripts(plain)).toBe(plain);
  });
});
