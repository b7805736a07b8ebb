import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, everyPageChunk, mapOneLineDown } from '../../tooling/every-page-chunk';

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null };
type Output = Chunk | { type: 'asset'; fileName: string; source: string };

/** The plugin's last step over a bundle, as the bundler calls it. */
function generateBundle(bundle: Record<string, Output>): void {
  const hook = everyPageChunk().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
}

/** A chunk as the bundler names it (`react-dom`) and writes it (`assets/react-dom-CIIVz31w.js`). */
const chunk = (fileName: string, code: string): Chunk => ({
  type: 'chunk',
  name: fileName.replace(/^assets\/|-[\w-]{8}\.js$/g, ''),
  fileName,
  code,
  map: null,
});

describe('the compile hint on the every-page chunks (decision 0096)', () => {
  it('starts React DOM’s and React Router’s chunks with the hint, not the site’s or a route’s', () => {
    const bundle: Record<string, Output> = {
      'assets/react-dom-CIIVz31w.js': chunk('assets/react-dom-CIIVz31w.js', 'a();'),
      'assets/react-router-DJxAmN8L.js': chunk('assets/react-router-DJxAmN8L.js', 'b();'),
      'assets/entry.client-AdgT9TjH.js': chunk('assets/entry.client-AdgT9TjH.js', 'const __vite__mapDeps=1;'),
      'assets/faqs-BYSPx_ee.js': chunk('assets/faqs-BYSPx_ee.js', 'c();'),
    };
    generateBundle(bundle);
    const codes = Object.values(bundle).map((output) => (output.type === 'chunk' ? output.code : ''));
    expect(codes).toEqual([`${COMPILE_HINT}a();`, `${COMPILE_HINT}b();`, 'const __vite__mapDeps=1;', 'c();']);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves the chunk’s source map one line down, whether emitted as a file or held by the chunk', () => {
    const map = { version: 3, sources: ['app/x.ts'], names: [], mappings: 'AAAA;AACA' };
    const bundle: Record<string, Output> = {
      'assets/react-dom-CIIVz31w.js': chunk('assets/react-dom-CIIVz31w.js', 'a();'),
      'assets/react-dom-CIIVz31w.js.map': {
        type: 'asset',
        fileName: 'assets/react-dom-CIIVz31w.js.map',
        source: JSON.stringify(map),
      },
      'assets/react-router-DJxAmN8L.js': { ...chunk('assets/react-router-DJxAmN8L.js', 'b();'), map: { ...map } },
      'assets/entry.client-AdgT9TjH.js': chunk('assets/entry.client-AdgT9TjH.js', 'c();'),
    };
    generateBundle(bundle);
    const file = bundle['assets/react-dom-CIIVz31w.js.map']!;
    expect(file.type === 'asset' && JSON.parse(file.source)).toEqual({ ...map, mappings: ';AAAA;AACA' });
    const held = bundle['assets/react-router-DJxAmN8L.js']!;
    expect(held.type === 'chunk' && held.map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(mapOneLineDown(JSON.stringify(map))).sources).toEqual(['app/x.ts']);
  });

  it('fails the build when one of the two chunks is missing, rather than ship it without the hint', () => {
    const bundle = { 'assets/react-dom-CIIVz31w.js': chunk('assets/react-dom-CIIVz31w.js', 'a();') };
    expect(() => generateBundle(bundle)).toThrow('every-page chunk: 1 of the 2 library chunks found');
  });
});
