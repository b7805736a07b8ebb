import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sourceAliases } from './tooling/aliases.ts';
import { carouselTrackCss } from './tooling/carousel-track-css.ts';
import { contentPlugin } from './tooling/content-plugin.ts';
import { everyPageChunk } from './tooling/every-page-chunk.ts';

export default defineConfig({
  plugins: [everyPageChunk(), contentPlugin(), carouselTrackCss(), tailwindcss(), reactRouter()],
  resolve: { alias: sourceAliases },
  // SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of. MINIFY=0: readable function names in a
  // CPU profile (docs/decisions/0065-hydrate-in-two-passes.md).
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === '1', minify: process.env.MINIFY !== '0' },
  define: {
    // Canonical and share URLs: SITE_URL at build time, else content/site.ts siteUrl (app/lib/meta.ts).
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    // The footer's copyright year: the year the build ran, in the prerendered page and after hydration alike, whatever
    // year the visitor's clock reads (app/components/chrome/Footer.tsx).
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
});
