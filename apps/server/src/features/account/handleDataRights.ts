import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { users } from '@griot/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { accountDeletedMail } from '../../domain/account/accountMails';
import { verifyPassword } from '../../lib/passwordHashing';
import type { RateLimitRule } from '../../lib/rateLimit';
import { claimFilesOfAccount, removeFileBytes } from '../../lib/storedFiles';

/** A stolen session must not be a way to guess the password by trying to delete the account. */
const ACCOUNT_DELETION_LIMIT: RateLimitRule = {
  bucket: 'account-delete:user',
  limit: 5,
  windowMs: 15 * 60_000,
};

/**
 * GET /account/export is answered by the route registerAccountExport, registered before the
 * procedures: the archive of a large account is streamed as it is read, which a procedure (whose
 * answer is one value) cannot do. The contract keeps the call for the OpenAPI document and the
 * typed client; this procedure is never reached over HTTP.
 */
export const handleExportData = authedProcedures.account.exportData.handler(async () => {
  throw new Error('GET /account/export is served by registerAccountExport');
});

/**
 * DELETE /account: with the password and the confirmation, everything of the account goes in one
 * transaction (its chatbots, their end-users, messages and channel tokens, its sessions), then its
 * files, and a last mail says it is done.
 */
export const handleDeleteAccount = authedProcedures.account.deleteAccount.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[ACCOUNT_DELETION_LIMIT, user.id]]);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw apiError(400, m.deletionWrongPassword);
    const { chatbotIds, files } = await context.db.transaction(async (tx) => {
      // Every file recorded as the account's, whatever its folder or whether a flow names it;
      // none can be recorded for it from here on (its row is locked until the deletion commits).
      const claimed = await claimFilesOfAccount(tx, user.id);
      const bots = await tx.execute<{ id: string }>(sql`SELECT id FROM chatbots WHERE owner_id = ${user.id}`);
      await tx.delete(users).where(eq(users.id, user.id));
      return { chatbotIds: bots.rows.map((row) => row.id), files: claimed };
    });
    for (const chatbotId of chatbotIds) context.runtime.chatbots.forget(chatbotId);
    await removeFileBytes(context.files, files);
    await context.mailer
      .send(accountDeletedMail(user.email, user.firstname))
      .catch((error: unknown) => context.log.error({ err: error }, 'account deletion notice not sent'));
    return { success: true as const, message: m.accountDeleted };
  },
);
