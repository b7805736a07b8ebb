import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The previous release, built beside this one for `npm run bench`'s main-thread part (scripts/bench-main-thread.ts):
 * its tree at `commit` (git archive, so no worktree is registered) in test-results/bench-previous/<commit>, with this
 * checkout's node_modules linked in, built with its own `npm run build`. A build already there is reused.
 * Returns the folder of its prerendered site (build/client).
 */
export function previousBuild(commit: string): string {
  const full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.resolve('test-results', 'bench-previous', full.slice(0, 12));
  const client = path.join(dir, 'build', 'client');
  if (existsSync(path.join(client, 'index.html'))) return client;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${full} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  // The same dependencies: a release whose package-lock.json differs needs its own `npm ci` there.
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  process.stderr.write(`building the previous release ${full.slice(0, 12)} in ${dir}\n`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return client;
}
