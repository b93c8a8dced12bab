import { FileStoreUnavailableError } from '../lib/files/fileStoreFailure';
import { backupCommand, backupUsage } from './backup/backupCommand';
import { restoreCommand, restoreUsage } from './backup/restoreCommand';
import { createUserCommand, createUserUsage } from './createUserCommand';
import { filesCheckCommand, filesCheckUsage } from './files/filesCheckCommand';
import { filesToStoreCommand, filesToStoreUsage } from './files/filesToStoreCommand';
import { type AdminServices, openAdminServices } from './openAdminServices';
import { pricesImportCommand, pricesImportUsage, pricesListCommand, pricesListUsage } from './pricesCommand';
import { seedDemoCommand, seedDemoUsage } from './seedDemoCommand';
import { telegramWebhookCommand, telegramWebhookUsage } from './telegramWebhookCommand';

type Command = (args: string[], services: AdminServices) => Promise<void>;

/** `migrate: false`: the command opens the database without applying the pending migrations. */
const COMMANDS: Record<string, { run: Command; usage: string; migrate?: false }> = {
  backup: { run: backupCommand, usage: backupUsage, migrate: false },
  'create-user': { run: createUserCommand, usage: createUserUsage },
  'files-check': { run: filesCheckCommand, usage: filesCheckUsage },
  'files-to-store': { run: filesToStoreCommand, usage: filesToStoreUsage },
  'prices-import': { run: pricesImportCommand, usage: pricesImportUsage },
  'prices-list': { run: pricesListCommand, usage: pricesListUsage },
  restore: { run: restoreCommand, usage: restoreUsage, migrate: false },
  'seed-demo': { run: seedDemoCommand, usage: seedDemoUsage },
  'telegram-webhook': { run: telegramWebhookCommand, usage: telegramWebhookUsage },
};

/** `npm run admin -- <command> [options]`: account and demo-data chores, with or without a running server. */
async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.log(
      [
        'Usage : npm run admin -- <commande>',
        '',
        ...Object.values(COMMANDS).map((entry) => `  ${entry.usage}`),
      ].join('\n'),
    );
    return name && name !== 'help' ? 1 : 0;
  }
  const services = await openAdminServices({ migrate: command.migrate });
  try {
    await command.run(args, services);
    return 0;
  } catch (error) {
    console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await services.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A file store that fails its check before the command runs: the operator's line, not a stack.
    console.error(error instanceof FileStoreUnavailableError ? `Erreur : ${error.message}` : error);
    process.exit(1);
  },
);
