// Lint: type-aware rules everywhere, plus the layer rules of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';

/** Node's built-in modules by their bare names (fs, path, ...). */
const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));

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
/** The parts with a door (an index.ts) that others import through. */
const doors = ['proto', 'domain', 'state-machines', 'simulator', 'dataaccess', 'gateway'];
/**
 * Imports past another part's door: `../domain/tracking` instead of `../domain`. A part's
 * own files never name their part's folder, so these match only imports of another part.
 */
const pastDoors = {
  group: doors.flatMap((n) => [`**/${n}/*`, `!**/${n}/index`, `!**/${n}/index.ts`]),
  message: 'import another part through its door (its index.ts), not its files.',
};

/**
 * The layer rules of one part's files: each group of forbidden imports with the reason lint
 * prints, and the door rule (scripts and tests, which have no rules here, may reach inside a
 * part to test or drive it).
 */
const restrict = (files, rules, { paths = [], ignores = [], regexes = [] } = {}) => ({
  files,
  ignores,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          ...rules.map(([group, message]) => ({ group, message })),
          ...regexes.map(([regex, message]) => ({ regex, message })),
          pastDoors,
        ],
      },
    ],
  },
});

/**
 * The web app's own layout (docs/decisions/0013-web-by-role.md): app/ holds the route table
 * and the shell and is the only folder that imports screens; a screen imports no other screen
 * (what two screens share goes to components/ or data/); drawing/ is plain code, no React.
 */
const webLayer = [
  [
    ...partPatterns(['dataaccess', 'gateway', 'scripts', 'tests', 'simulator']),
    'fastify',
    'better-sqlite3',
    'pg',
  ],
  'web never imports gateway, dataaccess, the simulator or server libraries.',
];
const noScreens = [
  ['**/screens', '**/screens/**'],
  'only the route table (web/src/app) imports screens: share through components/ or data/.',
];
const noApp = [
  ['**/app', '**/app/**'],
  'app/ (the route table and the shell) imports the rest of web, never the other way.',
];
const otherScreen =
  'a screen imports no other screen: what two screens share goes to components/ or data/.';
const webRules = [
  restrict(['web/**/*.{ts,tsx}'], [webLayer]),
  restrict(['web/src/{components,data,live}/**/*.{ts,tsx}'], [webLayer, noScreens, noApp]),
  restrict(
    ['web/src/drawing/**/*.{ts,tsx}'],
    [
      webLayer,
      noScreens,
      noApp,
      [['react', 'react-dom', 'react-*', 'ag-*'], 'drawing/ is plain code: no React, no grid.'],
    ],
  ),
  restrict(['web/src/screens/*/*.{ts,tsx}'], [webLayer, noScreens, noApp], {
    regexes: [['^\\.\\./[^.]', otherScreen]],
  }),
  restrict(['web/src/screens/*/*/**/*.{ts,tsx}'], [webLayer, noScreens, noApp], {
    regexes: [['^\\.\\./\\.\\./[^.]', otherScreen]],
  }),
];

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
  // domain and proto run in the browser too: no Node built-ins, but in their tests.
  ...['domain', 'proto'].flatMap((part) => {
    const others = ['domain', 'proto'].filter((p) => p !== part);
    const layer = [
      [
        ...frameworks,
        'xstate',
        ...partPatterns([...parts, 'state-machines', 'simulator', ...others]),
      ],
      `${part} imports no framework and no other part.`,
    ];
    const browser = `${part} runs in the browser too: no Node built-ins.`;
    return [
      restrict([`${part}/**/*.ts`], [layer, [['node:*'], browser]], {
        paths: nodeBuiltins.map((name) => ({ name, message: browser })),
        ignores: [`${part}/**/*.test.ts`],
      }),
      restrict([`${part}/**/*.test.ts`], [layer]),
    ];
  }),
  restrict(
    ['simulator/**/*.ts'],
    [
      [
        [...frameworks, 'xstate', ...partPatterns([...parts, 'state-machines', 'proto'])],
        'the simulator is a location feed: it imports only domain.',
      ],
    ],
  ),
  restrict(
    ['state-machines/**/*.ts'],
    [
      [
        [...frameworks, ...partPatterns([...parts, 'simulator'])],
        'state-machines imports only xstate and domain.',
      ],
    ],
  ),
  ...webRules,
  restrict(
    ['dataaccess/**/*.ts'],
    [
      [
        [
          ...partPatterns(['gateway', 'web', 'scripts', 'tests', 'proto', 'simulator']),
          'react',
          'react-dom',
        ],
        'dataaccess imports only domain and state-machines.',
      ],
    ],
  ),
  restrict(
    ['gateway/**/*.ts'],
    [
      [
        [
          ...partPatterns(['dataaccess', 'web', 'scripts', 'tests', 'simulator']),
          'react',
          'react-dom',
        ],
        'gateway talks to dataaccess over HTTP only; it imports proto, domain and state-machines.',
      ],
    ],
  ),
);
