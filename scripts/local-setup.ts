/**
 * What a local product keeps beside its sources: the repository root, the web app's build
 * and secrets persisted in the var folder. Both ways of starting it use these: in one
 * process (scripts/product.ts) and as supervised processes (scripts/start.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '..');

/** A secret kept in the var folder so sessions survive a restart. */
export function persistentSecret(varDir: string, name: string): string {
  const file = join(varDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the web app into web/dist. */
export async function buildWebApp(): Promise<void> {
  // Vite loads when a build is asked for, not with every importer of this module.
  const { build } = await import('vite');
  // Test runners set NODE_ENV=test, which would make the JSX transform emit development code.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'web', 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** A port the kernel has free now on loopback (for benchmarks that start a product). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolvePort(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** Ends the starting process with one line saying why (each entry prints it its own way). */
export type StartFail = (message: string) => never;

/** Resolves when `port` is free on loopback; otherwise `fail`s naming it as `what`. */
export async function ensureFree(port: number, what: string, fail: StartFail): Promise<void> {
  await new Promise<void>((resolvePort) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'EADDRINUSE'
          ? `port ${port} (${what}) is already in use. Stop what uses it or choose another port.`
          : `port ${port} (${what}): ${error.message}`,
      );
    });
    probe.listen(port, '127.0.0.1', () =>
      probe.close(() => {
        resolvePort();
      }),
    );
  });
}

/**
 * Builds the web app into web/dist, as `npm run build:web` does, in a process of its own:
 * a supervisor stays small instead of keeping the bundler's memory.
 */
export async function buildWebInChild(fail: StartFail): Promise<void> {
  const build = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(ROOT, 'web', 'vite.config.ts'),
      '--logLevel',
      'warn',
    ],
    // Test runners set NODE_ENV=test, which would make the JSX transform emit development code.
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) fail(`the web app did not build (vite exited with code ${String(code)}).`);
}
