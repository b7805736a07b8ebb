import { exactlyOne, literal, type HtmlTransform } from './transform';

/**
 * Gives a first visit's history entry its key and its index from the first script in <head>.
 * - The key: React Router's <ScrollRestoration> writes an inline script at the end of <body> that gives the entry a
 *   random key by `history.replaceState` when it has none, then scrolls to the position saved under the key. There,
 *   while the page's first paint is drawn, that one call held the parser's task 7–17 ms in traces at 1× CPU; as the
 *   first script of the page, before anything is drawn, 0.2–8 ms
 *   (docs/decisions/0098-the-history-entry-s-key-before-the-first-paint.md).
 * - The index: React Router's browser history gives the entry `idx: 0` by a second `history.replaceState` when it
 *   starts, inside hydration's first task, where the call took 2–7 ms of a 11–13 ms task
 *   (docs/decisions/0107-the-history-entry-s-index-with-its-key.md). Given here in the same call, it finds one.
 * Same rules as React Router's (only when the entry has no key; an index already there is kept), so its scripts find
 * both and only restore.
 */
export const HISTORY_KEY_SCRIPT =
  'try{var s=history.state;if(!s||!s.key)' +
  "history.replaceState(Object.assign({idx:0},s,{key:Math.random().toString(32).slice(2)}),'')}catch(e){}";

const HEAD_START = '<head><meta charSet="utf-8"/>';
/** React Router's script, as its <ScrollRestoration> writes it: where it gives a key only when there is none. */
const REACT_ROUTER_GIVES_A_KEY = 'if (!window.history.state || !window.history.state.key) {';

export const historyKeyFirst: HtmlTransform = {
  name: 'history key',
  prepare: () => ({
    // Without React Router's script there is no key to give early; written otherwise, its rule may have changed.
    requires: [
      exactlyOne('the start of <head> with its charset', literal(HEAD_START)),
      exactlyOne(
        "React Router's <ScrollRestoration> script giving a key only when there is none",
        literal(REACT_ROUTER_GIVES_A_KEY),
      ),
    ],
    rewrite: (html) => html.replace(HEAD_START, `${HEAD_START}<script>${HISTORY_KEY_SCRIPT}</script>`),
    summary: (changed, pages) => `the history entry's key given in <head> on ${changed} of ${pages} pages`,
  }),
};
