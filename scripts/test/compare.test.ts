import { describe, expect, it } from 'vitest';
import { compareRuns } from './compare';
import type { RunOutcomes, TestOutcome } from './reporter';

const test = (name: string, state: TestOutcome['state'], error?: string): TestOutcome => ({
  project: 'unit',
  file: 'a.test.ts',
  name,
  state,
  durationMs: 1,
  ...(error ? { error } : {}),
});
const run = (tests: TestOutcome[], fileErrors: RunOutcomes['fileErrors'] = []): RunOutcomes => ({
  wallMs: 61_000,
  tests,
  fileErrors,
});

describe('compareRuns', () => {
  it('is ok when every run passed alike, skips included', () => {
    const same = run([test('x', 'passed'), test('y', 'skipped')]);
    const { lines, ok } = compareRuns([same, same, same]);
    expect(ok).toBe(true);
    expect(lines[0]).toBe('run 1: 1 passed, 0 failed, 1 skipped in 61 s');
    expect(lines.at(-1)).toBe('Every run passed alike.');
  });

  it('names a test that passed in one run and failed in another, with its error', () => {
    const { lines, ok } = compareRuns([
      run([test('x', 'passed')]),
      run([test('x', 'failed', 'expected 1 to be 2')]),
    ]);
    expect(ok).toBe(false);
    expect(lines).toContain('1 test(s) changed result between runs:');
    expect(lines).toContain('    run 2: failed: expected 1 to be 2');
  });

  it('counts a test a run never reached as changed', () => {
    const { lines, ok } = compareRuns([run([test('x', 'passed')]), run([])]);
    expect(ok).toBe(false);
    expect(lines).toContain('    run 2: absent');
  });

  it('reports a test failing every time once, not as changed, whatever its messages', () => {
    const { lines, ok } = compareRuns([
      run([test('x', 'failed', 'timeout')]),
      run([test('x', 'failed', 'other')]),
    ]);
    expect(ok).toBe(false);
    expect(lines.some((l) => l.includes('changed result'))).toBe(false);
    expect(lines).toContain('  a.test.ts > x: failed: timeout');
  });

  it('fails on a file that failed outside its tests', () => {
    const { lines, ok } = compareRuns([run([], [{ file: 'b.test.ts', error: 'boom' }])]);
    expect(ok).toBe(false);
    expect(lines).toContain('  run 1: b.test.ts: boom');
  });
});
