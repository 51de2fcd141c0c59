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
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: Chromium and the server share two cores.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
