import type { SearchPageText } from './schema/search';

/**
 * Words of the results page the form service writes for /search?q=… when JavaScript is off
 * (server/search-page.tsx). The words it shares with the search in the browser (result counts,
 * "No results", the browse links) are in content/blog-page.ts, `search`.
 */
export const searchPageText: SearchPageText = {
  tooLong:
    'Please shorten your search to {max} characters or fewer: a word or two, such as a condition, a service or a doctor’s name.',
  unreadable: 'Your search could not be read. Please type a word or two into the search field and try again.',
  suggestionsTitle: 'Searches other patients make:',
  suggestions: ['blood pressure', 'sugar', 'thyroid', 'fever', 'heart attack', 'health checkup'],
};
