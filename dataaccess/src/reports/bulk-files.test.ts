import { describe, expect, it } from 'vitest';
import { BulkFiles } from './bulk-files';

/** A build the test finishes by hand, counting how often it ran. */
function manualBuild(text: string) {
  const calls = { n: 0 };
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const build = () => {
    calls.n++;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    calls,
    build,
    finish: () => {
      finish(text);
    },
    fail: (e: Error) => {
      fail(e);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bulk files', () => {
  it('answers 1 while the job runs and 0 once the file is ready, building once', async () => {
    const files = new BulkFiles();
    const job = manualBuild('a,b\r\n');
    expect(files.poll('k', job.build).state).toBe(1);
    expect(files.poll('k', job.build).state).toBe(1);
    job.finish();
    await settle();
    expect(files.poll('k', job.build).state).toBe(0);
    expect(await files.file('k', job.build)).toBe('a,b\r\n');
    expect(job.calls.n).toBe(1);
  });

  it('answers the percent the job has done while it runs, 100 once ready', async () => {
    const files = new BulkFiles();
    let tell: (share: number) => void = () => undefined;
    let finish: (text: string) => void = () => undefined;
    const build = (progress: (share: number) => void) => {
      tell = progress;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    expect(files.poll('k', build)).toEqual({ state: 1, percent: 0 });
    tell(0.25);
    expect(files.poll('k', build)).toEqual({ state: 1, percent: 25 });
    // Never backwards, and never 100 before the file is there.
    tell(0.1);
    expect(files.poll('k', build)).toEqual({ state: 1, percent: 25 });
    tell(1);
    expect(files.poll('k', build)).toEqual({ state: 1, percent: 99 });
    finish('a\r\n');
    await settle();
    expect(files.poll('k', build)).toEqual({ state: 0, percent: 100 });
  });

  it('hands a fetch the running job, and builds a file never polled for', async () => {
    const files = new BulkFiles();
    const job = manualBuild('x');
    files.poll('k', job.build);
    const text = files.file('k', job.build);
    job.finish();
    expect(await text).toBe('x');
    expect(job.calls.n).toBe(1);
    expect(await files.file('other', () => Promise.resolve('y'))).toBe('y');
  });

  it('reports a failed job once, then starts again', async () => {
    const files = new BulkFiles();
    const job = manualBuild('x');
    files.poll('k', job.build);
    job.fail(new Error('store closed'));
    await settle();
    expect(() => files.poll('k', job.build)).toThrow('store closed');
    expect(files.poll('k', job.build).state).toBe(1);
    expect(job.calls.n).toBe(2);
  });

  it('builds again once a file is no longer fresh', async () => {
    let nowMs = 0;
    const files = new BulkFiles({ freshMs: 1000, now: () => nowMs });
    let built = 0;
    const build = () => Promise.resolve(`v${++built}`);
    files.poll('k', build);
    await settle();
    expect(files.poll('k', build).state).toBe(0);
    nowMs = 1001;
    expect(files.poll('k', build).state).toBe(1);
    await settle();
    expect(await files.file('k', build)).toBe('v2');
  });

  it('keeps at most maxFiles and maxBytes, least recently used out first', async () => {
    const files = new BulkFiles({ maxFiles: 2, maxBytes: 1000 });
    const ready = async (key: string, text: string) => {
      files.poll(key, () => Promise.resolve(text));
      await settle();
    };
    await ready('a', 'A');
    await ready('b', 'B');
    expect(files.poll('a', () => Promise.resolve('A')).state).toBe(0);
    await ready('c', 'C');
    // b was used least recently: gone, so a poll starts it again.
    expect(files.poll('a', () => Promise.resolve('A')).state).toBe(0);
    expect(files.poll('b', () => Promise.resolve('B')).state).toBe(1);
    await settle();
    // 600 characters are 1200 bytes: over the bound on their own, so nothing else stays,
    // but the file itself is ready once.
    await ready('big', 'x'.repeat(600));
    expect(files.poll('big', () => Promise.resolve('x')).state).toBe(0);
    expect(files.poll('a', () => Promise.resolve('A')).state).toBe(1);
  });
});
