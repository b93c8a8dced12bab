import { describeElement, describeEvent } from '@griot/contract/conversations/describeMessage';
import type { EndUserDetail } from '@griot/contract/endUsers/endUserContract';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { catchUpActivity } from '../../lib/activityBacklog';

const LAST_MESSAGES = 20;

/**
 * One end-user of the owner's chatbots as its page shows it: identity, channel, the chatbot's
 * declared variables with their values, the last messages. Undefined for another account's.
 */
export async function loadEndUser(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<EndUserDetail | undefined> {
  await catchUpActivity(db, { wait: true });
  const found = await db.execute<{
    id: string;
    full_name: string;
    phone: string;
    email: string;
    channel: string;
    external_id: string;
    chatbot_id: string;
    bot_name: string;
    interaction_count: number;
    created_at: string;
    last_activity_at: string | null;
    opted_out: boolean;
    declared: Array<{ id: string; slug: string }>;
  }>(sql`
    SELECT eu.id, eu.full_name, eu.phone, eu.email, eu.channel, eu.external_id, eu.chatbot_id, c.bot_name,
      eu.interaction_count, eu.created_at::text, eu.last_activity_at::text, eu.opted_out_at IS NOT NULL AS opted_out,
      c.variables AS declared
    FROM end_users eu JOIN chatbots c ON c.id = eu.chatbot_id
    WHERE eu.id = ${id} AND c.workspace_id = ${workspaceId}`);
  const row = found.rows[0];
  if (!row) return undefined;
  const [stored, recent] = await Promise.all([
    db.execute<{ name: string; value_text: string; updated_at: string }>(
      sql`SELECT name, value_text, updated_at::text FROM end_user_variables WHERE end_user_id = ${id} ORDER BY name`,
    ),
    db.execute<{
      id: string;
      direction: 'in' | 'out';
      content: Record<string, unknown>;
      status: string;
      created_at: string;
    }>(sql`
      SELECT id, direction, content, status, created_at::text FROM messages
      WHERE end_user_id = ${id} ORDER BY seq DESC LIMIT ${LAST_MESSAGES}`),
  ]);
  const values = new Map(stored.rows.map((item) => [item.name, item]));
  const declared = Array.isArray(row.declared) ? row.declared : [];
  const declaredIds = new Set(declared.map((variable) => variable.id));
  return {
    id: row.id,
    name: row.full_name,
    phone: row.phone,
    email: row.email,
    channel: row.channel,
    usertel: row.external_id,
    idbot: row.chatbot_id,
    bot_name: row.bot_name,
    interactions: row.interaction_count,
    created_at: new Date(row.created_at).toISOString(),
    last_activity_at: row.last_activity_at === null ? null : new Date(row.last_activity_at).toISOString(),
    opted_out: row.opted_out,
    variables: [
      ...declared.map((variable) => ({
        id: variable.id,
        slug: variable.slug,
        value: values.get(variable.id)?.value_text ?? '',
        updated_at: values.get(variable.id)?.updated_at ?? null,
      })),
      // Values of variables no longer declared: shown, not editable.
      ...stored.rows
        .filter((item) => !declaredIds.has(item.name))
        .map((item) => ({ id: item.name, slug: '', value: item.value_text, updated_at: item.updated_at })),
    ],
    messages: recent.rows.reverse().map((message) => ({
      id: message.id,
      direction: message.direction,
      text: messageText(message.content),
      status: message.status,
      created_at: new Date(message.created_at).toISOString(),
    })),
  };
}

function messageText(content: Record<string, unknown>): string {
  if (typeof content.text === 'string') return content.text;
  try {
    if (content.element && typeof content.element === 'object')
      return describeElement(content.element as Parameters<typeof describeElement>[0]);
    if (content.event && typeof content.event === 'object')
      return describeEvent(content.event as Parameters<typeof describeEvent>[0]);
  } catch {
    // An element of an older shape: shown without text.
  }
  return '';
}
