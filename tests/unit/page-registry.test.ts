import { describe, expect, it } from 'vitest';
import {
  hiddenPageRedirects,
  isLivePath,
  livePages,
  livePath,
  pageRegistry,
  showcaseRedirects,
} from '../../content/page-registry';
import { switchedPageRedirects } from '../../content/showcase';
import { pageRegistrySchema } from '../../content/schema/page-registry';
import { formatRedirects, readRedirects } from '../../server/static/redirects';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { specRoutes } from '../e2e/site-pages';

describe('the page registry', () => {
  it('holds every route of the specification once, and passes its schema', () => {
    expect(pageRegistrySchema.safeParse(pageRegistry).success).toBe(true);
    for (const route of specRoutes)
      expect(
        pageRegistry.filter((page) => page.path === route),
        route,
      ).toHaveLength(1);
  });

  it('with the showcase on draws every page and redirects nothing; off, each showcase path leads to a drawn page', () => {
    expect(livePages(true)).toHaveLength(pageRegistry.length);
    expect(showcaseRedirects(true)).toEqual([]);
    expect(livePath('/service_details', true)).toBe('/service_details');
    const drawn = new Set(livePages(false).map((page) => page.path));
    const redirects = showcaseRedirects(false);
    expect(redirects.map((redirect) => redirect.from).sort()).toEqual(
      [
        '/home2',
        '/home3',
        '/project',
        '/project_details',
        '/service_details',
        '/team_details',
        '/blog_left_sidebar',
        '/blog_right_sidebar',
        '/blog_details',
      ].sort(),
    );
    for (const { from, to } of redirects) {
      expect(drawn.has(from)).toBe(false);
      expect(drawn.has(to) || to.startsWith('/blog/'), `${from} -> ${to}`).toBe(true);
      expect(livePath(from, false)).toBe(to);
      expect(isLivePath(from, false)).toBe(false);
    }
    expect(isLivePath('/about', false)).toBe(true);
  });

  it('leaves out a page whose switch is off, as a showcase page: /testimonial with testimonials off', () => {
    const switches = { showTestimonials: false, blogPosts: true };
    expect(livePages(true, switches).map((page) => page.path)).not.toContain('/testimonial');
    expect(livePages(true).map((page) => page.path)).toContain('/testimonial');
    expect(switchedPageRedirects(switches)).toEqual([{ from: '/testimonial', to: '/about' }]);
    expect(switchedPageRedirects({ showTestimonials: true, blogPosts: true })).toEqual([]);
    expect(livePages(true, switches).map((page) => page.path)).toContain('/about');
  });

  it('leaves out every blog page while the blog has no post, the showcase layouts too; the first post draws them', () => {
    const blog = ['/blog_grid', '/blog_left_sidebar', '/blog_right_sidebar', '/blog_details'];
    const empty = { showTestimonials: true, blogPosts: false };
    for (const showcase of [true, false]) {
      const drawn = livePages(showcase, empty).map((page) => page.path);
      expect(
        drawn.filter((page) => blog.includes(page)),
        `showcase ${showcase}`,
      ).toEqual([]);
      const redirects = hiddenPageRedirects(showcase, empty);
      for (const page of blog) expect(redirects.filter(({ from }) => from === page)).toEqual([{ from: page, to: '/' }]);
    }
    expect(livePages(true, { showTestimonials: true, blogPosts: true }).map((page) => page.path)).toEqual(
      expect.arrayContaining(blog),
    );
    expect(hiddenPageRedirects(false, { showTestimonials: true, blogPosts: true })).toContainEqual({
      from: '/blog_left_sidebar',
      to: '/blog_grid',
    });
  });

  it('writes the redirects as static hosts read them, and the server reads back only well-formed lines', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-redirects-'));
    const text = formatRedirects(showcaseRedirects(false));
    expect(text.split('\n')[0]).toBe('/home2 / 301');
    writeFileSync(path.join(dir, '_redirects'), `${text}https://elsewhere.example / 301\n/a /b 302\n`);
    expect(readRedirects(dir)).toEqual(showcaseRedirects(false));
  });
});
