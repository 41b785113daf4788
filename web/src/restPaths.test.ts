/**
 * No screen or component writes a REST path by hand (issue 33, decision 0024): each call is
 * built from the route manifest (domain/calls.ts) with `call`, `useApi(spec, params, ...)` or
 * `useRangeApi(spec, params, ...)`, so its path and method are the ones dataaccess mounts and
 * the gateway judges. A path written as a string drifts from the manifest unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The calls that take a path (or, for the hooks, a path in their older form) first. */
const PATH_TAKERS = new Set([
  'callApi',
  'useApi',
  'useRangeApi',
  'apiUrl',
  'useApiQuery',
  'apiQuery',
  'apiQueryKey',
]);

/** What a screen may not import: the calls that take a path and nothing else. */
const PATH_ONLY = new Set(['callApi', 'apiUrl']);

/**
 * Whether an expression's value may be a path written by hand: a string or template literal,
 * as a whole, as a branch of a conditional (`c ? 'a' : null`) or joined (`'a/' + id`). What a
 * call answers (`callPath(CALLS.x, …)`) is the manifest's, whatever its arguments hold.
 */
function holdsLiteral(node: ts.Node): boolean {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  ) {
    return true;
  }
  if (ts.isParenthesizedExpression(node)) return holdsLiteral(node.expression);
  if (ts.isConditionalExpression(node)) {
    return holdsLiteral(node.whenTrue) || holdsLiteral(node.whenFalse);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return holdsLiteral(node.left) || holdsLiteral(node.right);
  }
  return false;
}

/** The hand-written paths and path-only imports of one source, as `line: what`. */
function handWrittenPaths(name: string, text: string, { imports = true } = {}): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      imports &&
      ts.isImportSpecifier(node) &&
      PATH_ONLY.has((node.propertyName ?? node.name).text)
    ) {
      found.push(`${at(node)}: imports ${(node.propertyName ?? node.name).text}`);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const [first] = node.arguments;
      if (PATH_TAKERS.has(callee) && first !== undefined && holdsLiteral(first)) {
        found.push(`${at(node)}: ${callee}(${first.getText(source)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('REST paths', () => {
  it('are found by the scan: literals, templates, joined strings, conditionals, imports', () => {
    const text = [
      "import { callApi, isAbort } from '../../data/api';",
      "import { apiUrl as url } from '../../data/api';",
      "useApi('venues');",
      'useApi(`schedule/${id}`, {}, { keepRows: true });',
      "useRangeApi(teamId === null ? null : 'practices/' + teamId, range);",
      "call(CALLS.scheduleItem, { id: 'x' });",
      "useApi(CALLS.venues, {}, { teamids: 'DAL' });",
    ].join('\n');
    expect(handWrittenPaths('sample.ts', text)).toEqual([
      '1: imports callApi',
      '2: imports apiUrl',
      "3: useApi('venues')",
      '4: useApi(`schedule/${id}`)',
      "5: useRangeApi(teamId === null ? null : 'practices/' + teamId)",
    ]);
  });

  it('are never written by hand in the screens and components: calls come from the manifest', () => {
    const found = ['web/src/screens', 'web/src/components'].flatMap((dir) =>
      sources(join(root, dir)).flatMap((path) => {
        const file = relative(root, path);
        return handWrittenPaths(file, readFileSync(path, 'utf8')).map((hit) => `${file}:${hit}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it('are never written by hand in the data modules either: they build them from the manifest', () => {
    const found = sources(join(root, 'web/src/data')).flatMap((path) => {
      const file = relative(root, path);
      return handWrittenPaths(file, readFileSync(path, 'utf8'), { imports: false }).map(
        (hit) => `${file}:${hit}`,
      );
    });
    expect(found).toEqual([]);
  });
});
