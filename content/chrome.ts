import type { ChromeSettings } from './schema/home';

/**
 * The chrome of every page that does not choose its own (a home layout chooses its own: content/home.ts). In a file
 * of its own because every page's first-load JavaScript carries it, and content/home.ts would bring the home layouts
 * with it.
 */
export const defaultChrome: ChromeSettings = {
  header: 'standard',
  footer: 'standard',
  sidePanelServices: 'servicePages',
};
