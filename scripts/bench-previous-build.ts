import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The previous release, built beside this one for `npm run bench`'s main-thread part (scripts/bench-main-thread.ts):
 * its tree at `commit` (git archive, so no worktree is registered) in <tmpdir>/clinic-bench-previous/<commit> (not
 * under test-results/, which every Playwright run empties), with this checkout's node_modules linked in when its
 * lockfile is the same (else its own `npm ci`), built with its own `npm run build`. A build already there is reused.
 * Returns the folder of its prerendered site (build/client).
 */
export function previousBuild(commit: string): string {
  const full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), 'clinic-bench-previous', full.slice(0, 12));
  const client = path.join(dir, 'build', 'client');
  if (existsSync(path.join(client, 'index.html'))) return client;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${full} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  if (readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8'))
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  process.stderr.write(`building the previous release ${full.slice(0, 12)} in ${dir}\n`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return client;
}
