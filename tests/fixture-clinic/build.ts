import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second clinic, made the way a clinic rebrands the site: its own content files over a copy of the repository,
 * then the build. The clinic is Deccan Family Physicians of Hyderabad, Telangana (tests/fixture-clinic/content/):
 * two doctors, one with a three-word name; the showcase, testimonials and claims off (its testimonials and figures
 * are written, and must not be published); no social profiles and no partners; a team of three; no sample portraits
 * and no blog post yet (it deleted content/images/doctors and content/blog); the sample's video left in
 * content/media, which no page of its draws.
 * Every file of content/ it does not write is the sample's: those carry no identity of the sample clinic, only its
 * placeholders ({{clinic.name}}, {{clinic.city}}...). The tests then read its build
 * (tests/site-checks/fixture-clinic.test.ts).
 */

/**
 * Where the fixture clinic's build is kept after its test (tests/site-checks/fixture-clinic.test.ts), for the
 * browser checks that follow it in `npm test` (playwright.fixture.config.ts).
 */
export const FIXTURE_BUILD = path.resolve('build-fixture-clinic/client');

/**
 * Where that test makes and keeps the fixture clinic's copy of the repository: the browser checks run its form service
 * there, which reads the fixture's content. Outside the repository (its TypeScript is not this project's to check),
 * one per checkout.
 */
export const FIXTURE_CLINIC = path.join(
  os.tmpdir(),
  `clinic-fixture-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`,
);

/** The fixture clinic's own content files, laid over content/. */
export const FIXTURE_CONTENT = path.join(import.meta.dirname, 'content');

/** The six services of the sample the fixture clinic does not offer: it deleted their files. */
export const REMOVED_SERVICES = [
  { file: 'endocrine-disorders.md', title: 'Endocrine Disorders', path: '/Endocrinal(Endocrine)-Disorders' },
  { file: 'chronic-medical-illnesses.md', title: 'Chronic Medical Illnesses', path: '/Chronic-Medical-Illnesses' },
  { file: 'infectious-diseases.md', title: 'Infectious Diseases', path: '/Infectious-Diseases' },
  { file: 'poisoning.md', title: 'Poisoning', path: '/Poisoning' },
  { file: 'cardiovascular-emergencies.md', title: 'Cardiovascular Emergencies', path: '/Cardiovascular-Emergencies' },
  { file: 'cardiovascular-accidents.md', title: 'Cardiovascular Accidents', path: '/Cardiovascular-Accidents' },
];

/**
 * What the fixture clinic deleted from content/: its doctors' portraits, every blog post (it has written none yet; git
 * keeps no empty folder, so content/blog/ is gone too) and six of the twelve services. It forgot the sample's video in
 * content/media: no page of its draws it, so the build must not ship it.
 */
const DELETED = [
  'content/images/doctors',
  'content/blog',
  ...REMOVED_SERVICES.map((service) => `content/services/${service.file}`),
];

/** What the build reads: everything but the repository's build, data, tests and git history. */
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

/** The fixture's content files, as paths inside content/. */
export function fixtureContentFiles(dir = FIXTURE_CONTENT, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? fixtureContentFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  );
}

/** Copies the repository into `dir` (made afresh) with the fixture clinic's content in place; returns `dir`. */
export function makeFixtureClinic(dir: string, root = process.cwd()): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const file of fixtureContentFiles())
    cpSync(path.join(FIXTURE_CONTENT, file), path.join(dir, 'content', file), { recursive: true });
  for (const deleted of DELETED) rmSync(path.join(dir, deleted), { recursive: true, force: true });
  return dir;
}

/** Runs one of the copy's npm scripts as `npm run` would, on the project's Node (node_modules/.bin first). */
export function runIn(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const bin = path.join(dir, 'node_modules/.bin');
  // The canonical origin is the content's, as on a machine without SITE_URL; and no NODE_ENV of the test runner
  // (Vitest sets "test"), which would make the build bundle React's development build.
  const { SITE_URL: _siteUrl, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  return execFileSync(path.join(bin, command), args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...inherited, ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
}

/**
 * Builds the fixture clinic in `dir` as `npm run build` does (images, the build proper, every post-build step:
 * the precompressed copies too), keeps its build/client as FIXTURE_BUILD and returns that folder.
 */
export function buildFixtureClinic(dir: string, root = process.cwd()): string {
  makeFixtureClinic(dir, root);
  runIn(dir, 'tsx', ['scripts/build-images.ts']);
  runIn(dir, 'react-router', ['build'], { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
  runIn(dir, 'tsx', ['scripts/postbuild.ts']);
  const buildDir = path.join(dir, 'build/client');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`fixture clinic: no build in ${buildDir}`);
  rmSync(FIXTURE_BUILD, { recursive: true, force: true });
  cpSync(buildDir, FIXTURE_BUILD, { recursive: true });
  return FIXTURE_BUILD;
}

/** Type-checks the fixture clinic's copy as `npm run typecheck` does; throws with tsc's report when it fails. */
export function typecheckFixtureClinic(dir: string): void {
  runIn(dir, 'react-router', ['typegen'], { TYPEGEN_EVERY_PAGE: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
  runIn(dir, 'tsc', ['--noEmit']);
}
