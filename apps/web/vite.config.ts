import { type AnyContractRouter, minifyContractRouter } from '@orpc/contract';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { catalogPlugin } from '../../packages/i18n/src/viteCatalogPlugin.ts';

/**
 * The web client needs each call's method and path, not its zod schemas: this virtual module
 * gives the routes only, so the login page does not ship every feature's validation code.
 */
function contractRoutes(): Plugin {
  const id = 'virtual:contract-routes';
  return {
    name: 'griot-contract-routes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (resolved) => {
      if (resolved !== `\0${id}`) return undefined;
      // Loaded with tsx, outside Vite's config bundling, each time the module is built.
      const module: { contract: AnyContractRouter } = await tsImport(
        '../../packages/contract/src/contract.ts',
        import.meta.url,
      );
      return `export default ${JSON.stringify(minifyContractRouter(module.contract))};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), contractRoutes(), catalogPlugin()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: true, chunkSizeWarningLimit: 800 },
});
