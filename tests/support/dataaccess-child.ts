/**
 * Dataaccess as a child process, for the tests that SIGKILL it (crash durability, the
 * processing worker's resume): bundled once per file (packages stay external, so the bundle
 * sits inside the repository; starting it takes about a second where tsx takes several on a
 * busy machine), started on a free port, killed with the file's end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { freePort } from './ports';

/** A running dataaccess child and its base URL. */
export interface DataaccessChild {
  readonly child: ChildProcess;
  readonly base: string;
}

/** Builds the bundle, starts children on demand, and kills them all on `stopAll`. */
export class DataaccessChildren {
  private readonly bundle: string;
  private readonly children: ChildProcess[] = [];

  constructor(
    name: string,
    private readonly serviceToken: string,
  ) {
    this.bundle = join('var', 'test-build', `dataaccess-${name}-${process.pid}.mjs`);
  }

  /** Bundles dataaccess's server (in beforeAll). */
  async build(): Promise<void> {
    await build({
      entryPoints: ['dataaccess/src/server.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: this.bundle,
      logLevel: 'warning',
    });
  }

  /**
   * Starts one on the store at `databaseUrl` (on `port`, or a free one: a restart takes its
   * predecessor's); resolves once it listens.
   */
  async start(databaseUrl: string, port?: number): Promise<DataaccessChild> {
    port ??= await freePort();
    const child = spawn(process.execPath, [this.bundle], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATAACCESS_PORT: String(port),
        SERVICE_TOKEN: this.serviceToken,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.children.push(child);
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('listening')) resolve();
      });
      child.once('exit', (code) => {
        reject(new Error(`dataaccess exited early with ${code}`));
      });
    });
    return { child, base: `http://127.0.0.1:${port}/dataaccess` };
  }

  /** Kills every child still running and removes the bundle (in afterAll). */
  stopAll(): void {
    for (const c of this.children)
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    rmSync(this.bundle, { force: true });
  }
}
