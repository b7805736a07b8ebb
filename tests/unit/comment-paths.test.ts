import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs that name a file of this repository name one that exists: a comment citing a
 * file that was moved or removed sends the next reader nowhere. Paths with a pattern in them
 * (`*`, `<slug>`, `{…}`) are examples, not citations, and are skipped.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const TOP = '(?:app|server|scripts|tooling|content|common|tests|docs|deploy|public)';
const REPO_PATH = new RegExp(`(?<![\\w./@~:-])(${TOP}/[\\w.()\\[\\]+\\-/$<>{}*]*[\\w)\\]>}*])`, 'g');
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g;
const CODE_SPAN = /`[^`\n]+`/g;

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The repository paths a text names, trimmed of sentence punctuation and unbalanced closing brackets. */
function namedPaths(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(REPO_PATH)) {
    let named = match[1]!.replace(/\.+$/, '');
    while (named.endsWith(')') && (named.match(/\(/g) ?? []).length < (named.match(/\)/g) ?? []).length)
      named = named.slice(0, -1);
    if (!/[*<>{}$]/.test(named)) found.push(named);
  }
  return found;
}

function missingIn(files: string[], pieces: (text: string) => string[]): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(repo, file), 'utf8');
    for (const piece of pieces(text)) {
      for (const named of namedPaths(piece)) if (!existsSync(path.join(repo, named))) missing.push(`${file}: ${named}`);
    }
  }
  return missing;
}

describe('files named in comments and docs', () => {
  it('finds the paths a comment names, without its punctuation', () => {
    expect(namedPaths('// see server/mail/smtp-sender.ts. And (app/root.tsx), not content/blog/<slug>.md')).toEqual([
      'server/mail/smtp-sender.ts',
      'app/root.tsx',
    ]);
    expect(namedPaths("import serviceOptions from 'virtual:content/service-options'")).toEqual([]);
  });

  it('exist, for every comment of the source', () => {
    const sources = tracked.filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file));
    expect(missingIn(sources, (text) => text.match(COMMENT) ?? [])).toEqual([]);
  });

  it('exist, for every code span of the docs (decision records aside)', () => {
    // Decision records are history: they name the files of their day.
    const docs = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('docs/decisions/'));
    expect(missingIn(docs, (text) => text.match(CODE_SPAN) ?? [])).toEqual([]);
  });
});
