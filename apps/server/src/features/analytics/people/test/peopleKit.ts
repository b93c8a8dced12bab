import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../../../test/factories';
import type { PeopleScope } from '../peopleScope';

/** The fixtures' time zone: UTC+1 all year (no daylight saving), so a local day starts at 23:00 UTC. */
export const TIME_ZONE = 'Africa/Lagos';

/** October 1–10 2026, against September 21–30. */
export function octoberScope(workspaceId: string, chatbotId?: string): PeopleScope {
  return {
    workspaceId,
    ...(chatbotId ? { chatbotId } : {}),
    period: { from: '2026-10-01', to: '2026-10-10' },
    previous: { from: '2026-09-21', to: '2026-09-30' },
    timeZone: TIME_ZONE,
  };
}

/** A workspace (its owner Awa Diop) with a WhatsApp chatbot. */
export async function peopleWorld(server: TestServer) {
  const { user, workspaceId } = await buildUser(server.db, { firstname: 'Awa', lastname: 'Diop' });
  const chatbotId = await buildChatbot(server, workspaceId, { bot_name: 'Téranga', type: 'whatsapp' });
  return { workspaceId, chatbotId, ownerId: user.id };
}

/** A person (a user row) named as given. */
export async function person(server: TestServer, firstname: string, lastname: string): Promise<string> {
  return (await buildUser(server.db, { firstname, lastname })).user.id;
}

/** An end-user and their conversation row (episodes hang on it); `simulator`: the playground's visitor. */
export async function endUser(
  server: TestServer,
  chatbotId: string,
  options: { simulator?: boolean; optedOutAt?: string } = {},
): Promise<string> {
  const channel = options.simulator ? 'web' : 'whatsapp';
  const externalId = options.simulator ? `test-${randomBytes(6).toString('hex')}` : randomDigits();
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count, opted_out_at)
    VALUES (${chatbotId}, ${channel}, ${externalId}, 'Client', ${channel === 'whatsapp' ? `+${externalId}` : ''}, 1,
            ${options.optedOutAt ?? null}::timestamptz)
    RETURNING id`);
  const id = rows[0]?.id ?? '';
  await server.db.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, status)
    SELECT ${id}, b.id, b.workspace_id, 'resolved' FROM chatbots b WHERE b.id = ${chatbotId}`);
  return id;
}

function randomDigits(): string {
  return `2217${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
}

export interface EpisodeFields {
  openedAt: string;
  reason?: 'bot' | 'customer' | 'griot' | 'agent';
  assigneeId?: string;
  responderId?: string;
  /** Seconds from the opening to the first response / the resolution (absent: not yet). */
  firstResponse?: number;
  resolution?: number;
  resolvedBy?: string;
  simulator?: boolean;
}

/** A stretch with a person on a new end-user of `chatbotId`. */
export async function episode(server: TestServer, chatbotId: string, fields: EpisodeFields): Promise<void> {
  const endUserId = await endUser(server, chatbotId, { simulator: fields.simulator ?? false });
  await server.db.execute(sql`
    INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_at, opened_reason, assignee_id,
      first_response_at, first_responder_id, resolved_at, resolved_by)
    SELECT b.workspace_id, b.id, ${endUserId}, ${fields.openedAt}::timestamptz, ${fields.reason ?? 'bot'},
      ${fields.assigneeId ?? null}::uuid,
      ${fields.openedAt}::timestamptz + make_interval(secs => ${fields.firstResponse ?? null}::float8),
      ${fields.responderId ?? null}::uuid,
      ${fields.openedAt}::timestamptz + make_interval(secs => ${fields.resolution ?? null}::float8),
      ${fields.resolvedBy ?? null}::uuid
    FROM chatbots b WHERE b.id = ${chatbotId}`);
}

/** A broadcast of `chatbotId` started at `startedAt`, a recipient per status (replied: `replied` of them). */
export async function broadcast(
  server: TestServer,
  chatbotId: string,
  fields: { name: string; startedAt: string; statuses: string[]; replied?: number[] },
): Promise<string> {
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total, created_at)
    VALUES (${chatbotId}, ${fields.name}, 'fr', '{}'::jsonb, '1234567890', 'finished', ${fields.statuses.length},
            ${fields.startedAt}::timestamptz)
    RETURNING id`);
  const broadcastId = rows[0]?.id ?? '';
  for (const [index, status] of fields.statuses.entries()) {
    const endUserId = await endUser(server, chatbotId);
    const replied = fields.replied?.includes(index) ?? false;
    await server.db.execute(sql`
      INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, replied_at)
      VALUES (${broadcastId}, ${endUserId}, ${index + 1}, '+221770000000', ${status},
              ${replied ? sql`${fields.startedAt}::timestamptz + interval '1 hour'` : sql`NULL`})`);
  }
  return broadcastId;
}
