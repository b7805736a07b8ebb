import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The prerendered site that `npm run build` wrote; the tests in this folder read it. */
export const buildDir = path.resolve('build/client');

export function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build found in build/client: run `npm run build` first (npm test does).');
}

/** Every prerendered page as [site path, its HTML]. */
export function builtPages(): Array<[string, string]> {
  requireBuild();
  const pages: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const page = `/${path.relative(buildDir, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.push([page, readFileSync(full, 'utf8')]);
      }
    }
  };
  walk(buildDir);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}
