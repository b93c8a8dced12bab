import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The node arguments that start the server as `npm start` runs it in production: the compiled
 * apps/server/dist/main.mjs, built first if the sources are newer. Benchmarks measure that, not
 * TypeScript through a loader.
 */
export function serverCommand(): string[] {
  execFileSync(process.execPath, ['scripts/ensureServerBuild.mjs'], { cwd: root, stdio: 'inherit' });
  // BENCH_NODE_FLAGS: extra node flags for the server (e.g. a GC setting to try), space-separated.
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  return ['--enable-source-maps', ...extra, 'apps/server/dist/main.mjs'];
}
