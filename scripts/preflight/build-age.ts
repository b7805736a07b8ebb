import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from './types';

/**
 * Whether the build the server will serve exists and holds the content as it is now: the preflight judges the content,
 * the server serves the build, and a clinic that edited content/ after its last build would launch the old pages.
 */

/** The most recently changed file of a folder, and when (milliseconds), or undefined for an empty or absent folder. */
function newestFile(dir: string): { file: string; modified: number } | undefined {
  if (!existsSync(dir)) return undefined;
  let newest: { file: string; modified: number } | undefined;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    const stats = statSync(file);
    if (stats.isFile() && (!newest || stats.mtimeMs > newest.modified)) newest = { file, modified: stats.mtimeMs };
  }
  return newest;
}

const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/') || file;

/** A blocker while there is no build in `buildDir`, or content/ changed after it was made; else a check passed. */
export function buildAgeCheck(buildDir = 'build/client', contentDir = 'content'): Finding {
  const page = path.join(buildDir, 'index.html');
  if (!existsSync(page))
    return {
      level: 'blocker',
      file: buildDir,
      field: '(the build)',
      why: 'there is no build here: the server would serve nothing. Build with the server’s address: SITE_URL=https://… npm run build.',
    };
  const built = statSync(page).mtimeMs;
  const changed = newestFile(contentDir);
  if (changed && changed.modified > built)
    return {
      level: 'blocker',
      file: buildDir,
      field: '(the build)',
      why: `${shown(changed.file)} changed after the build (${new Date(changed.modified).toISOString()}, the build ${new Date(built).toISOString()}): the server would serve the pages before the change. Build again.`,
    };
  return {
    level: 'checked',
    file: buildDir,
    field: '(the build)',
    why: `the build is newer than every file of ${contentDir}/.`,
  };
}
