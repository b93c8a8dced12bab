import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openConversation } from '../runtime/conversationStatus';
import type { TestServer } from './buildTestServer';
import { buildChatbot } from './factories';
import type { OwnerIds } from './routeDescriptionTypes';

type InboxIds = Pick<OwnerIds, 'conversationId' | 'labelId' | 'noteId' | 'cannedResponseId'>;

/**
 * The team inbox's part of the matrices' world: a WhatsApp chatbot of the workspace whose
 * customer wrote a minute ago and was handed over to a person (the reply calls can answer within
 * WhatsApp's 24 hours), a label it wears, a note of the owner on it, a canned response; and per
 * caller a label and a canned response of its own to remove.
 */
export async function buildInboxWorld(
  server: TestServer,
  world: { workspaceId: string; ownerId: string },
  callers: readonly string[],
): Promise<InboxIds & { spares: Record<string, { labelId: string; cannedResponseId: string }> }> {
  const chatbotId = await buildChatbot(server, world.workspaceId, {
    bot_name: 'Boutique WhatsApp',
    type: 'whatsapp',
  });
  const waId = `22177${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const [endUser] = (
    await server.db.execute<{ id: string }>(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count)
      VALUES (${chatbotId}, 'whatsapp', ${waId}, 'Moussa Ndiaye', ${waId}, 1) RETURNING id`)
  ).rows;
  const conversationId = endUser?.id ?? '';
  await server.db.execute(sql`
    WITH said AS (
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
      VALUES (${chatbotId}, ${conversationId}, 'in', 'text', '{"text":"Je veux parler à quelqu’un"}', 'received',
              now() - interval '1 minute')
      RETURNING created_at
    )
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_inbound_at, last_message_at,
                               last_message_preview, inbound_count, read_floor)
    SELECT ${conversationId}, ${chatbotId}, ${world.workspaceId}, created_at, created_at,
           'Je veux parler à quelqu’un', 1, 0 FROM said`);
  await server.db.transaction((tx) => openConversation(tx, { endUserId: conversationId, reason: 'bot' }));
  const labelId = await addLabel(server, world.workspaceId, 'Urgent');
  await server.db.execute(
    sql`INSERT INTO conversation_labels (end_user_id, label_id) VALUES (${conversationId}, ${labelId})`,
  );
  const spares: Record<string, { labelId: string; cannedResponseId: string }> = {};
  for (const caller of callers)
    spares[caller] = {
      labelId: await addLabel(server, world.workspaceId, `Jetable ${caller}`),
      cannedResponseId: await addCanned(server, world.workspaceId, `jetable-${caller}`),
    };
  return {
    conversationId,
    labelId,
    noteId: await addNote(server, { workspaceId: world.workspaceId, conversationId }, world.ownerId),
    cannedResponseId: await addCanned(server, world.workspaceId, 'merci'),
    spares,
  };
}

/** A private note of `authorId` on the world's inbox conversation. */
export async function addNote(
  server: TestServer,
  ids: Pick<OwnerIds, 'workspaceId' | 'conversationId'>,
  authorId: string,
): Promise<string> {
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO conversation_notes (workspace_id, end_user_id, author_id, author_name, text)
    VALUES (${ids.workspaceId}, ${ids.conversationId}, ${authorId}, 'Membre', 'Rappeler demain') RETURNING id`);
  return rows[0]?.id ?? '';
}

async function addLabel(server: TestServer, workspaceId: string, name: string): Promise<string> {
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO labels (workspace_id, name, color) VALUES (${workspaceId}, ${name}, 'red') RETURNING id`);
  return rows[0]?.id ?? '';
}

async function addCanned(server: TestServer, workspaceId: string, shortcut: string): Promise<string> {
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO canned_responses (workspace_id, shortcut, text) VALUES (${workspaceId}, ${shortcut}, 'Merci !')
    RETURNING id`);
  return rows[0]?.id ?? '';
}
