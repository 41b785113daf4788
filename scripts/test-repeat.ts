/**
 * npm run test:repeat: runs the whole suite (or the Vitest arguments given after `--`)
 * several times and reports every test whose result changed between runs, and every test
 * that failed in all of them. A flaky test is a failing test: the exit code is 1 when any
 * test failed or changed, 0 when every run passed alike.
 *
 *   npm run test:repeat -- [--times N] [--at 'YYYY-MM-DD HH:MM:SS']... [--tz ZONE] [-- vitest args]
 *
 * `--at` starts a run's clock at that instant (UTC unless --tz says otherwise) with
 * libfaketime (Debian's `faketime`), for this process tree: Vitest, the products the suites
 * start and the browsers they drive. The clock then runs on as usual, so a run started at
 * 23:59:30 on a month's last day crosses midnight and the month's end while it runs. Give
 * `--at` once per run to vary it; the last one repeats. `--tz` runs everything in that time
 * zone (a daylight-saving change is one `--at` away). CI=true is set, as in `.ci/run`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareRuns } from './test/compare';
import type { RunOutcomes } from './test/reporter';

const ROOT = resolve(import.meta.dirname, '..');

interface Options {
  readonly times: number;
  readonly at: readonly string[];
  readonly tz: string | undefined;
  readonly vitestArgs: readonly string[];
}

function fail(message: string): never {
  console.error(`test:repeat: ${message}`);
  process.exit(2);
}

function readOptions(argv: string[]): Options {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const vitestArgs = split === -1 ? [] : argv.slice(split + 1);
  const { values } = parseArgs({
    args: own,
    options: {
      times: { type: 'string', default: '3' },
      at: { type: 'string', multiple: true, default: [] },
      tz: { type: 'string' },
    },
    strict: true,
  });
  const times = Number(values.times);
  if (!Number.isInteger(times) || times < 1 || times > 50) {
    fail(`--times ${values.times} is not a whole number from 1 to 50`);
  }
  for (const at of values.at) {
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(at)) {
      fail(`--at '${at}' is not 'YYYY-MM-DD HH:MM:SS'`);
    }
  }
  if (values.at.length > 0 && spawnSync('faketime', ['--version']).error) {
    fail(`--at needs libfaketime's faketime command: apt-get install -y faketime`);
  }
  return { times, at: values.at, tz: values.tz, vitestArgs };
}

/**
 * libfaketime's setting that puts the clock at `at` (wall time in `tz`) now. An offset from
 * the real clock, not a start time: with a start time ('@...') every process started later
 * (a Vitest worker, a browser, each of its renderers) would start again from that instant,
 * and the processes of one run would disagree about the time.
 */
function clockOffset(at: string, tz: string | undefined): string {
  const epoch = spawnSync('date', ['-d', at, '+%s'], {
    env: { ...process.env, TZ: tz ?? 'UTC' },
    encoding: 'utf8',
  });
  const seconds = Number(epoch.stdout.trim());
  if (epoch.status !== 0 || !Number.isInteger(seconds)) fail(`cannot read --at '${at}'`);
  const offset = seconds - Math.round(Date.now() / 1000);
  return offset >= 0 ? `+${offset}` : `${offset}`;
}

/** One whole run of Vitest; resolves with its outcomes. */
function runOnce(options: Options, index: number, outFile: string): Promise<RunOutcomes> {
  const at = options.at.length > 0 ? options.at[Math.min(index, options.at.length - 1)] : undefined;
  const vitest = [
    join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=dot',
    '--reporter=./scripts/test/reporter.ts',
    ...options.vitestArgs,
  ];
  const [command, args] =
    at === undefined
      ? [process.execPath, vitest]
      : ['faketime', ['-f', clockOffset(at, options.tz), process.execPath, ...vitest]];
  const env = {
    ...process.env,
    CI: 'true',
    TEST_OUTCOMES: outFile,
    ...(options.tz ? { TZ: options.tz } : {}),
  };
  console.log(
    `\n== run ${index + 1} of ${options.times}${at ? `, clock from ${at}` : ''}${options.tz ? ` (${options.tz})` : ''} ==`,
  );
  return new Promise((done, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', () => {
      try {
        done(JSON.parse(readFileSync(outFile, 'utf8')) as RunOutcomes);
      } catch {
        reject(new Error(`run ${index + 1} ended without writing its outcomes`));
      }
    });
  });
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'test-repeat-'));
  try {
    const runs: RunOutcomes[] = [];
    for (let i = 0; i < options.times; i += 1) {
      runs.push(await runOnce(options, i, join(dir, `run-${i}.json`)));
    }
    const { lines, ok } = compareRuns(runs);
    console.log(`\n== test:repeat ==\n${lines.join('\n')}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
