import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';
import { validator } from './html-validator';

/** Every prerendered page is valid HTML: no duplicate ids, lang set, one h1, no invalid nesting. */
describe('HTML validity', () => {
  for (const [page, html] of builtPages()) {
    it(`${page} is valid`, async () => {
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`),
      );
      expect(problems).toEqual([]);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // Nothing after the document: React writes React Router's data scripts inside the body.
      expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    });
  }
});
