/**
 * Watching child processes in tests: their output line by line with a wait for a line, and
 * waits for a condition such as a process having ended. Each wait has a timeout and says
 * what it waited for, so a test never sleeps for a duration it guessed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Lines of output as they come, with a wait for one that matches. */
export class LineLog {
  readonly lines: string[] = [];
  readonly #waiting = new Set<{ pattern: RegExp; found: (match: RegExpExecArray) => void }>();

  /** Adds a line and hands it to the waits it matches. */
  readonly add = (line: string): void => {
    this.lines.push(line);
    for (const wait of this.#waiting) {
      const match = wait.pattern.exec(line);
      if (match) {
        this.#waiting.delete(wait);
        wait.found(match);
      }
    }
  };

  /** Adds every line of `stream`. */
  follow(stream: NodeJS.ReadableStream): void {
    createInterface({ input: stream }).on('line', this.add);
  }

  /** The first line seen so far that matches `pattern`; throws when none does. */
  seen(pattern: RegExp): RegExpExecArray {
    for (const line of this.lines) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    throw new Error(`no line matched ${String(pattern)}; the lines:\n${this.lines.join('\n')}`);
  }

  /** The first line to come that matches `pattern`; fails after `timeoutMs` with the last lines. */
  next(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(wait);
        reject(
          new Error(
            `no line matched ${String(pattern)} within ${timeoutMs} ms; the last lines:\n${this.lines.slice(-20).join('\n')}`,
          ),
        );
      }, timeoutMs);
      const wait = {
        pattern,
        found: (match: RegExpExecArray) => {
          clearTimeout(timer);
          resolve(match);
        },
      };
      this.#waiting.add(wait);
    });
  }
}

/**
 * Whether a process with this id exists (a zombie not yet reaped counts), or with a negative
 * id, any process of that process group.
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves once `check` holds, asking every 50 ms; fails after `timeoutMs` naming `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The ids of the processes whose command line contains `marker` (Linux: read from /proc). */
export function processesWith(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) pids.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return pids;
}
