import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

/** Every prerendered page is valid HTML: no duplicate ids, lang set, one h1, no invalid nesting. */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style choices of the framework's and Tailwind's output, not validity:
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    'prefer-native-element': 'off',
    'no-redundant-role': 'off',
    'script-type': 'off',
    'require-sri': 'off',
    'valid-id': ['error', { relaxed: true }],
    // Some attribute names may be written in camel case (charSet, srcSet); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Phone numbers wrap fine on phones; a typographic preference, not validity.
    'tel-non-breaking': 'off',
  },
});

describe('HTML validity', () => {
  for (const [page, html] of builtPages()) {
    it(`${page} is valid`, async () => {
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`));
      expect(problems).toEqual([]);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // Nothing after the document: React writes React Router's data scripts inside the body.
      expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    });
  }
});
