import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // The console's unit tests (jsdom), with web/'s own Vite config.
      'web/vite.config.ts',
    ],
  },
});
