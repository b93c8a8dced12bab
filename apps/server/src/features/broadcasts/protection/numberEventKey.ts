import { createHash } from 'node:crypto';
import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** An event seen longer ago than this is news again (a number flagged twice in a month). */
const SEEN_FOR_DAYS = 7;

/**
 * True the first time this account-level event reaches the chatbot (within SEEN_FOR_DAYS), and
 * records it: Meta delivers a webhook again until it is acknowledged, and the same body must not
 * pause a campaign the user resumed meanwhile. Run in the transaction that applies the event, so
 * an event is marked seen only once applied.
 */
export async function firstSeen(
  db: Database,
  chatbotId: string,
  event: WhatsAppAccountEvent,
): Promise<boolean> {
  const key = createHash('sha256')
    .update(`${event.wabaId}|${event.field}|${stableJson(event.value)}`)
    .digest('base64url');
  const result = await db.execute<{ event_key: string }>(sql`
    INSERT INTO number_protection_events AS e (chatbot_id, event_key) VALUES (${chatbotId}, ${key})
    ON CONFLICT (chatbot_id, event_key) DO UPDATE SET seen_at = now()
      WHERE e.seen_at < now() - make_interval(days => ${SEEN_FOR_DAYS})
    RETURNING e.event_key`);
  return result.rows.length > 0;
}

/** JSON with its keys sorted: the same value always gives the same key, whatever Meta's key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
