import type { BlogPageContent } from './schema/blog-page';

/** The fixture clinic has published no comments yet. */
export const blogComments: BlogPageContent['comments']['byPost'] = {};
