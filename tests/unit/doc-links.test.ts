import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every link in the README and the guides in docs/ leads somewhere: a file or folder of the repository, and, after a
 * #, a heading of that Markdown file (as GitHub makes its anchor). Links to other sites are not followed.
 */

const root = path.resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'))].map(
  (name) => (name === 'README.md' ? name : `docs/${name}`),
);

/** GitHub's anchor of a heading: lower case, punctuation and code marks dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** Where each link of `document` fails to lead: '' when it resolves. */
function brokenLinks(document: string): string[] {
  const text = readFileSync(path.join(root, document), 'utf8').replace(/```[\s\S]*?```/g, '');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets
    .filter((target) => !/^(?:[a-z]+:|\/)/i.test(target))
    .filter((target) => {
      const [file = '', anchor] = target.split('#');
      const resolved = file ? path.resolve(root, path.dirname(document), file) : path.join(root, document);
      if (!existsSync(resolved)) return true;
      if (anchor === undefined) return false;
      return statSync(resolved).isDirectory() || !anchorsIn(resolved).has(anchor);
    });
}

describe('links in the README and docs/', () => {
  it('finds links to check in the README', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').match(/\]\(docs\//g)?.length).toBeGreaterThan(5);
  });

  it.each(documents)('every link in %s resolves', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });
});
