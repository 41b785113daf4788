/**
 * npm run bench:first-run: the first minutes of a fresh `npm start`, as a new user lives
 * them. It starts the product exactly as npm start does (scripts/start.ts: web build, then
 * dataaccess, demo, identity provider and gateway under the supervisor) on an empty var
 * folder, so the season is seeded and its past sessions filled as on a fresh clone. From the
 * moment the gateway answers it calls, through the gateway as signed-in users, what the
 * first screens ask for (schedule, practice and game lists, players, alerting settings, a
 * past practice), one call every 50 ms in turn, and times each:
 *
 *   during the fill   from the first answer until the demo prints `history: complete`
 *   idle              the same calls for 30 s after that (the baseline, same run)
 *
 * Targets: the history complete within 180 s of the start, and the API's 95th percentile
 * during the fill under 100 ms and within 2 times the idle one; no call fails. Timings
 * depend on the machine: run it alone. The last line is JSON.
 *
 *   npm run bench:first-run [-- --idle-seconds N]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sign } from '@fastify/cookie';
import { DAY_MS } from '../domain';
import { newSessionClaims } from '../gateway';
import { freePort, ROOT } from './local-setup';
import { tsxChild } from './supervisor';

const { values } = parseArgs({ options: { 'idle-seconds': { type: 'string', default: '30' } } });
const IDLE_MS = Number(values['idle-seconds']) * 1000;
if (!Number.isFinite(IDLE_MS) || IDLE_MS < 5000)
  throw new Error('--idle-seconds must be 5 or more');
const HISTORY_LIMIT_S = 180;
const P95_LIMIT_MS = 100;
const PACE_MS = 50;
const TEAM = '3700';

/** Milliseconds since the start was asked for. */
const t0 = performance.now();
const since = (): number => performance.now() - t0;

