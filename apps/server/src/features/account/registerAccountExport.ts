import { accountMessages as m } from '@griot/contract/account/accountMessages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../api/apiError';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rateLimit';
import { startAccountExport } from './exportAccount';
import { recordExportAudit } from './recordExportAudit';

/** Each export reads the whole account: a few an hour are plenty for its owner. */
export const ACCOUNT_EXPORT_LIMIT: RateLimitRule = {
  bucket: 'account-export:user',
  limit: 3,
  windowMs: 60 * 60_000,
};

/**
 * Exports one process runs at once, whatever the accounts: each holds a database connection of
 * the pool (its read-only transaction) for as long as its client takes to download it.
 */
export const EXPORTS_AT_ONCE = 2;
/**
 * An export still running after this long is broken off: its client stopped reading, and it
 * would otherwise hold its connection (and one of EXPORTS_AT_ONCE) for good.
 */
export const EXPORT_MAX_MS = 15 * 60_000;

/**
 * GET /account/export: the ZIP the contract describes (a File named griot-export-<day>.zip),
 * streamed as it is written (see startAccountExport) rather than built in memory first; one export
 * at a time per account, ACCOUNT_EXPORT_LIMIT an hour and EXPORTS_AT_ONCE per process, refused
 * past them with a French 429. An export admitted is recorded in the audit log of each workspace
 * the person owns.
 */
export function registerAccountExport(api: FastifyInstance, services: Services): void {
  let running = 0;
  api.get('/account/export', async (request, reply) => {
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    let started: Awaited<ReturnType<typeof startAccountExport>> = { busy: true };
    try {
      const { user } = (
        await requestCallSession(services.db, request.headers.authorization, 'account.exportData')
      ).session;
      if (running >= EXPORTS_AT_ONCE) throw apiError(429, m.exportServerBusy);
      // Counted from here (no wait between the check and the count), until its transaction ends.
      running += 1;
      started = await startAccountExport(services.db, user, {
        signal: gone.signal,
        admit: async () => {
          const counted = await consumeRateLimit(services.db, ACCOUNT_EXPORT_LIMIT, user.id);
          if (!counted.allowed)
            throw apiError(
              429,
              m.exportLimit({ minutes: Math.max(1, Math.ceil(counted.retryAfterMs / 60_000)) }),
              {
                retryAfterSeconds: Math.ceil(counted.retryAfterMs / 1000),
              },
            );
          await recordExportAudit(services.db, user);
        },
      }).catch((error: unknown) => {
        running -= 1;
        throw error;
      });
      if (started.busy) {
        running -= 1;
        throw apiError(429, m.exportRunning);
      }
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    const { archive } = started;
    const deadline = setTimeout(() => {
      gone.abort();
      archive.destroy();
    }, EXPORT_MAX_MS).unref();
    started.finished
      .catch((error: unknown) => {
        if (!gone.signal.aborted) request.log.error({ err: error }, 'account export broke off');
      })
      .finally(() => {
        clearTimeout(deadline);
        running -= 1;
      });
    // The headers the procedure's File answer had (oRPC's content disposition), so the client
    // still decodes a file.
    const name = `griot-export-${new Date().toISOString().slice(0, 10)}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `inline; filename="${name}"; filename*=utf-8''${name}`)
      .send(archive);
  });
}
