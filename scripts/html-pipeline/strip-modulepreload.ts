import { atLeastOne, type HtmlTransform } from './transform';

/**
 * Removes React Router's `<link rel="modulepreload">` tags. On a phone over 4G they make ~135 KB of
 * JavaScript race the stylesheet and the LCP image for the first seconds of bandwidth: measured with
 * Lighthouse (mobile), /about went from FCP 2.6 s / LCP 3.0 s with them to FCP 0.8 s / LCP 1.7 s
 * without. The page's module script still imports the same chunks; they load right after, and
 * hydration follows (docs/decisions/0008-no-modulepreload.md).
 */

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;

export const stripModulePreload: HtmlTransform = {
  name: 'modulepreload',
  prepare: () => ({
    // Every page imports at least the entry and the root route: none found means React Router writes them differently
    // now.
    requires: [atLeastOne(`React Router's <link rel="modulepreload"> tags`, MODULEPRELOAD)],
    rewrite: (html) => html.replace(MODULEPRELOAD, ''),
    summary: (changed, pages) => `modulepreload links removed from ${changed} of ${pages} pages`,
  }),
};
