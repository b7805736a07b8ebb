import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../../scripts/built-pages';

/**
 * The prerendered site that `npm run build` wrote; the tests in this folder read it (BUILD_DIR: another build, as the
 * server reads it).
 */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build/client');

export function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build found in build/client: run `npm run build` first (npm test does).');
}

/** Every prerendered page as [site path, its HTML]. */
export function builtPages(): Array<[string, string]> {
  requireBuild();
  return listPages(buildDir).map((page) => [page, readFileSync(path.join(buildDir, page, 'index.html'), 'utf8')]);
}
