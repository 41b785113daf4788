/**
 * The supervisor with small Node children: start order and prefixed output, restarts with
 * growing pauses, a child that cannot start (ends, or never says it is ready) reported in one
 * line with the others stopped, a child deaf to SIGTERM killed after the grace, and children
 * that end when their supervisor is killed.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineLog, alive, processesWith, until } from '../tests/support/processes';
import { StartFailure, supervise, type ChildSpec } from './supervisor';

/** A child running `code` under Node, ready when it prints `ready`. */
const child = (name: string, code: string): ChildSpec => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  env: process.env,
  readyLine: /^ready$/,
});
const SERVES = `console.log('ready'); setInterval(() => {}, 1000);`;

describe('supervise', () => {
  it('starts in order, prefixes output, restarts with growing pauses and stops all', async () => {
    const log = new LineLog();
    const supervisor = supervise(
      [child('first', SERVES), child('second', `console.error('warming up'); ${SERVES}`)],
      { out: log.add, err: log.add, restartDelayMs: (n) => 100 * 2 ** n },
    );
    await supervisor.start();
    const firstUp = log.lines.indexOf(
      `supervisor | first is up (pid ${supervisor.pids().get('first')})`,
    );
    expect(firstUp).toBeGreaterThan(log.lines.indexOf('first      | ready'));
    expect(log.lines.indexOf('second     | warming up')).toBeGreaterThan(firstUp);
    const second = supervisor.pids().get('second');

    for (const pause of ['0.1 s', '0.2 s']) {
      const killed = supervisor.pids().get('first') ?? 0;
      const back = log.next(/^supervisor \| first is up again \(pid (\d+)\)$/);
      process.kill(killed, 'SIGKILL');
      expect(Number((await back)[1])).not.toBe(killed);
      expect(log.lines).toContain(
        `supervisor | first (pid ${killed}) ended unexpectedly (killed by SIGKILL); restarting it in ${pause}`,
      );
    }
    expect(supervisor.pids().get('second')).toBe(second);

    const pids = [...supervisor.pids().values()];
    await supervisor.stop();
    expect(pids.filter(alive)).toEqual([]);
  });

  it('reports a child that ends before it is ready in one line and stops the rest', async () => {
    const log = new LineLog();
    const supervisor = supervise(
      [
        child('first', SERVES),
        child(
          'broken',
          `console.error('broken cannot start: NEEDED is required.'); process.exit(1);`,
        ),
        child('never', SERVES),
      ],
      { out: log.add, err: log.add },
    );
    await expect(supervisor.start()).rejects.toThrow(
      new StartFailure(
        'broken ended before it was ready (exit code 1): broken cannot start: NEEDED is required.',
      ),
    );
    expect(alive(Number(log.seen(/first is up \(pid (\d+)\)/)[1]))).toBe(false);
    expect(log.lines.filter((line) => line.includes('never'))).toEqual([]);
  });

  it('gives up on a child that never says it is ready', async () => {
    const marker = `hung-${randomUUID()}`;
    const supervisor = supervise(
      [{ ...child('hung', `/* ${marker} */ setInterval(() => {}, 1000);`), readyTimeoutMs: 300 }],
      { out: () => undefined },
    );
    await expect(supervisor.start()).rejects.toThrow(
      new StartFailure('hung did not say it was ready within 0.3 s'),
    );
    expect(processesWith(marker)).toEqual([]);
  });

  it('kills a child that does not stop on SIGTERM after the grace', async () => {
    const log = new LineLog();
    const supervisor = supervise([child('deaf', `process.on('SIGTERM', () => {}); ${SERVES}`)], {
      out: log.add,
      err: log.add,
      stopGraceMs: 200,
    });
    await supervisor.start();
    const pid = supervisor.pids().get('deaf') ?? 0;
    await supervisor.stop();
    expect(log.lines).toContain('supervisor | deaf did not stop within 0.2 s; killing it');
    expect(alive(pid)).toBe(false);
  });

  describe('when the supervisor itself is killed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('its children end too', async () => {
      const entry = join(dir, 'serves.mjs');
      writeFileSync(entry, SERVES);
      const main = join(dir, 'main.mts');
      writeFileSync(
        main,
        `import { supervise, tsxChild } from ${JSON.stringify(join(import.meta.dirname, 'supervisor.ts'))};
await supervise([{ name: 'child', ...tsxChild(${JSON.stringify(entry)}), env: process.env, readyLine: /^ready$/ }]).start();
setInterval(() => {}, 1000);`,
      );
      const supervisorProcess = spawn(process.execPath, ['--import', 'tsx', main], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const log = new LineLog();
      log.follow(supervisorProcess.stdout);
      const pid = Number((await log.next(/child is up \(pid (\d+)\)/))[1]);
      expect(alive(pid)).toBe(true);
      supervisorProcess.kill('SIGKILL');
      await until(() => !alive(pid), `child ${pid} to end`);
    });
  });
});
