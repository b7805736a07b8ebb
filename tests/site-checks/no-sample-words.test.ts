import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

/**
 * Words about the product spec or about sample status never reach a page: a patient must not read
 * "SAMPLE bars, as the spec gives them". Sample values are `npm run preflight`'s business, not the pages'.
 * "Sample" in its medical sense (a blood sample, sample collection) is ordinary text and stays.
 */
const forbidden: Array<[what: string, pattern: RegExp]> = [
  ['SAMPLE', /\bSAMPLES?\b/],
  ['spec', /\bspec(s|'s|’s)?\b|\bspecification\b/i],
  ['(sample)', /\(\s*sample\s*\)/i],
  ['a name made of "Sample"', /\bSample [A-Z]/],
  [
    'sample status',
    /\bsample (bars?|values?|content|names?|data|text|video|testimonials?|partners?|comments?|logos?|figures?)\b|\bsamples? (only|for illustration)\b/i,
  ],
];

/**
 * What a visitor reads or hears: the text of the page, and its alt texts, labels and titles; not scripts, styles or
 * comments.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*?\b(?:alt|aria-label|title|placeholder)="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('no page speaks of the spec or of sample status', () => {
  it('finds the words in a page that has them (the check can fail)', () => {
    const page =
      '<main><h2>Our Skills</h2><p>SAMPLE bars, as the spec gives them.</p><img alt="Sample Diagnostics logo"><p>Ms. Kavya Iyer (sample)</p></main>';
    const hits = forbidden.filter(([, pattern]) => pattern.test(visibleText(page))).map(([what]) => what);
    expect(hits).toEqual(['SAMPLE', 'spec', '(sample)', 'a name made of "Sample"', 'sample status']);
    expect(
      forbidden.some(([, pattern]) =>
        pattern.test(visibleText('<p>Blood sample collection at the clinic. Sample collection and ECG.</p>')),
      ),
    ).toBe(false);
  });

  it('no built page contains them in its visible text', () => {
    const problems: string[] = [];
    for (const [page, html] of builtPages()) {
      const text = visibleText(html);
      for (const [what, pattern] of forbidden) {
        const match = pattern.exec(text);
        if (match)
          problems.push(`${page}: ${what}: "…${text.slice(Math.max(0, match.index - 50), match.index + 50)}…"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
