import type { ChildProcess } from 'node:child_process';

/** The p-th percentile (nearest rank) of a list of timings. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Polls `url` until it answers 2xx; fails if the server process exits first or after 60 s. */
export async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** A field of a JSON answer, as text; throws when the path is missing. */
export function field(value: unknown, ...keys: string[]): string {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) throw new Error(`missing ${keys.join('.')}`);
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  if (current === undefined) throw new Error(`missing ${keys.join('.')}`);
  return String(current);
}

/** The `data` object of a login answer, as the web app stores it with the token. */
export function dataOf(login: unknown): Record<string, unknown> {
  const data =
    typeof login === 'object' && login !== null
      ? Object.getOwnPropertyDescriptor(login, 'data')?.value
      : undefined;
  return typeof data === 'object' && data !== null ? { ...data } : {};
}

/** A successful answer's JSON; throws on any other status. */
export async function okJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response.json();
}

/**
 * The node arguments of the admin CLI's `create-user`, run from the repository's root on the
 * DATA_DIR of its env: the account a bench signs in as. The benches each spelled this command out;
 * each still runs it as it needs (before its server starts or beside it, output shown or not).
 */
export function createUserCommand(account: { email: string; password: string; name: string }): string[] {
  return [
    '--import',
    'tsx',
    'apps/server/src/admin/cli.ts',
    'create-user',
    '--email',
    account.email,
    '--password',
    account.password,
    '--name',
    account.name,
  ];
}
