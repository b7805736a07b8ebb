import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A second clinic, made the way a web developer rebrands the site: by editing content/site.ts of a copy of the
 * repository (new hours with Saturday open, new doctors' names, the showcase off) and running the build. The
 * tests then read its pages (tests/site-checks/fixture-clinic.test.ts): nothing of the old clinic may remain.
 */

/** What the fixture changes in content/site.ts, each an exact text the file must hold (else the fixture is stale). */
export const fixtureEdits: Array<{ from: string; to: string }> = [
  { from: 'Dr. Ananya Rao', to: 'Dr. Leela Nair' },
  { from: "shortName: 'Ananya'", to: "shortName: 'Leela'" },
  { from: "slug: 'dr-ananya-rao'", to: "slug: 'dr-leela-nair'" },
  { from: 'ananya.rao@example.com', to: 'leela.nair@example.com' },
  { from: 'Dr. Vikram Menon', to: 'Dr. Farhan Siddiqui' },
  { from: "shortName: 'Vikram'", to: "shortName: 'Farhan'" },
  { from: "slug: 'dr-vikram-menon'", to: "slug: 'dr-farhan-siddiqui'" },
  { from: 'vikram.menon@example.com', to: 'farhan.siddiqui@example.com' },
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
    from: `{ day: '${day}', opens: '09:00', closes: '16:00' }`,
    to: `{ day: '${day}', opens: '08:30', closes: '17:30' }`,
  })),
  { from: "{ day: 'saturday' }", to: "{ day: 'saturday', opens: '09:00', closes: '13:00' }" },
  { from: 'showcase: true', to: 'showcase: false' },
];

/** What the build copies: everything the build reads, without the repository's build, data or git history. */
const COPIED = [
  'app',
  'common',
  'content',
  'public',
  'scripts',
  'server',
  'tooling',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
];

/** The post-build steps that write text, run inside the copy so that they read its content. */
const FIXTURE_POSTBUILD = `import path from 'node:path';
import { writeSeoFiles } from './scripts/seo-files';
import { writeRedirects } from './server/static/redirects';
import { writeRss } from './tooling/rss';
import { writeSearchIndex } from './tooling/search-index';
const buildDir = path.resolve('build/client');
await writeSearchIndex(buildDir);
await writeRss(buildDir);
writeSeoFiles(buildDir);
writeRedirects(buildDir);
`;

/** content/site.ts with the fixture's edits; throws when one no longer matches the file. */
export function fixtureSite(source: string): string {
  return fixtureEdits.reduce((text, { from, to }) => {
    if (!text.includes(from))
      throw new Error(`fixture clinic: content/site.ts no longer holds ${from}; update tests/fixture-clinic/build.ts`);
    return text.split(from).join(to);
  }, source);
}

/** Builds the fixture clinic into `dir` (made afresh) and returns its build/client folder. */
export function buildFixtureClinic(dir: string, root = process.cwd()): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const site = path.join(dir, 'content/site.ts');
  writeFileSync(site, fixtureSite(readFileSync(site, 'utf8')));
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
  // The canonical origin is the content's, as on a machine without SITE_URL.
  const { SITE_URL: _siteUrl, ...env } = process.env;
  // The images are made already (app/generated, public/img are copied): the build proper, then the post-build steps
  // that write words and links (search index, feed, sitemap, redirects). Those that only reshape bytes (critical
  // CSS, inlined pictures, precompression: a minute of a 2-core machine) change no text and are left out.
  execFileSync(bin('react-router'), ['build'], { cwd: dir, stdio: 'pipe', env });
  writeFileSync(path.join(dir, 'fixture-postbuild.ts'), FIXTURE_POSTBUILD);
  execFileSync(bin('tsx'), ['fixture-postbuild.ts'], { cwd: dir, stdio: 'pipe', env });
  const buildDir = path.join(dir, 'build/client');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`fixture clinic: no build in ${buildDir}`);
  return buildDir;
}
