/**
 * A Vitest reporter beside the default one: where a run's time went, and every test's outcome.
 *
 * At the end of a run it prints, per project, the wall time from its first file's start to
 * its last file's end and the time its files took together, then the ten slowest files
 * (`.ci/run` shows this so the next person sees where CI's time goes). With
 * `TEST_OUTCOMES=<file>` it also writes each test's outcome as JSON, which
 * `npm run test:repeat` compares between runs.
 *
 * Used as `vitest run --reporter=default --reporter=./scripts/test/reporter.ts`.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Reporter, TestModule } from 'vitest/node';

/** One test's outcome in a run, as `TEST_OUTCOMES` files hold them. */
export interface TestOutcome {
  readonly project: string;
  readonly file: string;
  readonly name: string;
  readonly state: 'passed' | 'failed' | 'skipped' | 'pending';
  readonly durationMs: number;
  /** The first line of the first error, for failures. */
  readonly error?: string;
}

/** What a `TEST_OUTCOMES` file holds. */
export interface RunOutcomes {
  readonly wallMs: number;
  readonly tests: readonly TestOutcome[];
  /** Files that failed outside any test (an import error, a failing beforeAll). */
  readonly fileErrors: readonly { file: string; error: string }[];
}

interface FileSpan {
  project: string;
  file: string;
  startMs: number;
  endMs: number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private readonly root = process.cwd();
  private readonly runStartMs = performance.now();
  private readonly spans = new Map<string, FileSpan>();

  onTestModuleStart(module: TestModule): void {
    this.spans.set(module.moduleId, {
      project: module.project.name,
      file: relative(this.root, module.moduleId),
      startMs: performance.now(),
      endMs: Number.NaN,
    });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.moduleId);
    if (span) span.endMs = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const wallMs = performance.now() - this.runStartMs;
    const spans = [...this.spans.values()].filter((s) => Number.isFinite(s.endMs));
    if (spans.length > 0) process.stdout.write(`\n${timingTable(spans, wallMs)}\n`);
    const outFile = process.env.TEST_OUTCOMES;
    if (outFile) {
      const outcomes: RunOutcomes = { wallMs, ...this.outcomes(modules) };
      writeFileSync(outFile, JSON.stringify(outcomes));
    }
  }

  private outcomes(modules: ReadonlyArray<TestModule>): Omit<RunOutcomes, 'wallMs'> {
    const tests: TestOutcome[] = [];
    const fileErrors: { file: string; error: string }[] = [];
    for (const module of modules) {
      const file = relative(this.root, module.moduleId);
      for (const error of module.errors()) {
        fileErrors.push({ file, error: firstLine(error.message) });
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        const failure = result.state === 'failed' ? result.errors[0] : undefined;
        tests.push({
          project: module.project.name,
          file,
          name: test.fullName,
          state: result.state,
          durationMs: test.diagnostic()?.duration ?? 0,
          ...(failure ? { error: firstLine(failure.message) } : {}),
        });
      }
    }
    return { tests, fileErrors };
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? '').split('\n', 1)[0] ?? '';
}

/** Per-project wall and summed times, then the ten slowest files. */
export function timingTable(spans: readonly FileSpan[], wallMs: number): string {
  const lines = [`Test timings (whole run ${seconds(wallMs)}):`];
  const projects = new Map<string, FileSpan[]>();
  for (const span of spans)
    projects.set(span.project, [...(projects.get(span.project) ?? []), span]);
  for (const [project, files] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
    const first = Math.min(...files.map((f) => f.startMs));
    const last = Math.max(...files.map((f) => f.endMs));
    const summed = files.reduce((sum, f) => sum + (f.endMs - f.startMs), 0);
    lines.push(
      `  ${project.padEnd(12)} ${seconds(last - first).padStart(8)} wall, ${seconds(summed).padStart(8)} in ${files.length} files`,
    );
  }
  lines.push('Ten slowest test files:');
  const slowest = [...spans].sort((a, b) => b.endMs - b.startMs - (a.endMs - a.startMs));
  for (const span of slowest.slice(0, 10)) {
    lines.push(
      `  ${seconds(span.endMs - span.startMs).padStart(8)}  ${span.file} (${span.project})`,
    );
  }
  return lines.join('\n');
}
