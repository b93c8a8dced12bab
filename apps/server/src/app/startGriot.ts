import path from 'node:path';
// Catalogues are read from source here: their ICU messages are compiled as they load.
import '@griot/i18n/runtimeCompiler';
import { useLocalizedZodErrors } from '@griot/contract/zodErrors';
import { openDatabase } from '@griot/db/openDatabase';
import { loadEveryLanguage } from '@griot/i18n/texts';
import type { Logger } from 'pino';
import { startOwnerDigests } from '../features/account/ownerDigest';
import { startAnalyticsRollup } from '../features/analytics/rollup/analyticsRollupWorker';
import { pruneCaptchaChallenges } from '../features/auth/captchaChallenges';
import { BROADCAST_WORKER } from '../features/broadcasts/BroadcastWorker';
import { CampaignScheduler } from '../features/campaigns/plans/CampaignScheduler';
import { startAuditRetention } from '../features/workspaces/auditRetention';
import { loadConfig, loadDotEnv } from '../lib/config';
import { createLogger } from '../lib/createLogger';
import type { FileStorage } from '../lib/files/fileStorage';
import { FileStoreUnavailableError } from '../lib/files/fileStoreFailure';
import { openFileStorage } from '../lib/files/openFileStorage';
import { createMailer } from '../lib/mailer';
import { pruneRateLimitCounters } from '../lib/rateLimit';
import { startInboxRetention } from '../runtime/inboxRetention';
import { buildServer } from './buildServer';
import { campaignLauncher } from './campaignLauncher';
import { createAppRuntime } from './createAppRuntime';
import { announceServerAddress } from './serverAddress';

const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Starts Griot: configuration, file store, database (embedded unless DATABASE_URL), HTTP,
 * maintenance.
 */
export async function startGriot(): Promise<void> {
  const started = Date.now();
  useLocalizedZodErrors();
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const files = openFileStorage(config);
  await requireWorkingStore(files, log);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (level, message) => log[level](message),
    // The conversation workers each keep a connection; webhooks and screens share the rest.
    poolSize: 10 + config.runtime.workers,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (message) => log.info(message),
  });
  const runtime = createAppRuntime({ ...database, config, log });
  const services = { db: database.db, config, log, mailer, files, runtime };
  const app = await buildServer(services);
  // Every request may ask for any language: all of them are loaded before the first one comes.
  await loadEveryLanguage();
  await runtime.start();
  await app.listen({ port: config.port, host: config.host });

  if (!config.webDistDir) log.warn('web app not built: run "npm run build" (npm start does it for you)');
  log.info({ startupMs: Date.now() - started, embedded: Boolean(database.embedded) }, 'griot started');
  // i18n-exempt: the operator's console at start-up (outside any request), like the logs
  console.log(`\n  Griot est prêt : ${config.publicUrl}\n`);
  const forgetAddress = announceServerAddress(config.dataDir, config.publicUrl);

  const maintenance = setInterval(() => {
    Promise.all([pruneRateLimitCounters(database.db), pruneCaptchaChallenges(database.db)]).catch(
      (error: unknown) => log.error({ err: error }, 'maintenance failed'),
    );
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const stopDigests = startOwnerDigests({ db: database.db, mailer, log, publicUrl: config.publicUrl });
  const stopAuditRetention = startAuditRetention({ db: database.db, log });
  const stopInboxRetention = startInboxRetention({ db: database.db, log });
  const stopAnalyticsRollup = startAnalyticsRollup({ db: database.db, log });
  // Planned and recurring campaigns, A/B decisions (issue 24): started when due, within a second.
  const campaignScheduler = new CampaignScheduler({
    db: database.db,
    launcher: campaignLauncher,
    onError: (error) => log.error({ err: error }, 'campaign scheduler failed'),
    onStarted: () => runtime.worker(BROADCAST_WORKER)?.wake(),
  });
  campaignScheduler.start();

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: stopping (HTTP, runtime, then database)`);
    forgetAddress();
    clearInterval(maintenance);
    stopDigests();
    stopAuditRetention();
    stopInboxRetention();
    const analyticsStopped = stopAnalyticsRollup();
    const schedulerStopped = campaignScheduler.stop();
    try {
      // Requests in flight get SHUTDOWN_GRACE_MS to finish; then keep-alive sockets a client holds
      // open and live streams (SSE) are cut, or a stop would wait for Fastify's 72 s keep-alive.
      const cutConnections = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await app.close();
      clearTimeout(cutConnections);
      // Workers finish their round (sends included) before the pool closes under them.
      await runtime.stop();
      await analyticsStopped;
      await schedulerStopped;
      await database.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The file store answers with these credentials, or Griot stops before it starts anything (never
 * half-working: uploads failing, pages without their images): one French line for the operator
 * that names the store and the SDK's reason, never the secret, and exit code 1.
 */
async function requireWorkingStore(files: FileStorage, log: Logger): Promise<void> {
  try {
    await files.check();
  } catch (error) {
    const store =
      error instanceof FileStoreUnavailableError ? { store: error.store, reason: error.reason } : {};
    log.fatal(store, `Griot ne démarre pas : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
