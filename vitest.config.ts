import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Five projects: pure unit tests of the packages, the server (integration tests on a real
 * PostgreSQL started once per run; it serves the built widget, built first when stale), the
 * server's process faults (kill -9, outages, several hosts: real server processes), the web app's
 * component tests in jsdom, and the web-chat widget's in jsdom (a project of its own: plain DOM
 * code, none of the web app's React plugins and setup).
 *
 * Two files at a time (the machine has 2 cores and the server's files wait on PostgreSQL half the
 * time), and the server's files share their modules (isolate: false): each loaded the whole server
 * again, a third of the run. Server test files therefore register their hooks in their own body
 * (useTestServer() at the top of the file), never in a module they import. The process faults run
 * first, alone: they time restarts and outages, and a loaded machine would blur them.
 */
const serverTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/globalSetup.ts', 'scripts/ensureWidgetBuild.mjs'],
  setupFiles: ['packages/i18n/src/runtimeCompiler.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
const FAULTS = 'apps/server/src/faults/**/*.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...serverTests,
          name: 'faults',
          include: [FAULTS],
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/i18n/src/runtimeCompiler.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [FAULTS],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setupTests.ts'],
          // Component tests render real Mantine trees: slow on a loaded 2-core machine.
          testTimeout: 20_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'widget',
          root: 'apps/widget',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['../../packages/i18n/src/runtimeCompiler.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
