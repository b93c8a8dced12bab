import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { users } from '@griot/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { verifyPassword } from '../../lib/passwordHashing';
import type { RateLimitRule } from '../../lib/rateLimit';
import { accountDeletedMail } from './accountMails';
import { exportAccount } from './exportAccount';

/** A stolen session must not be a way to guess the password by trying to delete the account. */
const ACCOUNT_DELETION_LIMIT: RateLimitRule = {
  bucket: 'account-delete:user',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** GET /account/export: the account's data as a ZIP (see exportAccount). */
export const handleExportData = authedProcedures.account.exportData.handler(async ({ context }) => {
  const archive = await exportAccount(context.db, context.session.user);
  const day = new Date().toISOString().slice(0, 10);
  return new File([new Uint8Array(archive)], `griot-export-${day}.zip`, { type: 'application/zip' });
});

/** Every file of ours an account's rows name (/api/public/<key>): they go with the account. */
async function filesOfAccount(db: Parameters<typeof exportAccount>[0], userId: string): Promise<string[]> {
  const rows = await db.execute<{ text: string }>(sql`
    SELECT profile_picture AS text FROM users WHERE id = ${userId} AND profile_picture IS NOT NULL
    UNION ALL SELECT avatar FROM chatbots WHERE owner_id = ${userId}
    UNION ALL SELECT b.flow::text FROM blocks b JOIN chatbots c ON c.id = b.chatbot_id WHERE c.owner_id = ${userId}
    UNION ALL SELECT r.flow::text FROM block_revisions r JOIN blocks b ON b.id = r.block_id
      JOIN chatbots c ON c.id = b.chatbot_id WHERE c.owner_id = ${userId}
    UNION ALL SELECT m.content::text FROM messages m JOIN chatbots c ON c.id = m.chatbot_id
      WHERE c.owner_id = ${userId} AND m.content::text LIKE '%/api/public/%'
    UNION ALL SELECT '/api/public/' || k.storage_key FROM knowledge_files k JOIN chatbots c ON c.id = k.chatbot_id
      WHERE c.owner_id = ${userId}`);
  const keys = new Set<string>();
  for (const { text } of rows.rows)
    for (const match of text.matchAll(/\/api\/public\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+)/g))
      if (match[1] && !match[1].includes('..')) keys.add(match[1]);
  return [...keys];
}

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
    const files = await filesOfAccount(context.db, user.id);
    const chatbotIds = await context.db.transaction(async (tx) => {
      const bots = await tx.execute<{ id: string }>(sql`SELECT id FROM chatbots WHERE owner_id = ${user.id}`);
      await tx.delete(users).where(eq(users.id, user.id));
      return bots.rows.map((row) => row.id);
    });
    for (const chatbotId of chatbotIds) context.runtime.chatbots.forget(chatbotId);
    await Promise.all(files.map((key) => context.files.remove(key).catch(() => undefined)));
    await context.mailer
      .send(accountDeletedMail(user.email, user.firstname))
      .catch((error: unknown) => context.log.error({ err: error }, 'account deletion notice not sent'));
    return { success: true as const, message: m.accountDeleted };
  },
);
