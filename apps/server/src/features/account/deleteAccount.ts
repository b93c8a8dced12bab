import { users } from '@griot/db/schema/users';
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../../api/appContext';
import { accountDeletedMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { deleteWorkspaceInTransaction } from '../../domain/workspaces/deleteWorkspace';
import { claimFilesOfAccount, removeFileBytes } from '../../lib/files/storedFiles';

/**
 * Everything of the account goes in one transaction (its sessions, its memberships, the
 * workspaces it alone owns with their chatbots, end-users, messages and channel tokens), then its
 * files, and a last mail says it is done.
 */
export async function deleteAccount(
  services: Pick<Services, 'db' | 'files' | 'runtime' | 'mailer' | 'log'>,
  user: { id: string; email: string; firstname: string; settings: unknown },
): Promise<void> {
  const { chatbotIds, files } = await services.db.transaction(async (tx) => {
    // Every file recorded as the account's, whatever its folder or whether a flow names it;
    // none can be recorded for it from here on (its row is locked until the deletion commits).
    const claimed = await claimFilesOfAccount(tx, user.id);
    // The workspaces nobody else owns go with the account, with everything in them; those with
    // another owner stay theirs.
    const alone = await tx.execute<{ workspace_id: string }>(sql`
      SELECT m.workspace_id FROM workspace_members m
      WHERE m.user_id = ${user.id} AND m.role = 'owner'
        AND NOT EXISTS (SELECT 1 FROM workspace_members o
                        WHERE o.workspace_id = m.workspace_id AND o.role = 'owner' AND o.user_id <> m.user_id)
      ORDER BY m.workspace_id`);
    const chatbotIds: string[] = [];
    for (const { workspace_id: workspaceId } of alone.rows) {
      // As the workspace's own deletion does (its other members' sessions move elsewhere).
      const deleted = await deleteWorkspaceInTransaction(tx, workspaceId);
      claimed.push(...deleted.files);
      chatbotIds.push(...deleted.chatbotIds);
    }
    await tx.delete(users).where(eq(users.id, user.id));
    return { chatbotIds, files: claimed };
  });
  for (const chatbotId of chatbotIds) services.runtime.chatbots.forget(chatbotId);
  await removeFileBytes(services.files, files);
  await services.mailer
    .send(accountDeletedMail(user.email, user.firstname, readAccountSettings(user.settings).general.language))
    .catch((error: unknown) => services.log.error({ err: error }, 'account deletion notice not sent'));
}
