// Post-install step (plain JavaScript: it runs before anything is built): makes the native modules
// load in the Node that runs this project, which is node_modules/.bin/node (the `node` package,
// Node 24) wherever the machine's own Node is older. npm compiles them first for the Node that ran
// `npm install`; when that is not this Node, they are rebuilt here against this Node's headers,
// which the `node` package ships, so nothing is downloaded. See docs/decisions/0019-node-24-runtime.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const NATIVE_MODULES = [{ name: 'better-sqlite3', probe: "new (require('better-sqlite3'))(':memory:').close()" }];

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));

function loads(probe) {
  const result = spawnSync(process.execPath, ['-e', probe], { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, error: (result.stderr || '').split('\n').find((line) => line.includes('Error')) };
}

/** node-gyp: npm's own copy (npm names it in the environment of every script it runs), else the project's. */
function nodeGypScript() {
  const candidates = [process.env.npm_config_node_gyp];
  if (process.env.npm_execpath) {
    candidates.push(path.resolve(path.dirname(process.env.npm_execpath), '../node_modules/node-gyp/bin/node-gyp.js'));
  }
  try {
    candidates.push(require.resolve('node-gyp/bin/node-gyp.js'));
  } catch {
    // not installed in the project: npm's copy serves
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * node-gyp looks for headers in <devdir>/<version>/include/node and trusts a folder that holds an
 * `installVersion` file; pointing it there means it never downloads a tarball.
 */
function headersDevdir() {
  const headers = path.resolve(path.dirname(process.execPath), '../include/node');
  if (!existsSync(path.join(headers, 'node_version.h'))) return null;
  const devdir = path.join(root, 'node_modules/.cache/node-gyp');
  const versionDir = path.join(devdir, process.versions.node);
  rmSync(versionDir, { recursive: true, force: true });
  mkdirSync(path.join(versionDir, 'include'), { recursive: true });
  symlinkSync(headers, path.join(versionDir, 'include/node'), 'dir');
  writeFileSync(path.join(versionDir, 'installVersion'), '11\n');
  return devdir;
}

let failed = false;
for (const { name, probe } of NATIVE_MODULES) {
  if (loads(probe).ok) continue;
  const gyp = nodeGypScript();
  if (!gyp) {
    console.error(`native-modules: ${name} does not load in Node ${process.version} and node-gyp was not found.`);
    failed = true;
    continue;
  }
  console.log(`native-modules: building ${name} for Node ${process.version} (about a minute)...`);
  const devdir = headersDevdir();
  const env = { ...process.env };
  delete env.npm_config_nodedir; // the machine's nodedir holds the older Node's headers
  const args = [gyp, 'rebuild', '--release', ...(devdir ? [`--devdir=${devdir}`] : [])];
  const moduleDir = path.dirname(require.resolve(`${name}/package.json`));
  const build = spawnSync(process.execPath, args, { cwd: moduleDir, env, stdio: 'inherit' });
  const after = loads(probe);
  if (build.status !== 0 || !after.ok) {
    console.error(
      `native-modules: ${name} still does not load in Node ${process.version}: ${after.error ?? 'build failed'}`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
