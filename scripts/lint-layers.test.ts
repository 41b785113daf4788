/**
 * The layer rules of eslint.config.js refuse what ARCHITECTURE.md forbids: a probe import of
 * each forbidden kind, linted as if it were a file of that part, must be refused, and the
 * allowed imports beside them must pass.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const RULE = '@typescript-eslint/no-restricted-imports';

// Only the import rule, without type information: the probes are not files of the project.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The messages of the import rule for `source` as the file `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const probe = (from: string) => `import * as probe from '${from}';\nexport { probe };\n`;

describe('lint refuses imports across the layers', () => {
  const refused: [string, string, RegExp][] = [
    ['dataaccess/src/probe.ts', '../../simulator', /dataaccess imports only/],
    ['gateway/src/probe.ts', '../../simulator', /gateway talks to dataaccess/],
    ['web/src/probe.ts', '../../simulator', /web never imports/],
    ['gateway/src/probe.ts', '../../dataaccess', /gateway talks to dataaccess/],
    ['web/src/probe.ts', '../../gateway', /web never imports/],
    ['proto/probe.ts', '../domain', /proto imports no framework and no other part/],
    ['domain/probe.ts', '../proto', /domain imports no framework and no other part/],
    ['domain/probe.ts', 'node:fs', /domain runs in the browser too/],
    ['domain/probe.ts', 'fs', /domain runs in the browser too/],
    ['proto/probe.ts', 'node:buffer', /proto runs in the browser too/],
    ['state-machines/probe.ts', '../simulator', /state-machines imports only/],
    ['dataaccess/src/probe.ts', '../../domain/tracking', /through its door/],
    ['gateway/src/probe.ts', '../../proto/tables', /through its door/],
    ['simulator/probe.ts', '../domain/tracking', /through its door/],
    ['web/src/probe.ts', '../../state-machines/practiceMachine', /through its door/],
    ['web/src/screens/schedule/probe.tsx', '../player/PlayerPage', /imports no other screen/],
    ['web/src/screens/schedule/part/probe.tsx', '../../player/PlayerPage', /no other screen/],
    ['web/src/screens/schedule/probe.tsx', '../../screens/player/route', /only the route table/],
    ['web/src/components/probe.tsx', '../screens/schedule/SchedulePage', /only the route table/],
    ['web/src/data/probe.ts', '../app/App', /app\/ \(the route table and the shell\)/],
    ['web/src/screens/player/probe.tsx', '../../app/Shell', /app\/ \(the route table/],
    ['web/src/drawing/probe.ts', 'react', /drawing\/ is plain code/],
    ['web/src/drawing/probe.ts', '../../../simulator', /web never imports/],
  ];
  for (const [file, from, reason] of refused) {
    it(`refuses ${from} in ${file}`, async () => {
      const messages = await refusals(file, probe(from));
      expect(
        messages.some((m) => m.startsWith(RULE) && reason.test(m)),
        messages.join('\n'),
      ).toBe(true);
    });
  }

  const allowed: [string, string][] = [
    ['dataaccess/src/probe.ts', '../../domain'],
    ['dataaccess/src/probe.ts', '../../domain/index'],
    ['dataaccess/src/probe.ts', '../../state-machines'],
    ['gateway/src/probe.ts', '../../proto'],
    ['simulator/probe.ts', '../domain'],
    ['domain/probe.ts', './constants'],
    ['domain/probe.test.ts', 'node:fs'],
    ['web/src/probe.ts', '../../domain'],
    ['web/src/screens/schedule/probe.tsx', './WeekView'],
    ['web/src/screens/schedule/probe.tsx', '../../components/Dropdown'],
    ['web/src/screens/schedule/probe.tsx', '../../data/api'],
    ['web/src/screens/schedule/probe.tsx', '../../../../domain'],
    ['web/src/screens/schedule/part/probe.tsx', '../WeekView'],
    ['web/src/app/probe.tsx', '../screens/schedule/route'],
    ['web/src/drawing/probe.ts', '../../../proto'],
    ['tests/integration/probe.test.ts', '../../gateway/src/bus'],
  ];
  for (const [file, from] of allowed) {
    it(`allows ${from} in ${file}`, async () => {
      expect(await refusals(file, probe(from))).toEqual([]);
    });
  }
});
