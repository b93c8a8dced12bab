/// <reference types="vite/client" />

declare module 'virtual:contract-routes' {
  import type { AnyContractRouter } from '@orpc/contract';

  const routes: AnyContractRouter;
  export default routes;
}

interface ImportMetaEnv {
  /** Another host serving the API; empty means the same origin as the web app. */
  readonly VITE_API_BASE?: string;
}
