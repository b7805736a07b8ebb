import { blogPage } from '@content/blog-page';
import type { MetaDescriptor } from 'react-router';

/** <link rel="alternate"> to the RSS feed (/rss.xml, written at build by tooling/rss.ts), for the blog pages' meta. */
export const feedLink: MetaDescriptor = {
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: blogPage.feed.title,
  href: '/rss.xml',
};
