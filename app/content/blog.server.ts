import { blogPage } from '@content/blog-page';
import { categoryPath, fill, listingPagePath, pageCount, tagPath, taxonomySlug } from '@content/helpers';
import { listPosts } from '@content/index/collections';
import { type BlogFrontmatter, type PostCardData, postCardData } from '@content/schema/blog';

/**
 * The blog's lists for loaders (build time only, never a client bundle): a page gets the posts it
 * draws and nothing more, so no page's JavaScript grows with the number of posts.
 */

/** Published posts, newest first (content/index/collections.ts). A draft is never listed nor built. */
export const latestPosts = (count: number): BlogFrontmatter[] => listPosts().slice(0, count);

export interface LabelCount {
  label: string;
  path: string;
  count: number;
}

/** Each label with its page and the number of posts that carry it, in first-seen order. */
function countLabels(posts: BlogFrontmatter[], kind: 'category' | 'tag'): LabelCount[] {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const label of kind === 'category' ? post.categories : post.tags)
      counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({
    label,
    path: kind === 'category' ? categoryPath(label) : tagPath(label),
    count,
  }));
}

/** What the blog sidebar draws: categories with counts, the popular posts named in content, the tags. */
export interface SidebarData {
  categories: LabelCount[];
  popular: PostCardData[];
  tags: LabelCount[];
}

export function sidebarData(): SidebarData {
  const posts = listPosts();
  const popular = blogPage.sidebar.popularPosts
    .map((slug) => posts.find((post) => post.slug === slug))
    .filter((post) => post !== undefined)
    .map(postCardData);
  return { categories: countLabels(posts, 'category'), popular, tags: countLabels(posts, 'tag') };
}

/** A listing: its path, title and posts (every post, or those of one category or tag). */
export interface Listing {
  path: string;
  title: string;
  posts: BlogFrontmatter[];
}

/** The posts carrying the category or tag whose slug is `slug`, with the label as written; undefined when none does. */
export function labelListing(
  kind: 'category' | 'tag',
  slug: string,
  titleOf: (label: string) => string,
): Listing | undefined {
  const labelsOf = (post: BlogFrontmatter) => (kind === 'category' ? post.categories : post.tags);
  const posts = listPosts().filter((post) => labelsOf(post).some((label) => taxonomySlug(label) === slug));
  const label = posts.flatMap(labelsOf).find((candidate) => taxonomySlug(candidate) === slug);
  return label === undefined ? undefined : { path: `/blog/${kind}/${slug}`, title: titleOf(label), posts };
}

export const allPostsListing = (path: string, title: string): Listing => ({ path, title, posts: listPosts() });

/** One page of a listing, as its loader returns it. */
export interface ListingPage {
  /** The page's own path (canonical) and title. */
  path: string;
  title: string;
  /** Posts of the whole listing, for the banner's count. */
  total: number;
  /** The cards of this page only. */
  posts: PostCardData[];
  page: number;
  pages: number;
  previous?: string;
  next?: string;
}

/**
 * The :page of a listing's later pages; undefined on its first page (and while the blog has no page 2, when the route
 * is left out: app/routes.ts).
 */
export const pageParam = (params: object): string | undefined =>
  'page' in params && typeof params.page === 'string' ? params.page : undefined;

/**
 * Page `pageParam` of a listing (undefined: the first page at the listing's own path); undefined
 * when there is no such page ("1" included: the first page has one address only).
 */
export function listingPage(listing: Listing, perPage: number, pageParam: string | undefined): ListingPage | undefined {
  const page = pageParam === undefined ? 1 : /^[1-9]\d*$/.test(pageParam) ? Number(pageParam) : NaN;
  const pages = pageCount(listing.posts.length, perPage);
  if (!(page >= 1 && page <= pages) || pageParam === '1') return undefined;
  return {
    path: listingPagePath(listing.path, page),
    title:
      page === 1 ? listing.title : fill(blogPage.pagination.pageTitle, { title: listing.title, page: String(page) }),
    total: listing.posts.length,
    posts: listing.posts.slice((page - 1) * perPage, page * perPage).map(postCardData),
    page,
    pages,
    previous: page > 1 ? listingPagePath(listing.path, page - 1) : undefined,
    next: page < pages ? listingPagePath(listing.path, page + 1) : undefined,
  };
}
