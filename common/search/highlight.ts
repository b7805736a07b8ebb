/** A run of text, marked when it is a hit of the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching, at a word start, any of the matched index terms. */
function termPattern(terms: string[]): RegExp | undefined {
  const usable = [...new Set(terms.filter((term) => term.length > 1))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map(escapeRegExp).join('|')})`, 'giu');
}

/** Splits text into plain and marked runs: each word-start occurrence of a term is marked. */
export function highlight(text: string, terms: string[]): Segment[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text, mark: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * A short excerpt of `text` around the first hit of a term (about `length` characters, cut at
 * word boundaries, with ellipses), split into marked runs. Without a hit, the text's start.
 */
export function excerpt(text: string, terms: string[], length = 160): Segment[] {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(pattern) : -1;
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const piece = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(piece, terms);
}
