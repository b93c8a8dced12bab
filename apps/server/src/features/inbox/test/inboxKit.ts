import { randomBytes } from 'node:crypto';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openConversation } from '../../../runtime/conversationStatus';
import type { TestServer } from '../../../test/buildTestServer';
import { buildChatbot, buildUser, loginAs } from '../../../test/factories';

export type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The inbox tests' API calls: `/api` + url with the caller's bearer header. */
export function inboxCalls(server: () => TestServer) {
  return async (method: Method, url: string, auth: Auth, payload?: object) => {
    const response = await server().app.inject({
      method,
      url: `/api${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body, json: safeJson(response.body) };
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely.
function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Member {
  userId: string;
  auth: Auth;
}

/** A person logged in and working in `workspaceId` with `role`. */
export async function joinAs(
  server: TestServer,
  workspaceId: string,
  role: WorkspaceRole,
  name: { firstname: string; lastname: string },
): Promise<Member> {
  const { user } = await buildUser(server.db, { ...name });
  await server.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  await server.db.execute(sql`UPDATE users SET last_workspace_id = ${workspaceId} WHERE id = ${user.id}`);
  return { userId: user.id, auth: { authorization: `Bearer ${await loginAs(server.app, user.email)}` } };
}

export interface InboxWorld {
  workspaceId: string;
  owner: Member;
  whatsapp: string;
  web: string;
}

/** A workspace whose owner (Awa Diop) has a WhatsApp and a web chatbot. */
export async function inboxWorld(server: TestServer): Promise<InboxWorld> {
  const { user, workspaceId } = await buildUser(server.db, { firstname: 'Awa', lastname: 'Diop' });
  const owner = {
    userId: user.id,
    auth: { authorization: `Bearer ${await loginAs(server.app, user.email)}` },
  };
  return {
    workspaceId,
    owner,
    whatsapp: await buildChatbot(server, workspaceId, { bot_name: 'Téranga WhatsApp', type: 'whatsapp' }),
    web: await buildChatbot(server, workspaceId, { bot_name: 'Téranga Web', type: 'web' }),
  };
}

export interface CustomerFields {
  chatbotId: string;
  channel?: 'whatsapp' | 'web' | 'telegram' | 'messenger';
  name: string;
  phone?: string;
  externalId?: string;
  /** What the customer wrote, oldest first (one inbound message each). */
  said?: string[];
  /** When the last message came (default now); null: a conversation without messages. */
  at?: Date | null;
  /** A web visitor of the playground's simulator ('test-…'): not a customer. */
  simulator?: boolean;
}

/**
 * A customer and their conversation as the runtime leaves them after the bot answered: resolved,
 * every inbound message counted and under the read floor.
 */
export async function customer(server: TestServer, fields: CustomerFields): Promise<string> {
  const channel = fields.channel ?? 'whatsapp';
  const said = fields.said ?? ['Bonjour'];
  const at = fields.at === undefined ? new Date() : fields.at;
  const phone =
    fields.phone ?? `22177${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const externalId = fields.simulator
    ? `test-${randomBytes(6).toString('hex')}`
    : (fields.externalId ?? (channel === 'whatsapp' ? phone : randomBytes(8).toString('hex')));
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count)
    VALUES (${fields.chatbotId}, ${channel}, ${externalId}, ${fields.name}, ${channel === 'whatsapp' ? phone : ''}, ${said.length})
    RETURNING id`);
  const endUserId = rows[0]?.id ?? '';
  const atIso = at?.toISOString() ?? null;
  await server.db.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_inbound_at, last_message_at,
                               last_message_preview, inbound_count, read_floor, status)
    SELECT ${endUserId}, b.id, b.workspace_id, ${atIso}::timestamptz, ${atIso}::timestamptz,
           ${said.at(-1) ?? ''}, ${said.length}, ${said.length}, 'resolved'
    FROM chatbots b WHERE b.id = ${fields.chatbotId}`);
  for (const [index, text] of said.entries())
    await server.db.execute(sql`
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
      VALUES (${fields.chatbotId}, ${endUserId}, 'in', 'text', ${JSON.stringify({ text })}::jsonb, 'received',
              coalesce(${atIso}::timestamptz, now()) - make_interval(secs => ${said.length - index}))`);
  return endUserId;
}

/** The customer writes again while a person has the conversation (as writeRound counts it). */
export async function customerWrites(server: TestServer, endUserId: string, text: string): Promise<void> {
  await server.db.execute(sql`
    WITH c AS (
      UPDATE conversations SET inbound_count = inbound_count + 1, last_inbound_at = now(), last_message_at = now(),
        last_message_preview = ${text},
        read_floor = CASE WHEN status = 'resolved' THEN inbound_count + 1 ELSE read_floor END
      WHERE end_user_id = ${endUserId} RETURNING chatbot_id
    )
    INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
    SELECT chatbot_id, ${endUserId}, 'in', 'text', ${JSON.stringify({ text })}::jsonb, 'received' FROM c`);
}

/** A conversation's stored row: to prove a refusal changed nothing. */
export async function conversationRow(
  server: TestServer,
  endUserId: string,
): Promise<Record<string, unknown>> {
  const { rows } = await server.db.execute<{ row: Record<string, unknown> }>(sql`
    SELECT row_to_json(c) AS row FROM conversations c WHERE end_user_id = ${endUserId}`);
  const labels = await server.db.execute<{ label_id: string }>(sql`
    SELECT label_id FROM conversation_labels WHERE end_user_id = ${endUserId} ORDER BY label_id`);
  const notes = await server.db.execute<{ id: string }>(sql`
    SELECT id FROM conversation_notes WHERE end_user_id = ${endUserId} ORDER BY id`);
  expect(rows[0], `no conversation ${endUserId}`).toBeDefined();
  return { ...rows[0]?.row, labels: labels.rows, notes: notes.rows };
}

/**
 * The flow hands the conversation over on the customer's last message (as writeRound does: it
 * opens, and that message stays unread for everyone), assigned to `assigneeId` when given.
 */
export async function handOver(server: TestServer, endUserId: string, assigneeId?: string): Promise<void> {
  await server.db.transaction(async (tx) => {
    await openConversation(tx, { endUserId, reason: 'bot', ...(assigneeId ? { assigneeId } : {}) });
    await tx.execute(
      sql`UPDATE conversations SET read_floor = inbound_count - 1 WHERE end_user_id = ${endUserId}`,
    );
  });
}
