import { inlineCriticalCss } from './critical-css';
import { deferHydration } from './defer-hydration';
import { inlineFavicon } from './favicon';
import { historyKeyFirst } from './history-key';
import { inlineLcpSvgs } from './lcp-svg';
import { inlineRouteStyles } from './route-styles';
import { pagesOnDisk, runHtmlPipeline, type TransformReport } from './run';
import { stripModulePreload } from './strip-modulepreload';
import type { HtmlTransform } from './transform';

/**
 * What the build does to every prerendered page, in this order, each page read once and written
 * once (docs/decisions/0026-one-html-pipeline.md). Each transform's file says why it exists; the
 * comments here say why it sits where it does.
 */
export const HTML_TRANSFORMS: readonly HtmlTransform[] = [
  // React Router's output as it comes: its preloads go before anything weighs the page.
  stripModulePreload,
  // Before the critical CSS, which weighs the page against the site-wide sheet only and so leaves out what this
  // inlined.
  inlineRouteStyles,
  // Replaces the site-wide sheet's link by the page's rules, the disabled link, its script and a <noscript> link.
  inlineCriticalCss,
  inlineFavicon,
  // Anywhere: it adds a script at the start of <head> and reads React Router's at the end of <body>, which no other
  // transform touches.
  historyKeyFirst,
  // After the critical CSS and the favicon: whether a picture rides free depends on the finished document's size.
  inlineLcpSvgs,
  // Last: it rewrites React Router's module script, which nothing before reads.
  deferHydration,
];

/** Runs the pipeline on a build folder; POSTBUILD_SKIP's names leave transforms out. */
export function rewriteBuiltPages(buildDir: string, skip: ReadonlySet<string> = new Set()): Promise<TransformReport[]> {
  return runHtmlPipeline(pagesOnDisk(buildDir), HTML_TRANSFORMS, skip);
}
