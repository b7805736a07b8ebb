import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every prerendered page of a build, as site paths ("/", "/about", "/Endocrinal(Endocrine)-Disorders"),
 * found as the folders holding an index.html. Used by the post-build steps, the benchmark and the tests.
 */
export function listPages(buildDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html')
        pages.push(`/${path.relative(buildDir, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(buildDir);
  return pages.sort();
}
