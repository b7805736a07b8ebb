/**
 * What a page in another language needs besides its words: its writing direction and a web font for its script.
 * Read at build time (the privacy notice's loader, tooling/validate-content.ts), so the browser never runs Intl's
 * newer parts. A clinic may list any language in content/privacy.ts; one whose script has no font here fails the build
 * naming what to add (docs/decisions/0034-any-language-a-clinic-lists.md).
 */

export type TextDirection = 'ltr' | 'rtl';

/**
 * Right-to-left languages, for an engine without Intl.Locale's text info (Node and Chromium have it): Arabic, Urdu,
 * Persian, Pashto, Sindhi, Kashmiri, Uyghur, Kurdish (Sorani), Dhivehi, Hebrew, Yiddish, Syriac.
 */
const RIGHT_TO_LEFT = new Set(['ar', 'ur', 'fa', 'ps', 'sd', 'ks', 'ug', 'ckb', 'dv', 'he', 'yi', 'syr']);

/** The writing direction of a language code (BCP 47): `rtl` for Urdu, Arabic, Hebrew…, else `ltr`. */
export function textDirection(code: string): TextDirection {
  const locale = new Intl.Locale(code);
  const withInfo = locale as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const direction = withInfo.getTextInfo?.().direction ?? withInfo.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
}

/**
 * Languages whose readers expect another style of their script than the one Intl names: Urdu is written in Nastaliq
 * (ISO 15924 `Aran`), not the Naskh or Kufi of an Arabic font.
 */
const SCRIPT_STYLE: Record<string, string> = { ur: 'Aran', ks: 'Aran' };

/**
 * The script a language is written in, as ISO 15924 (`Deva`, `Telu`, `Aran`…): the code's own (`pa-Arab`), the
 * style its readers expect, or the likely one for the language (Intl.Locale's maximize).
 */
export function languageScript(code: string): string {
  const locale = new Intl.Locale(code);
  return locale.script ?? SCRIPT_STYLE[locale.language] ?? locale.maximize().script ?? 'Latn';
}

/** A script's self-hosted web font: an npm package of fontsource's script subsets, and the family its CSS names. */
export interface ScriptFont {
  family: string;
  package: string;
}

/**
 * The web font of each script the privacy notices may be written in: every script of the Eighth Schedule's languages
 * (Assamese, Bengali and Manipuri in Bengali; Gujarati; Punjabi in Gurmukhi; Hindi, Marathi, Nepali, Konkani, Maithili,
 * Bodo, Dogri and Sanskrit in Devanagari; Kannada; Malayalam; Odia; Tamil; Telugu; Urdu and Kashmiri in Nastaliq;
 * Sindhi in Arabic's Naskh; Santali in Ol Chiki; Manipuri in Meetei Mayek), so a clinic adds a language with its notice
 * alone. Each has its @font-face (the script's subset only) and its `[data-script]` rule in
 * app/routes/privacy-fonts.css (tests/unit/languages.test.ts checks both). Latin is the site's own: its faces are the
 * system's (app/app.css).
 */
export const SCRIPT_FONTS: Record<string, ScriptFont> = {
  Deva: { family: 'Noto Sans Devanagari Variable', package: '@fontsource-variable/noto-sans-devanagari' },
  Beng: { family: 'Noto Sans Bengali Variable', package: '@fontsource-variable/noto-sans-bengali' },
  Guru: { family: 'Noto Sans Gurmukhi Variable', package: '@fontsource-variable/noto-sans-gurmukhi' },
  Gujr: { family: 'Noto Sans Gujarati Variable', package: '@fontsource-variable/noto-sans-gujarati' },
  Orya: { family: 'Noto Sans Oriya Variable', package: '@fontsource-variable/noto-sans-oriya' },
  Taml: { family: 'Noto Sans Tamil Variable', package: '@fontsource-variable/noto-sans-tamil' },
  Telu: { family: 'Noto Sans Telugu Variable', package: '@fontsource-variable/noto-sans-telugu' },
  Knda: { family: 'Noto Sans Kannada Variable', package: '@fontsource-variable/noto-sans-kannada' },
  Mlym: { family: 'Noto Sans Malayalam Variable', package: '@fontsource-variable/noto-sans-malayalam' },
  Aran: { family: 'Noto Nastaliq Urdu Variable', package: '@fontsource-variable/noto-nastaliq-urdu' },
  Arab: { family: 'Noto Naskh Arabic Variable', package: '@fontsource-variable/noto-naskh-arabic' },
  Olck: { family: 'Noto Sans Ol Chiki Variable', package: '@fontsource-variable/noto-sans-ol-chiki' },
  Mtei: { family: 'Noto Sans Meetei Mayek Variable', package: '@fontsource-variable/noto-sans-meetei-mayek' },
};

/** The languages (codes) whose script has no web font here, each with what to add: one line per language. */
export function missingFontProblems(codes: readonly string[]): string[] {
  return codes
    .filter((code) => languageScript(code) !== 'Latn' && !SCRIPT_FONTS[languageScript(code)])
    .map((code) => {
      const script = languageScript(code);
      return (
        `content/privacy.ts: privacyLanguages: "${code}" is written in the ${script} script, which has no web font: ` +
        `npm install a fontsource package for it (e.g. @fontsource-variable/noto-sans-<script>), add its ${script} ` +
        `subset's @font-face and a [data-script='${script}'] rule to app/routes/privacy-fonts.css, and the family to ` +
        `SCRIPT_FONTS in common/languages.ts`
      );
    });
}
