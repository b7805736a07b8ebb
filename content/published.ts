import { blogPage } from './blog-page';
import { readBlogHasPosts } from './blog-status';
import { aboutPage } from './clinic-pages/about';
import { pages } from './pages';
import type { Testimonial } from './schema/people';
import type { SiteConfig } from './schema/site';
import { site } from './site';
import * as testimonialsFile from './testimonials';

/**
 * What the switches of `site.features` leave of a content file in the build: the values that are published. A
 * switch that hides something hides it from the page source too (the page data, every script), not only from the
 * drawn page: the build serves these files as their published exports, computed once at build time, so the
 * hidden values are in no bundle for tree-shaking to miss (tooling/content-plugin.ts). The Indian Medical Council
 * rules the switches exist for (6.1.1) care about what is published, and the page source is published.
 */

/** `features.showClaims` off: no statistic (the home counters, the about figures, the badges), no label of one. */
export function publishedSite(config: SiteConfig): SiteConfig {
  return config.features.showClaims ? config : ({ ...config, statistics: undefined } as unknown as SiteConfig);
}

/** `features.showTestimonials` off: no testimonial (and the page /testimonial answers 301, content/showcase.ts). */
export function publishedTestimonials(config: SiteConfig, testimonials: Testimonial[]): Testimonial[] {
  return config.features.showTestimonials ? testimonials : [];
}

/**
 * Each file's path from the repository root, and its exports as published (plain data, written out as JSON). The
 * files whose words name facts ({{clinic.city}}...) are served so too, their placeholders already resolved: the
 * resolver (content/facts.ts) stays out of the browser's JavaScript.
 */
export const publishedFiles: Record<string, () => Record<string, unknown>> = {
  'content/pages.ts': () => ({ pages }),
  'content/blog-status.ts': () => ({ blogHasPosts: readBlogHasPosts() }),
  'content/blog-page.ts': () => ({ blogPage }),
  'content/clinic-pages/about.ts': () => ({ aboutPage }),
  'content/site.ts': () => ({ site: publishedSite(site) }),
  'content/testimonials.ts': () => ({
    ...testimonialsFile,
    testimonials: publishedTestimonials(site, testimonialsFile.testimonials),
  }),
};

/**
 * The published files that read other files in Node (the Markdown index): served as published in the dev server and
 * the component tests too, where the others are served as written, as no browser can read a file.
 */
export const nodeOnlyFiles: readonly string[] = ['content/blog-status.ts'];
