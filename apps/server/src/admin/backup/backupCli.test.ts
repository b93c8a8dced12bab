import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-backup-cli-'));
fs.chmodSync(work, 0o755);

/** `npm run admin -- …` as an operator runs it: its own embedded PostgreSQL in `dataDir`. */
function admin(dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, SECRET_KEY: _key, ...env } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], {
      cwd: repositoryRoot,
      env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
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

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run admin -- backup / restore', () => {
  it('backs up a data dir and restores it into a new one, once', async () => {
    const source = path.join(work, 'source');
    const restored = path.join(work, 'restored');
    const archive = path.join(work, 'griot.zip');
    const made = await admin(
      source,
      'create-user',
      '--email',
      'awa@example.sn',
      '--password',
      'motdepasse1',
      '--name',
      'Awa Diop',
    );
    expect(made.code).toBe(0);
    fs.mkdirSync(path.join(source, 'files', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(source, 'files', 'avatars', 'awa.png'), 'png');

    const backup = await admin(source, 'backup', '--out', archive);
    expect(backup.output).toMatch(
      /Sauvegarde terminée en [\d.]+ s : .*griot\.zip \(.*\), \d+ tables, [\d\s]+ lignes, 1 fichiers/,
    );
    expect(backup.code).toBe(0);
    const again = await admin(source, 'backup', '--out', archive);
    expect(again.output).toContain('existe déjà : choisissez un autre nom');
    expect(again.code).toBe(1);

    // A new DATA_DIR: the command must not migrate it on opening (the migrations' price card would
    // make it "not empty"), and takes the archive's key.
    const restore = await admin(restored, 'restore', '--from', archive);
    expect(restore.output).toContain('Restauration terminée');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(restored, 'files', 'avatars', 'awa.png'), 'utf8')).toBe('png');
    expect(fs.readFileSync(path.join(restored, 'secret.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(source, 'secret.key'), 'utf8'),
    );
    const twice = await admin(restored, 'restore', '--from', archive);
    expect(twice.output).toContain('Erreur : Restauration refusée');
    expect(twice.code).toBe(1);
  }, 300_000);
});
