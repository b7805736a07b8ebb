import { z } from 'zod';
import { isoDateSchema } from './blog';

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a blog post slug (lower-case words joined by dashes)');

/** One comment under a post. */
const commentBase = z.object({
  /** Unique id of the comment: the anchor (#comment-{id}) and the `replyTo` value of an answer. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only'),
  /** The commenter's name as published. */
  name: z.string().min(2).max(100),
  /** Date of the comment, YYYY-MM-DD. */
  date: isoDateSchema,
  /** The comment, plain text. */
  text: z.string().min(5).max(2000),
});

export const commentSchema = commentBase.extend({
  /** Answers to this comment, shown nested one level below it. */
  replies: z.array(commentBase).default([]),
});

/** A sidebar card: a heading, a line of text and a button or number. */
const cardSchema = z.object({
  /** Heading of the card. */
  title: z.string().min(2),
  /** One or two sentences under the heading. */
  text: z.string().min(5),
  /** Label of the card's button or link. */
  button: z.string().min(2),
});

/** The words and lists of the blog pages (sidebar, comments, feed) and of the site search UI. */
export const blogPageSchema = z.object({
  sidebar: z.object({
    /** Accessible name of the sidebar. */
    label: z.string().min(2),
    /** Heading of the search box. */
    searchTitle: z.string().min(2),
    /** Accessible label of the search field. */
    searchLabel: z.string().min(2),
    /** Placeholder of the search field (the spec's 'Search here...'). */
    searchPlaceholder: z.string().min(2),
    /** Accessible name of the search button. */
    searchSubmit: z.string().min(2),
    /** Heading of the category list. */
    categoriesTitle: z.string().min(2),
    /** "{count} articles" read after a category's count. */
    countLabel: z.string().includes('{count}'),
    /** Heading of the popular posts. */
    popularTitle: z.string().min(2),
    /** Slugs of the three posts shown as Popular Post, in order. */
    popularPosts: z.array(slugSchema).length(3),
    /** Heading of the tag list. */
    tagsTitle: z.string().min(2),
    /** The Contact Us card of the list pages (its button leads to /contact). */
    contactCard: cardSchema,
    /** The call card of the article pages (its button is the clinic's phone). */
    callCard: cardSchema,
  }),
  /** Listings split into pages: the first at the listing's own path, the next at {path}/page/2, /page/3, ... */
  pagination: z.object({
    /** Cards a page of /blog_grid and of a category or tag page (three columns: 6 or 9). */
    gridPerPage: z.number().int().min(3).max(12),
    /** Cards a page of the sidebar listings (spec: blog listings show 6). */
    listPerPage: z.number().int().min(2).max(12),
    /** A later page's title: "{title} – Page {page}". */
    pageTitle: z.string().includes('{title}').includes('{page}'),
    /** Accessible name of the page navigation. */
    label: z.string().min(2),
    /** Link to the newer posts (the page before). */
    previous: z.string().min(2),
    /** Link to the older posts (the page after). */
    next: z.string().min(2),
    /** "Page {page} of {pages}" between the links. */
    position: z.string().includes('{page}').includes('{pages}'),
  }),
  /** Messages of the sidebar search filter. {query} and {count} are filled in. */
  filter: z.object({
    /** Shown while the search index loads. */
    loading: z.string().min(2),
    /** "{count} articles match “{query}”". */
    results: z.string().includes('{count}'),
    /** "1 article matches “{query}”". */
    one: z.string().includes('{query}'),
    /** Shown when no post matches. */
    none: z.string().includes('{query}'),
    /** Button that clears the filter. */
    clear: z.string().min(2),
    /** Shown when the search index could not load. */
    failed: z.string().min(5),
  }),
  comments: z.object({
    /** Heading of the comment list ('All Comments'). */
    title: z.string().min(2),
    /** Label of the Reply link of each comment. */
    reply: z.string().min(2),
    /** Accessible name of a Reply link: "Reply to {name}". */
    replyLabel: z.string().includes('{name}'),
    /** Heading of the comment form. */
    formTitle: z.string().min(2),
    /** Line under the form heading. */
    formLead: z.string().min(5),
    /** "Replying to {name}" shown above the form while answering a comment. */
    replyingTo: z.string().includes('{name}'),
    /** Button that stops answering a comment. */
    cancelReply: z.string().min(2),
    /**
     * Label of the submit button (the fields' words and the success words: content/forms/words.ts and
     * content/forms/answers.ts).
     */
    submit: z.string().min(2),
    /** Published comments by post slug. */
    byPost: z.record(slugSchema, z.array(commentSchema)),
  }),
  /** The RSS feed of published posts (/rss.xml). */
  feed: z.object({
    /** Channel title, also the title of the feed link in page heads. */
    title: z.string().min(2),
    /** Channel description. */
    description: z.string().min(10),
  }),
  /** Words of the site search (popup, results page, blog filter). */
  search: z.object({
    /** Label above the results list of the popup. */
    resultsLabel: z.string().min(2),
    /** "{count} results" announced and shown. */
    resultsCount: z.string().includes('{count}'),
    /** "1 result". */
    oneResult: z.string().min(2),
    /** Shown when nothing matches: "No results for “{query}”." */
    noResults: z.string().includes('{query}'),
    /** Line before the links of the no-results message. */
    noResultsHint: z.string().min(5),
    /** Shown when the index could not load. */
    failed: z.string().min(5),
    /** Hint under the popup field: arrow keys. */
    keyboardHint: z.string().min(5),
    /** Kind labels shown beside each result. */
    kinds: z.object({ service: z.string(), doctor: z.string(), post: z.string(), faq: z.string(), page: z.string() }),
    /** Links offered when nothing matches and on the results page without JavaScript. */
    browseLinks: z.array(z.object({ label: z.string().min(2), path: z.string().startsWith('/') })).min(2),
    /** Results page: heading of the results list; {query} filled in. */
    pageResultsTitle: z.string().includes('{query}'),
    /** Results page without a query. */
    pageEmpty: z.string().min(5),
    /** Results page: heading of the browse links. */
    browseTitle: z.string().min(2),
    /** Results page: line before the browse links. */
    browseText: z.string().min(5),
  }),
});

export type BlogPageContent = z.infer<typeof blogPageSchema>;
export type Comment = z.infer<typeof commentSchema>;
