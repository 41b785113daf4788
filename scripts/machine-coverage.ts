// Runs the state-machines test suite with coverage recording on, then shows, per machine, which
// states and transitions the tests exercised against what the machine defines.
// Exits non-zero when a test fails or anything is not covered. Run: npx tsx scripts/machine-coverage.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import * as machines from '../state-machines';
import { machineInventory, type CoverageHit } from '../state-machines';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every machine the public door exports. */
function exportedMachines(): AnyStateMachine[] {
  return Object.values(machines as Record<string, unknown>).filter(
    (value): value is AnyStateMachine => value instanceof StateMachine,
  );
}

/** Runs the machine tests with the recorder on; returns their exit status and the hits. */
function runTests(): { status: number; hits: CoverageHit[] } {
  const dir = mkdtempSync(join(tmpdir(), 'machine-coverage-'));
  const file = join(dir, 'hits.jsonl');
  writeFileSync(file, '');
  try {
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', 'state-machines'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, MACHINE_COVERAGE_FILE: file } },
    );
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    return { status: run.status ?? 1, hits: lines.map((line) => JSON.parse(line) as CoverageHit) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ratio = (covered: number, total: number): string => `${covered}/${total}`;

function report(all: AnyStateMachine[], hits: CoverageHit[]): boolean {
  const seen = new Set(hits.map((hit) => `${hit.machineId}|${hit.kind}|${hit.key}`));
  const totals = { states: 0, statesCovered: 0, transitions: 0, transitionsCovered: 0 };
  const missing: string[] = [];
  const rows = all.map((machine) => {
    const inventory = machineInventory(machine);
    const has = (kind: CoverageHit['kind']) => (key: string) =>
      seen.has(`${inventory.machineId}|${kind}|${key}`);
    const states = inventory.states.filter(has('state'));
    const transitions = inventory.transitions.filter(has('transition'));
    for (const key of inventory.states.filter((k) => !has('state')(k))) {
      missing.push(`${inventory.machineId}: state ${key}`);
    }
    for (const key of inventory.transitions.filter((k) => !has('transition')(k))) {
      missing.push(`${inventory.machineId}: transition ${key}`);
    }
    totals.states += inventory.states.length;
    totals.statesCovered += states.length;
    totals.transitions += inventory.transitions.length;
    totals.transitionsCovered += transitions.length;
    return {
      machine: inventory.machineId,
      states: ratio(states.length, inventory.states.length),
      transitions: ratio(transitions.length, inventory.transitions.length),
    };
  });
  console.log('\nMachine coverage (states and transitions exercised by the machine tests)');
  console.table(rows);
  for (const line of missing) console.log(`  not covered: ${line}`);
  console.log(
    `Totals over ${all.length} machines: states covered ${ratio(totals.statesCovered, totals.states)}, ` +
      `transitions covered ${ratio(totals.transitionsCovered, totals.transitions)}`,
  );
  return missing.length === 0;
}

const all = exportedMachines();
const { status, hits } = runTests();
const complete = report(all, hits);
if (status !== 0) console.error(`The machine tests failed (exit ${status}).`);
process.exit(status === 0 && complete ? 0 : 1);
