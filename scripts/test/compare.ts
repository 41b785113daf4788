/** Compares the outcomes of repeated runs of the suite (npm run test:repeat). */
import type { RunOutcomes, TestOutcome } from './reporter';

/** A test's result in each run, `absent` where a run did not reach it. */
type Results = (TestOutcome | 'absent')[];

const stateOf = (r: TestOutcome | 'absent'): string => (r === 'absent' ? r : r.state);
const shown = (r: TestOutcome | 'absent'): string =>
  r !== 'absent' && r.state === 'failed' ? `failed: ${r.error ?? ''}` : stateOf(r);

/**
 * The lines test:repeat prints: each run's counts, the tests whose result changed between
 * runs, those that failed in every run and files that failed outside a test. `ok` is true
 * only when there are none of those three.
 */
export function compareRuns(runs: readonly RunOutcomes[]): { lines: string[]; ok: boolean } {
  const byTest = new Map<string, Results>();
  runs.forEach((run, i) => {
    for (const test of run.tests) {
      const key = `${test.file} > ${test.name}`;
      const results = byTest.get(key) ?? runs.map((): TestOutcome | 'absent' => 'absent');
      results[i] = test;
      byTest.set(key, results);
    }
  });
  const tests = [...byTest];
  const changed = tests.filter(([, results]) => new Set(results.map(stateOf)).size > 1);
  const failedAlways = tests.filter(([, results]) => results.every((r) => stateOf(r) === 'failed'));
  const fileErrors = runs.flatMap((run, i) =>
    run.fileErrors.map((e) => `  run ${i + 1}: ${e.file}: ${e.error}`),
  );

  const lines = runs.map((run, i) => {
    const count = (state: TestOutcome['state']) =>
      run.tests.filter((t) => t.state === state).length;
    return `run ${i + 1}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped in ${(run.wallMs / 1000).toFixed(0)} s`;
  });
  if (changed.length > 0) {
    lines.push('', `${changed.length} test(s) changed result between runs:`);
    for (const [key, results] of changed) {
      lines.push(`  ${key}`, ...results.map((r, i) => `    run ${i + 1}: ${shown(r)}`));
    }
  }
  if (failedAlways.length > 0) {
    lines.push('', `${failedAlways.length} test(s) failed in every run:`);
    for (const [key, results] of failedAlways)
      lines.push(`  ${key}: ${shown(results[0] ?? 'absent')}`);
  }
  if (fileErrors.length > 0) lines.push('', 'Files that failed outside a test:', ...fileErrors);
  const ok = changed.length === 0 && failedAlways.length === 0 && fileErrors.length === 0;
  lines.push('', ok ? 'Every run passed alike.' : 'Not stable: see above.');
  return { lines, ok };
}
