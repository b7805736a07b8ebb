/**
 * Characters no free-text field accepts (docs/decisions/0013-proxies-origins-and-clean-text.md): C0 and C1
 * controls (U+0085 included) and DEL, the line and paragraph separators U+2028/2029, the
 * text-direction controls (U+061C, U+200E/F, U+202A-202E, U+2066-2069), which can reverse text in
 * the clinic's e-mail, list and CSV, and invisible ones (zero-width space, word joiner and invisible
 * operators, BOM, Mongolian vowel separator, deprecated format controls, interlinear annotations,
 * tag characters). A one-line field also refuses tab and line breaks; a text area keeps them.
 */
const ONE_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const MULTI_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
/**
 * The zero-width non-joiner and joiner (U+200C/D) are spelling in Indic and Arabic-script writing
 * (a Devanagari half form, a Malayalam chillu, a Persian word) and glue emoji sequences: they pass
 * after a combining mark, an emoji, or a letter of a script other than Latin, Greek and Cyrillic,
 * and are refused elsewhere (hidden inside "Asha"). Built at load: a browser without the `v` flag
 * fails the import, and the form falls back to a plain post (app/components/forms/EnhancedForm.tsx).
 */
const STRAY_JOINER = new RegExp(
  String.raw`(?<![\p{M}\p{Extended_Pictographic}]|[\p{L}--[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]])[\u200c\u200d]`,
  'v',
);

/** True when free text holds none of the refused characters (line breaks allowed in a text area). */
export function isCleanText(value: string, multiLine: boolean): boolean {
  return !(multiLine ? MULTI_LINE_REFUSED : ONE_LINE_REFUSED).test(value) && !STRAY_JOINER.test(value);
}
