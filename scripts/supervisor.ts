/**
 * A small process supervisor. It starts its children in order, each once the one before
 * said it is ready (a line of its output), prints their output prefixed with their names,
 * restarts a child that ends unexpectedly (after a pause that grows while it keeps ending,
 * and says so), and stops them last-started first. `npm start` runs the product's parts
 * under it (scripts/start.ts), so one part can fail alone while the others keep serving.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { backoffCeilingMs } from '../domain';

/** One child: how to start it and how it says it is ready. */
export interface ChildSpec {
  /** Prefixes its output and names it in the supervisor's messages. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Its whole environment. */
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** A line of its standard output that says it serves (or has done its setup). */
  readonly readyLine: RegExp;
  /** How long it may take to print that line; 60 s by default. */
  readonly readyTimeoutMs?: number;
}

/** How the supervisor reports and paces itself. */
export interface SupervisorOptions {
  /** Standard output lines: the children's, prefixed, and the supervisor's own messages. */
  readonly out?: (line: string) => void;
  /** The children's standard error lines, prefixed. */
  readonly err?: (line: string) => void;
  /** The pause before the nth restart in a row (n from 0); 0.5 s doubling up to 15 s by default. */
  readonly restartDelayMs?: (attempt: number) => number;
  /** A child that served this long starts its restart pauses from the shortest again; 60 s. */
  readonly stableAfterMs?: number;
  /** How long a child may take to stop on SIGTERM before it is killed; 10 s by default. */
  readonly stopGraceMs?: number;
}

/** A child that could not start: the message is one line saying which and why. */
export class StartFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartFailure';
  }
}

/** Running children under supervision. */
export interface Supervisor {
  /**
   * Starts the children in order, each once the one before is ready; resolves when all are.
   * When one cannot start, stops those already started and rejects with a {@link StartFailure}.
   */
  start(): Promise<void>;
  /**
   * Stops every child, last started first: SIGTERM, then SIGKILL after the grace. Resolves
   * when all have exited. Once called, nothing restarts.
   */
  stop(): Promise<void>;
  /** The process id of each child that runs now. */
  pids(): ReadonlyMap<string, number>;
}

/** A start of a child process. */
interface Run {
  readonly child: ChildProcess;
  /** Resolves with how the process ended ("exit code 1") once it and its output have. */
  readonly ended: Promise<string>;
}

