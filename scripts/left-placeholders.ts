import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The last guard of content/facts.ts: a {{placeholder}} still in a built file is a word a patient would read as
 * written. Every text file of the build is read: in the pages, their data, the search index, the feed, the sitemap
 * and the manifest any {{name}} is one; in the scripts only a fact's own ({{clinic.city}}, {{doctor.key.name}}), as
 * a library's templates use the braces too (Swiper's "{{index}} / {{slidesLength}}").
 */
const TEXT_FILE = /\.(html|data|json|xml|txt|webmanifest|svg|vtt|css)$|(^|\/)_redirects$/;
const SCRIPT_FILE = /\.m?js$/;
const ANY_PLACEHOLDER = /\{\{\s*[A-Za-z][\w.-]*\s*\}\}/g;
const FACT_PLACEHOLDER = /\{\{\s*(?:clinic|doctor)\.[\w.-]+\s*\}\}/g;

/** Each placeholder left in a text file of `buildDir`, as "file: {{name}}", once per file and name. */
export function leftPlaceholders(buildDir: string): string[] {
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
  return files.flatMap((file) => {
    const pattern = TEXT_FILE.test(file) ? ANY_PLACEHOLDER : SCRIPT_FILE.test(file) ? FACT_PLACEHOLDER : undefined;
    if (!pattern) return [];
    const found = readFileSync(path.join(buildDir, file), 'utf8').match(pattern) ?? [];
    return [...new Set(found)].map((placeholder) => `${file}: ${placeholder}`);
  });
}

/** The post-build step: throws naming each file and placeholder left, else says how many files it read. */
export function checkPlaceholders(buildDir: string): string {
  const left = leftPlaceholders(buildDir);
  if (left.length > 0)
    throw new Error(
      `Placeholders left in the build (a name content/facts.ts does not know, or a file it never read):\n  ${left.join('\n  ')}`,
    );
  return 'no {{placeholder}} left in any page, page data, script, index or feed';
}
