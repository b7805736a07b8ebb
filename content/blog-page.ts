import { blogComments } from './blog-comments';
import { withFacts } from './facts';
import { isLivePath } from './showcase';
import type { BlogPageContent } from './schema/blog-page';

/**
 * Words and lists of the blog pages (sidebar, comments, RSS feed) and of the site search.
 * The comments are SAMPLE comments: replace them with the ones the clinic approves.
 */
export const blogPage = withFacts(
  {
    sidebar: {
      label: 'Blog sidebar',
      searchTitle: 'Search',
      searchLabel: 'Search the articles',
      searchPlaceholder: 'Search here...',
      searchSubmit: 'Search',
      categoriesTitle: 'Categories',
      countLabel: '{count} articles',
      popularTitle: 'Popular Post',
      popularPosts: [
        'how-virtual-healthcare-is-transforming-patient-care',
        'living-well-with-type-2-diabetes',
        'understanding-your-blood-pressure-numbers',
      ],
      tagsTitle: 'Tags',
      contactCard: {
        title: 'Have a question about your health?',
        text: 'Our front desk answers during opening hours and can book you a visit with one of our doctors.',
        button: 'Contact Us',
      },
      callCard: {
        title: 'Call the clinic',
        text: 'In an emergency, call 112 or 108; do not come to the clinic.',
        button: 'Call',
      },
    },
    pagination: {
      gridPerPage: 9,
      listPerPage: 6,
      pageTitle: '{title} – Page {page}',
      label: 'Pages of articles',
      previous: 'Newer articles',
      next: 'Older articles',
      position: 'Page {page} of {pages}',
    },
    filter: {
      loading: 'Loading...',
      results: '{count} articles match “{query}”',
      one: '1 article matches “{query}”',
      none: 'No article matches “{query}”. Try another word, or browse the categories.',
      clear: 'Show all articles',
      failed: 'Search could not load. Please check your connection and try again.',
    },
    comments: {
      title: 'All Comments',
      reply: 'Reply',
      replyLabel: 'Reply to {name}',
      formTitle: 'Leave a Comment',
      formLead:
        'Comments are read by the clinic before they appear. Please do not share personal medical details here; for advice about your own health, book a visit.',
      replyingTo: 'Replying to {name}',
      cancelReply: 'Cancel reply',
      submit: 'Post Comment',
      byPost: blogComments,
    },
    feed: {
      title: '{{clinic.name}}: health articles',
      description:
        'Plain-language articles from our physicians on diabetes, blood pressure, check-ups, vaccination and healthy ageing.',
    },
    search: {
      resultsLabel: 'Search results',
      resultsCount: '{count} results',
      oneResult: '1 result',
      noResults: 'No results for “{query}”.',
      noResultsHint: 'Check the spelling or try another word. You can also:',
      failed: 'Search could not load. Please check your connection and try again.',
      keyboardHint: 'Use the down arrow to move through the results.',
      kinds: { service: 'Service', doctor: 'Doctor', post: 'Article', faq: 'FAQ', page: 'Page' },
      // No link to a page this build leaves out (the blog, while it has no post).
      browseLinks: [
        { label: 'Browse all our services', path: '/service' },
        { label: 'Read the blog', path: '/blog_grid' },
        { label: 'Contact the clinic', path: '/contact' },
      ].filter((link) => isLivePath(link.path)),
      pageResultsTitle: 'Results for “{query}”',
      pageEmpty: 'Type a word such as a condition, a service or a doctor’s name.',
      browseTitle: 'Looking for something else?',
      browseText: 'Browse the clinic’s pages:',
    },
  } satisfies BlogPageContent,
  'content/blog-page.ts',
);
