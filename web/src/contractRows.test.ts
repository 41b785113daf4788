/**
 * Every answer the web reads has its shape in the contract (issue 33, decision 0024): a read
 * of the route manifest (domain/calls.ts) that a screen, component or data module names has a
 * `result` schema, so the client checks and types its rows and no screen writes a response
 * type by hand. Exempt: the CSV exports (the manifest's `file`: answered as files, not rows)
 * and writes, whose answers are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS, type CallName, type CallSpec } from '../../domain';

const src = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isCall = (name: string): name is CallName => Object.hasOwn(CALLS, name);

describe('the answers the web reads', () => {
  it('each have their rows in the contract', () => {
    const text = sources(src).map((file) => readFileSync(file, 'utf8'));
    const named = new Set(text.flatMap((t) => [...t.matchAll(/CALLS\.(\w+)/g)].map((m) => m[1])));
    const undescribed = [...named]
      .filter((name) => name !== undefined && isCall(name))
      .map((name): { name: string; spec: CallSpec } => ({ name, spec: CALLS[name] }))
      .filter(({ spec }) => spec.method === 'GET' && spec.effect === 'read')
      .filter(({ spec }) => spec.result === undefined && spec.file === undefined)
      .map(({ name }) => name);
    expect(named.size).toBeGreaterThan(40);
    expect(undescribed).toEqual([]);
  });
});
