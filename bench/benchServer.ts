import path from 'node:path';
import { useLocalizedZodErrors } from '@griot/contract/zodErrors';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { buildServer } from '../apps/server/src/app/buildServer';
import { createAppRuntime } from '../apps/server/src/app/createAppRuntime';
import { loadRuntimeConfig } from '../apps/server/src/lib/config';
import { createLogger } from '../apps/server/src/lib/createLogger';
import { createLocalFileStorage } from '../apps/server/src/lib/files/localFileStorage';
import { createMailer } from '../apps/server/src/lib/mailer';
import { openDatabase } from '../packages/db/src/openDatabase';

/**
 * The production server of an in-process bench (silent, one runtime worker, mail to an outbox,
 * files under `dataDir`), on `served` — a pool of its own on the bench's migrated database — with
 * every language loaded. The caller listens (`app.listen`) or injects (`app.ready`), then closes
 * the app and `served`.
 */
export async function buildBenchServer({
  databaseUrl,
  dataDir,
  secretKey,
}: {
  databaseUrl: string;
  dataDir: string;
  secretKey: Buffer;
}) {
  const served = await openDatabase({ databaseUrl, dataDir, log: () => {}, migrate: false });
  const config = {
    nodeEnv: 'production' as const,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    publicUrl: 'http://griot.bench',
    secretKey,
    smtpUrl: undefined,
    mailFrom: 'Griot <no-reply@griot.bench>',
    logLevel: 'silent',
    webDistDir: undefined,
    trustProxy: false,
    metricsToken: undefined,
    commerceUrl: undefined,
    commerceSharedKey: undefined,
    runtime: { ...loadRuntimeConfig({}), workers: 1 },
  };
  useLocalizedZodErrors();
  const log = createLogger('silent');
  const runtime = createAppRuntime({ ...served, config, log });
  const app = await buildServer({
    db: served.db,
    config,
    log,
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      log: () => {},
    }),
    files: createLocalFileStorage(path.join(dataDir, 'files')),
    runtime,
  });
  await loadEveryLanguage();
  return { app, served };
}
