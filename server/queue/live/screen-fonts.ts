import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { languageScript, SCRIPT_FONTS } from '../../../common/languages';
import { queue } from '../../../content/queue';

/**
 * The web fonts of the screen's languages (content/queue.ts `screen.labels`): an inexpensive television's browser may
 * have no font for Kannada or Devanagari, so the screen carries its own, the same self-hosted fontsource faces the
 * site's notices use (common/languages.ts), each the script's subset only, served at /queue/fonts/<script>.woff2.
 * Latin is the screen's own sans-serif. Read once, at start.
 */

export interface ScreenFont {
  script: string;
  family: string;
  /** The language codes whose labels it draws. */
  langs: string[];
  file: Buffer;
}

const require = createRequire(import.meta.url);
const OTHER_SUBSETS = /-(latin|latin-ext|vietnamese|cyrillic|cyrillic-ext|greek|greek-ext)-/;

/** The variable-weight file of the script's own subset in the font's package. */
function scriptFile(pkg: string): Buffer {
  const files = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
  const name = readdirSync(files).find((file) => file.endsWith('-wght-normal.woff2') && !OTHER_SUBSETS.test(file));
  if (!name) throw new Error(`${pkg} has no variable-weight file of its script`);
  return readFileSync(path.join(files, name));
}

function screenFonts(): Map<string, ScreenFont> {
  const fonts = new Map<string, ScreenFont>();
  for (const { lang } of queue.screen.labels) {
    const script = languageScript(lang);
    const font = SCRIPT_FONTS[script];
    if (!font) continue;
    const known = fonts.get(script);
    if (known) known.langs.push(lang);
    else fonts.set(script, { script, family: font.family, langs: [lang], file: scriptFile(font.package) });
  }
  return fonts;
}

export const SCREEN_FONTS = screenFonts();

/** The @font-face and language rules of the screen's fonts. */
export const screenFontCss = [...SCREEN_FONTS.values()]
  .map(
    (font) =>
      `@font-face { font-family: '${font.family}'; src: url(/queue/fonts/${font.script}.woff2) format('woff2'); ` +
      `font-weight: 100 900; font-display: swap; }\n` +
      font.langs.map((lang) => `[lang="${lang}"]`).join(', ') +
      ` { font-family: '${font.family}', sans-serif; }`,
  )
  .join('\n');
