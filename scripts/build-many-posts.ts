import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_POSTS, writeManyPosts } from './many-posts';

/**
 * The site as it will be after years of writing: the shipped posts and 300 more
 * (scripts/many-posts.ts), built with `npm run build` into build-many-posts/client, beside the
 * shipped build. The posts are written into a temporary folder the build reads
 * (CONTENT_POSTS_DIR) and removed after. Used by tests/site-checks/many-posts.test.ts and
 * `npm run bench`.
 *
 *   npx tsx scripts/build-many-posts.ts
 */

export const MANY_POSTS_BUILD = path.resolve('build-many-posts/client');

/**
 * Builds the fixture; returns the seconds `npm run build` took and the post-build steps' lines (each with its time).
 */
export function buildManyPosts(count = FIXTURE_POSTS, skipSteps: string[] = []): { seconds: number; steps: string[] } {
  const postsDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-many-posts-'));
  try {
    writeManyPosts(postsDir, count);
    const started = Date.now();
    const output = execFileSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // NODE_ENV as `npm run build` has it anywhere: under Vitest it is `test`, which would build React's development
      // bundles.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        CONTENT_POSTS_DIR: postsDir,
        BUILD_DIR: MANY_POSTS_BUILD,
        POSTBUILD_SKIP: skipSteps.join(','),
      },
    });
    return {
      seconds: (Date.now() - started) / 1000,
      steps: output.split('\n').filter((line) => line.startsWith('postbuild ')),
    };
  } finally {
    rmSync(postsDir, { recursive: true, force: true });
  }
}

/** Whether the fixture build is missing or older than the shipped build (which npm test makes first). */
export function manyPostsBuildIsStale(shippedBuild = path.resolve('build/client')): boolean {
  const stamp = (dir: string) =>
    existsSync(path.join(dir, 'index.html')) ? statSync(path.join(dir, 'index.html')).mtimeMs : 0;
  return stamp(MANY_POSTS_BUILD) === 0 || stamp(MANY_POSTS_BUILD) < stamp(shippedBuild);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { seconds, steps } = buildManyPosts();
  console.log(
    [...steps, `build with ${FIXTURE_POSTS} more posts: ${seconds.toFixed(1)} s, in ${MANY_POSTS_BUILD}`].join('\n'),
  );
}
