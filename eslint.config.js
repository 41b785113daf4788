// Lint: type-aware rules everywhere, plus the layer rules of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Patterns a layer may not import, with the reason lint prints. */
const frameworks = [
  'react',
  'react-dom',
  'react-router-dom',
  'fastify',
  '@fastify/*',
  'better-sqlite3',
  'pg',
  'kysely',
  'ws',
  'immer',
  'ag-grid-*',
  'ag-charts-*',
  'regl',
];
const parts = ['dataaccess', 'gateway', 'web', 'scripts', 'tests'];
const partPatterns = (names) => names.flatMap((n) => [`**/${n}`, `**/${n}/**`]);

const restrict = (files, group, message) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message }] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'var',
      'web/dist',
      'proto/generated',
      'coverage',
      // AssemblyScript (i32, f64, load<T>): typed by its own tsconfig and compiled by asc.
      'dataaccess/src/metrics/kernel/assembly',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Misfires on library sockets typed through re-exported namespaces (@fastify/websocket's ws).
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  restrict(
    ['domain/**/*.ts', 'proto/**/*.ts'],
    [...frameworks, 'xstate', ...partPatterns([...parts, 'state-machines'])],
    'domain and proto import no framework and no other part.',
  ),
  restrict(
    ['simulator/**/*.ts'],
    [...frameworks, 'xstate', ...partPatterns([...parts, 'state-machines', 'proto'])],
    'the simulator is a location feed: it imports only domain.',
  ),
  restrict(
    ['state-machines/**/*.ts'],
    [...frameworks, ...partPatterns(parts)],
    'state-machines imports only xstate and domain.',
  ),
  restrict(
    ['web/**/*.{ts,tsx}'],
    [
      ...partPatterns(['dataaccess', 'gateway', 'scripts', 'tests']),
      'fastify',
      'better-sqlite3',
      'pg',
    ],
    'web never imports gateway, dataaccess or server libraries.',
  ),
  restrict(
    ['dataaccess/**/*.ts'],
    [...partPatterns(['gateway', 'web', 'scripts', 'tests', 'proto']), 'react', 'react-dom'],
    'dataaccess imports only domain and state-machines.',
  ),
  restrict(
    ['gateway/**/*.ts'],
    [...partPatterns(['dataaccess', 'web', 'scripts', 'tests']), 'react', 'react-dom'],
    'gateway talks to dataaccess over HTTP only; it imports proto, domain and state-machines.',
  ),
);
