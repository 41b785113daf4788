/**
 * Builds the native metrics kernel (dataaccess/native, a Node-API addon in C) with the
 * node-gyp that npm carries, against this Node's own headers. `npm ci` runs it (postinstall).
 *
 * Where it cannot be built (no C compiler, no headers) the engine runs the WebAssembly
 * kernel, which gives the same results more slowly, so this only warns; with CI=true it
 * fails, because CI is where the native kernel has to be checked against the other.
 *
 * Run: npm run build:native
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const directory = join(root, 'dataaccess', 'native');
const addon = join(directory, 'build', 'Release', 'motion_kernel.node');

/** node-gyp's entry script: the one npm names for its scripts, else the one beside npm. */
function nodeGyp(): string | null {
  const candidates = [
    process.env.npm_config_node_gyp,
    join(
      dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    ),
  ];
  return candidates.find((path) => path !== undefined && existsSync(path)) ?? null;
}

/**
 * The folder holding this Node's headers (include/node/node_api.h), so node-gyp downloads
 * nothing; undefined where npm already says where they are.
 */
function nodeDir(): string | undefined {
  if (process.env.npm_config_nodedir) return undefined;
  const prefix = resolve(dirname(process.execPath), '..');
  return existsSync(join(prefix, 'include', 'node', 'node_api.h')) ? prefix : undefined;
}

function fail(reason: string): never {
  if (process.env.CI === 'true') {
    console.error(`native metrics kernel: ${reason}`);
    process.exit(1);
  }
  console.warn(
    `native metrics kernel not built (${reason}); the metrics engine runs the WebAssembly kernel: the same results, about half the speed`,
  );
  process.exit(0);
}

const gyp = nodeGyp();
if (gyp === null) fail('node-gyp was not found beside npm');
const dir = nodeDir();
const args = [gyp, 'rebuild', '--directory', directory, '--loglevel', 'error'];
if (dir !== undefined) args.push(`--nodedir=${dir}`);
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
if (result.status !== 0 || !existsSync(addon)) {
  fail(`node-gyp exited with ${String(result.status ?? result.signal)}`);
}
console.log(`native metrics kernel built: ${addon.slice(root.length + 1)}`);
