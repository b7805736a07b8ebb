import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * docs/benchmarks.md, the full figures of `npm run bench` (the README keeps a summary): each part that ran replaces its
 * own section (from its `## ` heading to the next), the others are kept as they were.
 */
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'benchmarks.md');
const HEADER =
  '# Benchmarks (`npm run bench`)\n\nThe full figures of the last measured run of each part; the README keeps a summary.\n';

export function writeBenchmarkSection(heading: string, body: string): void {
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) {
    writeFileSync(FILE, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + 1);
  writeFileSync(FILE, `${text.slice(0, start + 1)}${section}${next < 0 ? '' : `\n${text.slice(next + 1)}`}`);
}
