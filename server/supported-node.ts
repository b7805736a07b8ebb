import { readFileSync } from 'node:fs';

/**
 * The service refuses to start on a Node older than `engines.node` in package.json (the one place
 * the supported range is written): Node 20 gets no security fixes since 2026-04-30, and the native
 * and tooling majors this project uses need Node 22 or newer. Imported first by every entry point,
 * so it runs before any module that could misbehave on an older Node is loaded.
 */

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

/** The lowest supported version, from an `engines.node` range of the form `>=X.Y.Z`. */
export function minimumNode(range: string = packageJson.engines.node): [number, number, number] {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z", not "${range}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Null when `version` (e.g. "24.21.0") is supported, else the message to stop with. */
export function unsupportedNodeMessage(version: string, range: string = packageJson.engines.node): string | null {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = minimumNode(range);
  for (let index = 0; index < 3; index += 1) {
    if ((have[index] ?? 0) > need[index]!) return null;
    if ((have[index] ?? 0) < need[index]!) {
      return (
        `This service needs Node ${need.join('.')} or newer (Node 24 LTS); it was started with Node ${version}. ` +
        'Run it through npm (`npm start`, `npm run serve`), which uses the Node 24 installed in node_modules/.bin, ' +
        'or install Node 24 LTS (docs/deploy.md).'
      );
    }
  }
  return null;
}

const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
