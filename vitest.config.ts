import { defineConfig } from 'vitest/config';

/** The integration suites that use the machine's NATS server (tests/support/services.ts). */
const NATS_SUITES = [
  'tests/integration/cluster.test.ts',
  'tests/integration/gateway-bus.test.ts',
  'tests/integration/live-resume.test.ts',
  'tests/integration/session-bus.test.ts',
];

export default defineConfig({
  test: {
    // The default report, then where the run's time went (per project, the slowest files).
    reporters: ['default', './scripts/test/reporter.ts'],
    // Two files at a time even on two cores (vitest's default is one fewer than the cores):
    // a browser suite spends much of its time waiting on the page, so a second one fills it.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{proto,domain,state-machines,simulator,dataaccess,gateway,web,scripts}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', 'web/dist/**'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // Each file has its own scratch database, ports and folders, so two run side by
          // side, once the browser suites are done (a group of their own after unit and e2e).
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: NATS_SUITES,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The suites on the machine's NATS server share its streams (one deletes them), so
          // they run one after another, beside nothing else.
          name: 'integration-nats',
          include: NATS_SUITES,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The product as a cluster under faults (issue 38): each file starts its own
          // start:cluster, so they run one after another.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page's change shows after a read, a render and a compositor frame, which on a
          // busy machine take seconds: expect.poll's default second failed on CI (a health
          // read at its next 2 s mark). A poll that is met returns at once, so only a failing
          // one waits the whole 15 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
