import type { Database } from '@griot/db/openDatabase';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../api/sessions';
import { recordAudit } from '../../domain/workspaces/recordAudit';

/**
 * 'data.exported' in each workspace the person owns: the account's export holds every one of
 * them (their chatbots, end-users and messages). Recorded when the export is admitted, in one
 * transaction: the export itself only reads, in a read-only transaction of its own.
 */
export async function recordExportAudit(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.role, 'owner')));
    for (const { id } of owned)
      await recordAudit(tx, {
        workspaceId: id,
        actor: user,
        type: 'data.exported',
        subject: `${user.firstname} ${user.lastname}`.trim(),
        details: { scope: 'account' },
      });
  });
}
