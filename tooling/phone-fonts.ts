import path from 'node:path';
import { fontconfigEnvironment } from './fontconfig';

/**
 * The Indic typefaces every Android phone (and Windows, macOS, iOS) has, for the Chromium that
 * `npm run bench` measures with. A bare Linux machine has no Devanagari or Kannada font, so there the
 * privacy notices in Hindi and Kannada download the web fonts of app/routes/privacy-fonts.css before
 * their first paint: 209 KB that no phone downloads, as
 * the pages name the system's own faces first. The bench models a phone, so its Chromium gets them
 * through a fontconfig file that adds the Noto Sans Devanagari and Kannada TTFs of the
 * @expo-google-fonts packages (already installed for the PDFs) to the machine's own fonts.
 * docs/decisions/0016-one-restyle-after-paint.md says why and what it changes in the figures.
 */
export const INDIC_FONT_PACKAGES = ['@expo-google-fonts/noto-sans-devanagari', '@expo-google-fonts/noto-sans-kannada'];

/** Writes the fontconfig file under `dir` and returns the environment that points Chromium at it. */
export function phoneFontsEnvironment(dir: string): { FONTCONFIG_FILE: string } {
  return fontconfigEnvironment(
    path.resolve(dir, 'phone-fonts'),
    INDIC_FONT_PACKAGES.map((name) => path.resolve('node_modules', name)),
    { systemFonts: true },
  );
}
