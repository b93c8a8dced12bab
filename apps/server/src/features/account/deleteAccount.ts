import { users } from '@griot/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../../api/appContext';
import { accountDeletedMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { claimFilesOfAccount, removeFileBytes } from '../../lib/storedFiles';

/**
 * Everything of the account goes in one transaction (its chatbots, their end-users, messages and
 * channel tokens, its sessions), then its files, and a last mail says it is done.
 */
export async function deleteAccount(
  services: Pick<Services, 'db' | 'files' | 'runtime' | 'mailer' | 'log'>,
  user: { id: string; email: string; firstname: string; settings: unknown },
): Promise<void> {
  const { chatbotIds, files } = await services.db.transaction(async (tx) => {
    // Every file recorded as the account's, whatever its folder or whether a flow names it;
    // none can be recorded for it from here on (its row is locked until the deletion commits).
    const claimed = await claimFilesOfAccount(tx, user.id);
    const bots = await tx.execute<{ id: string }>(sql`SELECT id FROM chatbots WHERE owner_id = ${user.id}`);
    await tx.delete(users).where(eq(users.id, user.id));
    return { chatbotIds: bots.rows.map((row) => row.id), files: claimed };
  });
  for (const chatbotId of chatbotIds) services.runtime.chatbots.forget(chatbotId);
  await removeFileBytes(services.files, files);
  await services.mailer
    .send(accountDeletedMail(user.email, user.firstname, readAccountSettings(user.settings).general.language))
    .catch((error: unknown) => services.log.error({ err: error }, 'account deletion notice not sent'));
}
