import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, fast) and `integration` (the real server on a real database).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // A worker keeps its modules from one file to the next: evaluating the server's module graph again for
          // every file cost seconds each. Nothing here is module-level state a test changes (no vi.mock, no env
          // writes; each file starts its own server): docs/decisions.md, "How long CI takes".
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // Two journeys share the two cores, so each runs slower than alone: generous limits (a limit, not a goal).
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // Two journeys at a time: a browser journey alone leaves a core idle half the time (waiting on the server,
          // the network, transitions); two keep both busy (docs/decisions.md, "How long CI takes").
          maxWorkers: 2,
          isolate: false, // as for integration
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
