import { randomBytes } from 'node:crypto';
import { defaultInboxSettings, type InboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { endUsers } from '@griot/db/schema/endUsers';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { and, eq, sql } from 'drizzle-orm';
import { type OpenedReason, openConversation } from '../../../runtime/conversationStatus';
import type { TestServer } from '../../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../../test/factories';

/**
 * A workspace for the inbox automation tests: its owner and two more members (all 'away' until a
 * test says otherwise), a web chatbot (its replies are stored 'sent', nothing to deliver), and
 * helpers to open conversations and read who has them.
 */
export async function buildAutomationWorld(server: TestServer) {
  const { user: owner, workspaceId } = await buildUser(server.db, { firstname: 'Awa' });
  const members = [owner.id];
  for (const firstname of ['Moussa', 'Fatou']) {
    const { user } = await buildUser(server.db, { firstname });
    await server.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role: 'agent' });
    members.push(user.id);
  }
  const chatbotId = await buildChatbot(server, workspaceId, { type: 'web' });
  const db = server.db;

  return {
    workspaceId,
    chatbotId,
    members,
    async settings(change: (settings: InboxSettings) => void): Promise<void> {
      const settings = defaultInboxSettings();
      change(settings);
      await db.update(workspaces).set({ inboxSettings: settings }).where(eq(workspaces.id, workspaceId));
    },
    async availability(userId: string, availability: 'available' | 'away'): Promise<void> {
      await db
        .update(workspaceMembers)
        .set({ availability })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    },
    /**
     * A web visitor who wrote, whose conversation a person must answer now (`simulator`: one of
     * the flow editor's test conversations instead); returns the end-user's id.
     */
    async openOne(
      reason: OpenedReason = 'customer',
      assigneeId: string | null = null,
      simulator = false,
    ): Promise<string> {
      const externalId = `${simulator ? 'test' : 'visiteur'}-${randomBytes(4).toString('hex')}`;
      const [endUser] = await db
        .insert(endUsers)
        .values({ chatbotId, channel: 'web', externalId, interactionCount: 1 })
        .returning({ id: endUsers.id });
      if (!endUser) throw new Error('no end-user');
      await db.transaction((tx) => openConversation(tx, { endUserId: endUser.id, reason, assigneeId }));
      return endUser.id;
    },
    /** Each conversation's assignee (null: nobody), by end-user id. */
    async assignees(): Promise<Map<string, string | null>> {
      const rows = await db.execute<{ end_user_id: string; assignee_id: string | null }>(sql`
        SELECT end_user_id, assignee_id FROM conversations WHERE workspace_id = ${workspaceId}`);
      return new Map(rows.rows.map((row) => [row.end_user_id, row.assignee_id]));
    },
    /** How many conversations not resolved each member has. */
    async loads(): Promise<number[]> {
      const rows = await db.execute<{ assignee_id: string; n: number }>(sql`
        SELECT assignee_id, count(*)::int AS n FROM conversations
        WHERE workspace_id = ${workspaceId} AND assignee_id IS NOT NULL AND status <> 'resolved'
        GROUP BY assignee_id`);
      const byMember = new Map(rows.rows.map((row) => [row.assignee_id, row.n]));
      return members.map((id) => byMember.get(id) ?? 0);
    },
  };
}
