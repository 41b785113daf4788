/**
 * The watch tool as a user runs it: a child process against a real gateway, printing each
 * decoded message as one JSON line, and exiting non-zero when the gateway refuses it or
 * closes the connection for a protocol reason.
 */
import { spawn } from 'node:child_process';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/product';
import {
  sessionCookie,
  startFedPractice,
  startTestProduct,
  type FedPractice,
} from './live-fixture';
import { freePort } from '../support/ports';

type Product = Awaited<ReturnType<typeof startTestProduct>>;

interface Run {
  readonly code: number | null;
  readonly lines: Record<string, unknown>[];
  readonly stderr: string;
}

/** Runs `scripts/watch.ts` with `args`; `whileRunning` is called once its first line came. */
function watch(args: string[], whileRunning?: () => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/watch.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`watch did not finish: ${stderr}`));
    }, 40_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!started && stdout.includes('\n')) {
        started = true;
        void whileRunning?.();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      resolve({ code, lines, stderr });
    });
  });
}

describe('watch tool', () => {
  let product: Product;
  let practice: FedPractice;

  beforeAll(async () => {
    product = await startTestProduct();
    practice = await startFedPractice(product, 8);
  });
  afterAll(async () => {
    await product.stop();
  });

  it('prints the snapshot and the next delta as JSON lines and exits 0 after --count', async () => {
    const topic = `practice/${practice.id}/live`;
    const run = await watch(
      [
        '--topic',
        topic,
        '--url',
        product.url,
        '--cookie',
        sessionCookie(product, 'nfl.coach@dev.test'),
        '--count',
        '2',
      ],
      () => practice.feed(2000),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.lines).toHaveLength(2);
    const [snapshot, delta] = run.lines as {
      snapshot?: {
        topic: string;
        position: { epoch: number; seq: number };
        tables: { name: string }[];
      };
      delta?: { topic: string; position: { epoch: number; seq: number } };
    }[];
    expect(snapshot?.snapshot?.topic).toBe(topic);
    expect(snapshot?.snapshot?.tables.map((t) => t.name).sort()).toEqual([
      'header',
      'periods',
      'players',
    ]);
    expect(delta?.delta?.position).toEqual({
      epoch: snapshot?.snapshot?.position.epoch,
      seq: (snapshot?.snapshot?.position.seq ?? 0) + 1,
    });
  });

  it("exits 1 when the topic is refused (another team's alerts)", async () => {
    const run = await watch([
      '--topic',
      'alerts/1050',
      '--url',
      product.url,
      '--cookie',
      sessionCookie(product, 'nfl.coach@dev.test'),
    ]);
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      { error: { topic: 'alerts/1050', code: 403, message: 'you may not see this topic' } },
    ]);
  });

  it('exits non-zero when the gateway closes for a protocol reason (no valid session: 4001)', async () => {
    const run = await watch([
      '--topic',
      'schedule/3700',
      '--url',
      product.url,
      '--cookie',
      'pt_session=forged',
    ]);
    expect(run.code).toBe(3);
    expect(run.lines).toEqual([]);
    expect(run.stderr).toContain('closed with 4001');
  });

  it('exits 2 when a server sends a frame that is not the protocol', async () => {
    const port = await freePort();
    const server = new WebSocketServer({ port, host: '127.0.0.1' });
    server.on('connection', (socket) => {
      socket.send(Buffer.from([0xff, 0xff, 0xff]), { binary: true });
    });
    try {
      const run = await watch(['--topic', 'monitor', '--url', `http://127.0.0.1:${port}`]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('protocol error: undecodable frame');
    } finally {
      await new Promise((resolve) => {
        server.close(resolve);
      });
    }
  });

  it('exits 1 with the usage when no topic is given', async () => {
    const run = await watch(['--url', product.url]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('usage: npm run watch');
  });
});
