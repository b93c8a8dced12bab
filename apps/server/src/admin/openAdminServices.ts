import '@griot/i18n/runtimeCompiler';
import { useLocalizedZodErrors } from '@griot/contract/zodErrors';
import { type DatabaseHandle, openDatabase } from '@griot/db/openDatabase';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { type Config, loadConfig, loadDotEnv } from '../lib/config';
import { openFileStorage } from '../lib/files/openFileStorage';

export interface AdminServices {
  config: Config;
  database: DatabaseHandle;
}

/**
 * The database for an admin command, whether or not the server runs: next to a running server on
 * the same DATA_DIR it shares that server's PostgreSQL; otherwise it starts (and later stops) its own.
 * The file store is checked first, as the server does: a store that is unreachable or refuses the
 * credentials stops the command before it changes anything (FileStoreUnavailableError).
 */
export async function openAdminServices(options: { migrate?: boolean } = {}): Promise<AdminServices> {
  useLocalizedZodErrors();
  // The commands' modules are all imported by now: their catalogues are loaded in every language.
  await loadEveryLanguage();
  loadDotEnv();
  const config = loadConfig();
  await openFileStorage(config).check();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    attachToRunning: true,
    // A backup reads the database as it is; a restore migrates it itself, inside its transaction.
    migrate: options.migrate ?? true,
    // seed-demo runs the conversation runtime (its workers each keep a connection) in this process.
    poolSize: 8,
    log: (level, message) => {
      if (level === 'warn' || level === 'error') console.error(message);
    },
  });
  return { config, database };
}
