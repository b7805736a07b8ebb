import { HtmlValidate } from 'html-validate';

/** The HTML rules every page meets, prerendered or written by the form service. */
export const validator = new HtmlValidate({
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
