import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * The checkout whose server `bench:runtime` runs: this one, or BENCH_SERVER_DIR, another checkout
 * (a `git worktree` of an older commit, its own `npm ci` done) measured by this checkout's
 * generator, to compare two builds with the very same load. Its admin CLI creates the account, so
 * the database is that build's schema. A checkout from before the compiled server runs through tsx,
 * as `npm start` ran it then.
 */
export function runtimeServer(): { cwd: string; args: string[] } {
  const cwd = runtimeServerDir();
  if (cwd === root) return { cwd, args: serverCommand() };
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  if (!fs.existsSync(path.join(cwd, 'scripts/ensureServerBuild.mjs')))
    return { cwd, args: [...extra, '--import', 'tsx', 'apps/server/src/main.ts'] };
  execFileSync(process.execPath, ['scripts/ensureServerBuild.mjs'], { cwd, stdio: 'inherit' });
  return { cwd, args: ['--enable-source-maps', ...extra, 'apps/server/dist/main.mjs'] };
}

/** The checkout of runtimeServer: BENCH_SERVER_DIR when set (checked), else this one. */
export function runtimeServerDir(): string {
  const other = process.env.BENCH_SERVER_DIR;
  if (!other) return root;
  const cwd = path.resolve(other);
  if (!fs.existsSync(path.join(cwd, 'apps/server/src/main.ts')))
    throw new Error(`BENCH_SERVER_DIR=${other} is not a Griot checkout (no apps/server/src/main.ts)`);
  return cwd;
}