/** A child and where it stands. */
interface Slot {
  readonly spec: ChildSpec;
  run: Run | null;
  /** When it last became ready; null while it starts. */
  upSinceMs: number | null;
  /** Restarts in a row without serving for stableAfterMs in between. */
  attempt: number;
  restartTimer: NodeJS.Timeout | null;
  /** Whether it was ready once: after that, an end means a restart, not a start failure. */
  served: boolean;
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

function describeEnd(code: number | null, signal: NodeJS.Signals | null): string {
  return signal !== null ? `killed by ${signal}` : `exit code ${String(code)}`;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The restart pauses: 0.5 s doubling up to 15 s (no jitter: the children restart alone). */
const RESTART_BACKOFF = { baseMs: 500, maxMs: 15_000 } as const;

/** Supervises `specs`, started in their order. */
export function supervise(
  specs: readonly ChildSpec[],
  options: SupervisorOptions = {},
): Supervisor {
  const out = options.out ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const restartDelayMs =
    options.restartDelayMs ?? ((n: number) => backoffCeilingMs(n + 1, RESTART_BACKOFF));
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const width = Math.max('supervisor'.length, ...specs.map((s) => s.name.length));
  const label = (name: string): string => `${name.padEnd(width)} |`;
  const say = (line: string): void => {
    out(`${label('supervisor')} ${line}`);
  };

  const slots: Slot[] = specs.map((spec) => ({
    spec,
    run: null,
    upSinceMs: null,
    attempt: 0,
    restartTimer: null,
    served: false,
  }));
  let stopping: Promise<void> | null = null;

  // A supervisor that ends abruptly (an uncaught error) takes its children with it.
  const killAll = (): void => {
    for (const slot of slots) slot.run?.child.kill('SIGKILL');
  };
  process.on('exit', killAll);

  /** Starts `slot`'s child; resolves with its pid once it printed its ready line. */
  const launch = (slot: Slot): Promise<number> => {
    const { spec } = slot;
    const child = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      env: spec.env,
      // The IPC channel closes when the supervisor dies, however it dies: a child may end on
      // that (scripts/supervised-child.ts) instead of living on as an orphan.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let lastError = '';
    let readyLine: () => void = () => undefined;
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      out(`${label(spec.name)} ${line}`);
      if (spec.readyLine.test(line)) readyLine();
    });
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
      err(`${label(spec.name)} ${line}`);
      if (line.trim() !== '') lastError = line.trim();
    });
    const ended = new Promise<string>((resolve) => {
      child.once('close', (code, signal) => {
        resolve(describeEnd(code, signal));
      });
      child.on('error', (error) => {
        if (child.pid === undefined) resolve(`not started: ${error.message}`);
      });
    });
    const run: Run = { child, ended };
    slot.run = run;
    slot.upSinceMs = null;

    const ready = new Promise<number>((resolve, reject) => {
      const timeoutMs = spec.readyTimeoutMs ?? 60_000;
      const timer = setTimeout(() => {
        reject(new Error(`did not say it was ready within ${seconds(timeoutMs)}`));
        child.kill('SIGKILL');
      }, timeoutMs);
      readyLine = () => {
        clearTimeout(timer);
        readyLine = () => undefined;
        slot.upSinceMs = Date.now();
        slot.served = true;
        resolve(child.pid ?? 0);
      };
      void ended.then((how) => {
        clearTimeout(timer);
        reject(new Error(`ended before it was ready (${how})${lastError ? `: ${lastError}` : ''}`));
      });
    });

    void ended.then((how) => {
      if (slot.run !== run) return;
      slot.run = null;
      if (stopping !== null || !slot.served) return;
      restartLater(slot, `${spec.name} (pid ${String(child.pid)}) ended unexpectedly (${how})`);
    });
    return ready;
  };

  const restartLater = (slot: Slot, what: string): void => {
    const served = slot.upSinceMs === null ? 0 : Date.now() - slot.upSinceMs;
    if (served >= stableAfterMs) slot.attempt = 0;
    const delayMs = restartDelayMs(slot.attempt);
    slot.attempt += 1;
    say(`${what}; restarting it in ${seconds(delayMs)}`);
    slot.restartTimer = setTimeout(() => {
      slot.restartTimer = null;
      if (stopping !== null) return;
      launch(slot).then(
        (pid) => {
          say(`${slot.spec.name} is up again (pid ${pid})`);
        },
        (error: unknown) => {
          // Its end schedules the next try.
          if (stopping === null) say(`${slot.spec.name} did not come back: ${messageOf(error)}`);
        },
      );
    }, delayMs);
  };

  const stopSlot = async (slot: Slot): Promise<void> => {
    if (slot.restartTimer !== null) clearTimeout(slot.restartTimer);
    const run = slot.run;
    if (run === null) return;
    const { child } = run;
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM whatever the supervisor got: on Ctrl-C the terminal already sent SIGINT to
      // every process of the group, and a second SIGINT would find Node's default handler.
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      say(`${slot.spec.name} did not stop within ${seconds(stopGraceMs)}; killing it`);
      child.kill('SIGKILL');
    }, stopGraceMs);
    await run.ended;
    clearTimeout(timer);
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const slot of [...slots].reverse()) await stopSlot(slot);
      process.off('exit', killAll);
    })();
    return stopping;
  };

  // A function, so that lint sees `stopping` change across the awaits of start().
  const isStopping = (): boolean => stopping !== null;

  return {
    async start() {
      for (const slot of slots) {
        if (isStopping()) return;
        try {
          const pid = await launch(slot);
          say(`${slot.spec.name} is up (pid ${pid})`);
        } catch (error) {
          if (isStopping()) return;
          await stop();
          throw new StartFailure(`${slot.spec.name} ${messageOf(error)}`);
        }
      }
    },
    stop,
    pids() {
      const pids = new Map<string, number>();
      for (const slot of slots) {
        const pid = slot.run?.child.pid;
        if (pid !== undefined) pids.set(slot.spec.name, pid);
      }
      return pids;
    },
  };
}

/** The command that runs a TypeScript entry under Node with tsx, ending with its supervisor. */
export function tsxChild(entry: string): Pick<ChildSpec, 'command' | 'args'> {
  return {
    command: process.execPath,
    args: [
      '--import',
      import.meta.resolve('tsx'),
      '--import',
      import.meta.resolve('./supervised-child.ts'),
      entry,
    ],
  };
}
