import { exactlyOne, literal, type HtmlTransform } from './transform';

/**
 * Gives a first visit's history entry its key from the first script in <head>. React Router's <ScrollRestoration>
 * writes an inline script at the end of <body> that does it when the entry has none (a random key by
 * `history.replaceState`), then scrolls to the position saved under the key. There, while the page's first paint is
 * drawn, that one call held the parser's task 7–17 ms in traces at 1× CPU; as the first script of the page, before
 * anything is drawn, 0.2–8 ms (docs/decisions/0098-the-history-entry-s-key-before-the-first-paint.md). Same rule as
 * React Router's, so its script finds the key and only restores; the router reads it when it starts.
 */
export const HISTORY_KEY_SCRIPT =
  "try{if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2)},'')}" +
  'catch(e){}';

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
