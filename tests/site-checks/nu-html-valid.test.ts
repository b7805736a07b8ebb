import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../scripts/built-pages';
import { buildDir, requireBuild } from './built-site';

/**
 * Every prerendered page passes the W3C Nu HTML checker (vnu.jar from the vnu-jar package), beside
 * html-validate (html-valid.test.ts): Nu reads URLs, dates and content models as browsers do.
 * One Java process checks every page. HTML only: its CSS checker knows neither `@property` nor
 * `margin-trim`, which the stylesheet the pages carry uses. Needs Java (`apt-get install
 * default-jre-headless`; .ci/run installs it).
 */

/** The whole check, one JVM for all the pages: about 11 s on the 2-core build machine. */
const TIMEOUT_MS = 180_000;

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java';

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Nu's errors about each file, by its path; nothing for a file it found valid. */
async function checkWithNu(files: string[]): Promise<Map<string, string[]>> {
  const args = [
    '-jar',
    vnuJar,
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    '--errors-only',
    '--skip-non-html',
    '--no-langdetect',
  ];
  // The CSS checker's messages are left out here and again below, in case the pattern stops matching.
  const { stdout } = await promisify(execFile)(java, [...args, '--filterpattern', 'CSS: .*', ...files], {
    timeout: TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error('The Nu HTML checker needs Java: apt-get install default-jre-headless (or set JAVA_HOME)');
    throw error;
  });
  const errors = new Map<string, string[]>();
  for (const message of (JSON.parse(stdout) as { messages: NuMessage[] }).messages) {
    if (message.type === 'info' || message.message.startsWith('CSS:')) continue;
    const file = message.url ? decodeURIComponent(message.url.replace(/^file:/, '')) : '(no file)';
    errors.set(file, [
      ...(errors.get(file) ?? []),
      `line ${message.lastLine ?? '?'}: ${message.message} ${message.extract?.trim() ?? ''}`,
    ]);
  }
  return errors;
}

/**
 * A page with a fault Nu must find, so the check cannot pass by checking nothing: the picture's data URI that the pages
 * carried before (a space).
 */
const CANARY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>canary</title></head><body><main><h1>canary</h1><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" alt=""></main></body></html>`;

const pages = (() => {
  requireBuild();
  return listPages(buildDir).map((page) => ({ page, file: path.join(buildDir, page, 'index.html') }));
})();
const canaryDir = mkdtempSync(path.join(os.tmpdir(), 'nu-canary-'));
const canary = path.join(canaryDir, 'canary.html');
let errors = new Map<string, string[]>();

beforeAll(async () => {
  writeFileSync(canary, CANARY);
  errors = await checkWithNu([canary, ...pages.map(({ file }) => file)]);
}, TIMEOUT_MS + 10_000);
afterAll(() => rmSync(canaryDir, { recursive: true, force: true }));

describe('HTML validity by the W3C Nu checker', () => {
  it('finds the fault in a page made to have one', () => {
    expect(errors.get(canary)?.join('\n')).toMatch(
      /Bad value .* for attribute “src” on element “img”: Illegal character .*Space is not allowed/,
    );
  });

  for (const { page, file } of pages) {
    it(`${page} is valid`, () => {
      expect(errors.get(file) ?? []).toEqual([]);
    });
  }

  it('reports nothing about a file it was not given', () => {
    const given = new Set([canary, ...pages.map(({ file }) => file)]);
    expect([...errors.keys()].filter((file) => !given.has(file))).toEqual([]);
  });
});
