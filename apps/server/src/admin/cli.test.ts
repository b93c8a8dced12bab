import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-cli-test-'));
fs.chmodSync(dataDir, 0o755);
let server: ChildProcess | undefined;

/** The child processes get the CLI's real environment: their own embedded PostgreSQL in dataDir. */
function childEnv(port = 0): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...env } = process.env;
  return {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

function admin(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], {
      cwd: repositoryRoot,
      env: childEnv(),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

async function startServer(): Promise<string> {
  const port = await findFreePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: childEnv(port),
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) return url;
    } catch {
      // not yet up
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/verify/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('works without a server, next to a running one, and leaves no PostgreSQL behind', async () => {
    const alone = await admin(
      'create-user',
      '--email',
      'seule@example.sn',
      '--password',
      'motdepasse1',
      '--name',
      'Khady Fall',
    );
    expect(alone.output).toContain('Compte créé : seule@example.sn');
    expect(alone.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const url = await startServer();
    const beside = await admin(
      'create-user',
      '--email',
      'voisin@example.sn',
      '--password',
      'motdepasse2',
      '--name',
      'Ibou Ndoye',
    );
    expect(beside.code).toBe(0);
    expect((await login(url, 'voisin@example.sn', 'motdepasse2')).status).toBe(200);
    expect((await login(url, 'seule@example.sn', 'motdepasse1')).status).toBe(200);

    const demo = await admin('seed-demo');
    expect(demo.code).toBe(0);
    // The login link is the running server's, not this command's own PORT (0 here).
    expect(demo.output).toContain(`Adresse      : http://localhost:${new URL(url).port}/login`);
    // The running server's workers would send the demo's replies to Meta: no conversations then.
    expect(demo.output).toContain('Un serveur Griot tourne sur ce DATA_DIR');
    expect(demo.output).toContain('Profil, sessions et trois factures du compte de démonstration créés.');
    const password = /Mot de passe : (\S+)/.exec(demo.output)?.[1] ?? '';
    expect((await login(url, 'demo@griot.local', password)).status).toBe(200);
    const again = await admin('seed-demo');
    const newPassword = /Mot de passe : (\S+)/.exec(again.output)?.[1] ?? '';
    expect(newPassword).not.toBe(password);
    expect(again.output).not.toContain('trois factures');
    expect((await login(url, 'demo@griot.local', password)).status).toBe(401);

    await stopServer();
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const conversations = await admin('seed-demo');
    expect(conversations.code).toBe(0);
    expect(conversations.output).toMatch(/Conversations de démonstration : \d+ conversations/);
    expect(conversations.output).not.toMatch(/incomplète|Erreur/);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const duplicate = await admin(
      'create-user',
      '--email',
      'SEULE@example.sn',
      '--password',
      'motdepasse3',
      '--name',
      'Autre',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('Cet email est déjà associé à un compte.');
  }, 120_000);

  it('explains bad options in French', async () => {
    const result = await admin(
      'create-user',
      '--email',
      'pas-un-email',
      '--password',
      'motdepasse1',
      '--name',
      'X',
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('Veuillez entrer une adresse email valide');
  }, 60_000);
});