const varDir = mkdtempSync(join(tmpdir(), 'bench-first-run-'));
const [port, dataaccessPort, idpPort] = [await freePort(), await freePort(), await freePort()];
const url = `http://localhost:${port}`;
const { command, args } = tsxChild(join(ROOT, 'scripts', 'start.ts'));
const product = spawn(command, args, {
  cwd: ROOT,
  env: {
    ...process.env,
    VAR_DIR: varDir,
    PORT: String(port),
    DATAACCESS_PORT: String(dataaccessPort),
    IDP_PORT: String(idpPort),
    PUBLIC_URL: url,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});

/** What the product's output said and when (an object: its fields change while awaited). */
const seen: { runningAtMs: number | null; historyAtMs: number | null; historyLine: string } = {
  runningAtMs: null,
  historyAtMs: null,
  historyLine: '',
};
const output: string[] = [];
createInterface({ input: product.stdout }).on('line', (line) => {
  output.push(line);
  if (seen.runningAtMs === null && line.startsWith('Practice Tracking is running')) {
    seen.runningAtMs = since();
  }
  if (seen.historyAtMs === null && /\| history: complete,/.test(line)) {
    seen.historyAtMs = since();
    seen.historyLine = line.replace(/^.*\| /, '');
  }
});
createInterface({ input: product.stderr }).on('line', (line) => output.push(line));
const exited = new Promise<number | null>((resolve) => product.once('exit', resolve));

const stop = async (): Promise<void> => {
  // npm start stops its parts on SIGTERM, as on Ctrl-C.
  if (product.exitCode === null) product.kill('SIGTERM');
  await exited;
  rmSync(varDir, { recursive: true, force: true });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in user's Cookie header, as the gateway's sign-in callback would set it. */
function cookieOf(email: string): string {
  const secret = readFileSync(join(varDir, 'cookie-secret'), 'utf8').trim();
  const claims = JSON.stringify(newSessionClaims(email, Date.now(), 3600_000));
  return `pt_session=${encodeURIComponent(sign(claims, secret))}`;
}

interface Sample {
  readonly name: string;
  readonly ms: number;
  readonly ok: boolean;
  readonly fill: boolean;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function summary(samples: readonly Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    calls: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    p50Ms: Number(percentile(ms, 0.5).toFixed(1)),
    p95Ms: Number(percentile(ms, 0.95).toFixed(1)),
    maxMs: Number((ms.at(-1) ?? NaN).toFixed(1)),
  };
}

try {
  while (seen.runningAtMs === null) {
    if (product.exitCode !== null) throw new Error(`npm start ended:\n${output.join('\n')}`);
    await sleep(100);
  }
  const coach = cookieOf('nfl.coach@dev.test');
  const admin = cookieOf('admin@dev.test');
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const season = new Date().getUTCFullYear();
  const week = `startTime=${today - 7 * DAY_MS}&endTime=${today + DAY_MS}`;
  const calls: { name: string; path: string; cookie: string }[] = [
    { name: 'schedule', path: `scheduledevents?${week}&teamids=${TEAM}`, cookie: coach },
    { name: 'practices', path: `practices/${TEAM}?season=${season}`, cookie: coach },
    { name: 'games', path: `games/${TEAM}?season=${season}`, cookie: coach },
    { name: 'players', path: `teamplayers/${TEAM}/practices?${week}`, cookie: coach },
    { name: 'sessiondays', path: `sessiondays/${TEAM}/practices?${week}`, cookie: coach },
    { name: 'playerlist', path: `playerlist?teamids=${TEAM}`, cookie: coach },
    { name: 'alerting', path: `customevents/${TEAM}`, cookie: coach },
    { name: 'admin alerting', path: `admin/${TEAM}/settings`, cookie: admin },
  ];
  const samples: Sample[] = [];
  const failures = new Map<string, string>();
  let idleUntil = Infinity;
  for (let i = 0; since() < idleUntil; i++) {
    if (seen.historyAtMs !== null && idleUntil === Infinity) idleUntil = seen.historyAtMs + IDLE_MS;
    if (since() > (HISTORY_LIMIT_S + 600) * 1000)
      throw new Error('the history took over 13 minutes');
    const call = calls[i % calls.length];
    if (call === undefined) continue;
    const fill = seen.historyAtMs === null;
    const started = performance.now();
    let ok = false;
    try {
      const response = await fetch(`${url}/api/da/${call.path}`, {
        headers: { cookie: call.cookie },
      });
      await response.arrayBuffer();
      ok = response.ok;
      if (!ok) failures.set(call.name, `${call.path} answered ${response.status}`);
    } catch (error) {
      failures.set(call.name, `${call.path}: ${(error as Error).message}`);
    }
    samples.push({ name: call.name, ms: performance.now() - started, ok, fill });
    await sleep(PACE_MS);
  }

  const during = summary(samples.filter((s) => s.fill));
  const idle = summary(samples.filter((s) => !s.fill));
  const historyS = (seen.historyAtMs ?? NaN) / 1000;
  const ratio = during.p95Ms / idle.p95Ms;
  console.log(`running after ${(seen.runningAtMs / 1000).toFixed(1)} s; ${seen.historyLine}`);
  console.log(
    `history complete ${historyS.toFixed(1)} s after the start (target ≤ ${HISTORY_LIMIT_S} s)`,
  );
  for (const [label, s] of [
    ['during the fill', during],
    ['idle (baseline)', idle],
  ] as const) {
    console.log(
      `${label}: ${s.calls} calls, p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, max ${s.maxMs} ms, ${s.failed} failed`,
    );
  }
  for (const name of calls.map((c) => c.name)) {
    const d = summary(samples.filter((s) => s.fill && s.name === name));
    const q = summary(samples.filter((s) => !s.fill && s.name === name));
    console.log(
      `  ${name.padEnd(15)} fill p95 ${String(d.p95Ms).padStart(6)} ms   idle p95 ${String(q.p95Ms).padStart(6)} ms`,
    );
  }
  for (const [name, why] of failures) console.log(`  failed: ${name}: ${why}`);
  const met =
    historyS <= HISTORY_LIMIT_S &&
    during.p95Ms < P95_LIMIT_MS &&
    ratio <= 2 &&
    during.failed + idle.failed === 0;
  console.log(
    `targets (history ≤ ${HISTORY_LIMIT_S} s, fill p95 < ${P95_LIMIT_MS} ms and ≤ 2× idle, no failures): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(
    JSON.stringify({
      runningS: Number((seen.runningAtMs / 1000).toFixed(1)),
      historyS: Number(historyS.toFixed(1)),
      fill: during,
      idle,
      p95Ratio: Number(ratio.toFixed(2)),
    }),
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await stop();
}
