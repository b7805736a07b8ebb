import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageScript, missingFontProblems, SCRIPT_FONTS, textDirection } from '../../common/languages';
import { languageProblems } from '../../tooling/validate-content';

/** Any language a clinic lists (issue 35): its direction, its script's web font, or a build that says what to add. */
const fontsCss = readFileSync('app/routes/privacy-fonts.css', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('a language code', () => {
  it('reads right to left for Urdu, Arabic, Persian, Hebrew, Sindhi; left to right for the Indian scripts and English', () => {
    for (const code of ['ur', 'ar', 'fa', 'he', 'sd', 'ps']) expect(textDirection(code)).toBe('rtl');
    for (const code of ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn', 'sr-Latn']) expect(textDirection(code)).toBe('ltr');
  });

  it('is written in its script: Urdu in Nastaliq, Arabic in Arabic, Hindi and Marathi in Devanagari, the script a code names first', () => {
    expect(['ur', 'ar', 'hi', 'mr', 'kn', 'te', 'en', 'pa-Arab'].map(languageScript)).toEqual([
      'Aran',
      'Arab',
      'Deva',
      'Deva',
      'Knda',
      'Telu',
      'Latn',
      'Arab',
    ]);
  });
});

describe('the web font of each script', () => {
  it('has its @font-face (its own subset, from its package) and its [data-script] stack in privacy-fonts.css, and its package is a dependency', () => {
    for (const [script, font] of Object.entries(SCRIPT_FONTS)) {
      const faces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
      const face = faces.find((body) => body.includes(`font-family: '${font.family}'`));
      expect(face, font.family).toBeDefined();
      expect(face).toContain(`node_modules/${font.package}/files/`);
      expect(face).toMatch(/unicode-range:/);
      expect(fontsCss).toMatch(new RegExp(`\\[data-script='${script}'\\][^{]*{[^}]*'${font.family}'`));
      expect(packageJson.dependencies[font.package], font.package).toBeDefined();
    }
  });

  it('covers every language of the Eighth Schedule, in each script it is written in; a script without one fails the build naming what to add', () => {
    const eighthSchedule = ['as', 'bn', 'brx', 'doi', 'gu', 'hi', 'kn', 'ks', 'kok', 'mai', 'ml', 'mni', 'mr', 'ne'];
    const more = ['or', 'pa', 'sa', 'sat', 'sd', 'ta', 'te', 'ur', 'mni-Mtei', 'sat-Olck', 'pa-Arab', 'sd-Deva'];
    expect(missingFontProblems(['en', ...eighthSchedule, ...more])).toEqual([]);
    expect(new Set([...eighthSchedule, ...more].map(languageScript))).toEqual(
      new Set(['Beng', 'Deva', 'Gujr', 'Knda', 'Aran', 'Mlym', 'Orya', 'Guru', 'Olck', 'Arab', 'Taml', 'Telu', 'Mtei']),
    );
    const [sinhala, ...rest] = missingFontProblems(['si', 'ta']);
    expect(rest).toEqual([]);
    expect(sinhala).toMatch(/"si" is written in the Sinh script, which has no web font/);
    expect(sinhala).toMatch(
      /\[data-script='Sinh'\] rule to app\/routes\/privacy-fonts\.css.*SCRIPT_FONTS in common\/languages\.ts/,
    );
  });

  it('a listed language without its notice fails the build naming the file to write', () => {
    expect(languageProblems(['en', 'hi'])).toEqual([]);
    expect(languageProblems(['en', 'mr'])).toEqual([
      expect.stringMatching(/"mr", which has no notice: write content\/privacy-notices\/mr\.ts/),
    ]);
  });
});
