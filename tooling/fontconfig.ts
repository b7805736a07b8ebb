import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a fontconfig file for Debian's Chromium and returns the environment pointing it there:
 * the font folders given (less the files matching `rejectGlobs`), with or without the machine's own
 * fonts (/etc/fonts/fonts.conf).
 * tooling/phone-fonts.ts (the bench) adds to the machine's fonts; tooling/test-fonts.ts (the
 * browser tests) replaces them.
 */
export function fontconfigEnvironment(
  folder: string,
  fontDirs: string[],
  { systemFonts, rejectGlobs = [] }: { systemFonts: boolean; rejectGlobs?: string[] },
): { FONTCONFIG_FILE: string } {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      ...(systemFonts ? ['  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>'] : []),
      ...fontDirs.map((dir) => `  <dir>${dir}</dir>`),
      ...(rejectGlobs.length > 0
        ? [
            '  <selectfont><rejectfont>',
            ...rejectGlobs.map((glob) => `    <glob>${glob}</glob>`),
            '  </rejectfont></selectfont>',
          ]
        : []),
      `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { FONTCONFIG_FILE: file };
}
