import path from 'node:path';
import { fontconfigEnvironment } from './fontconfig';

/**
 * The only font the browser tests' Chromium has besides the site's own web fonts: Liberation Sans,
 * shipped in node_modules with pdfjs-dist's standard fonts (Arial's metrics, the face --font-sans
 * names for Linux). So a page lays out the same on every machine, whatever fonts it has installed:
 * with Debian's fonts-noto-core, body text turned to Noto Sans and pushed a doctor's hours 28 px
 * below the first screen. The Indic notices load their web fonts (app/routes/privacy-fonts.css), as
 * on a machine without Indic fonts. (The Noto Sans Devanagari and Kannada files the bench adds are
 * left out: they carry Noto's Latin letters, which --font-sans would pick before Liberation Sans.)
 * docs/decisions/0021-faults-lose-or-multiply-no-mail.md.
 */
export function testFontsEnvironment(): { FONTCONFIG_FILE: string } {
  return fontconfigEnvironment(
    path.resolve('node_modules/.cache/e2e-fonts'),
    [path.resolve('node_modules/pdfjs-dist/standard_fonts')],
    {
      systemFonts: false,
      rejectGlobs: ['*.pfb'],
    },
  );
}
