import { defineConfig } from 'vitest/config';

/**
 * Four projects: pure unit tests of the packages, the server (integration tests on a real
 * PostgreSQL started once per run; it serves the built widget, built first when stale), the web
 * app's component tests in jsdom, and the web-chat widget's in jsdom (a project of its own: plain
 * DOM code, none of the web app's React plugins and setup).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/i18n/src/runtimeCompiler.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/globalSetup.ts', 'scripts/ensureWidgetBuild.mjs'],
          setupFiles: ['packages/i18n/src/runtimeCompiler.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
        },
      },
      {
        test: {
          name: 'widget',
          root: 'apps/widget',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['../../packages/i18n/src/runtimeCompiler.ts'],
        },
      },
    ],
  },
});
