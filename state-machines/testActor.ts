// Test support (imported only by *.test.ts): starts actors and, when MACHINE_COVERAGE_FILE is
// set (by scripts/machine-coverage.ts), appends every state and transition they exercise.
import { appendFileSync } from 'node:fs';
import { createActor, type Actor, type ActorOptions, type AnyStateMachine } from 'xstate';
import { coverageInspector, type CoverageHit } from './machineCoverage';

const seen = new Set<string>();

function record(hit: CoverageHit): void {
  const file = process.env.MACHINE_COVERAGE_FILE;
  if (!file) return;
  const line = JSON.stringify(hit);
  if (seen.has(line)) return;
  seen.add(line);
  appendFileSync(file, `${line}\n`);
}

/** `createActor(machine, options).start()`, recording coverage when asked to. */
export function startActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): Actor<TMachine> {
  const actor = createActor(machine, { ...options, inspect: coverageInspector(record) });
  return actor.start();
}
