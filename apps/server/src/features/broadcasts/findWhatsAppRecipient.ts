import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

export type WhatsAppRecipient = {
  id: string;
  opted_out: boolean;
  /** Whether the end-user wrote within 24 h: Meta takes free-form text only then. */
  in_window: boolean;
};

/**
 * The chatbot's WhatsApp end-user (never a test one) with this number, given as digits: its
 * WhatsApp id or its phone with the punctuation left out.
 */
export async function findWhatsAppRecipient(
  db: Database,
  chatbotId: string,
  digits: string,
): Promise<WhatsAppRecipient | undefined> {
  // The 24 h window is the conversations' key (last_inbound_at).
  const found = await db.execute<WhatsAppRecipient>(sql`
    SELECT eu.id, eu.opted_out_at IS NOT NULL AS opted_out,
      coalesce(c.last_inbound_at > now() - interval '24 hours', false) AS in_window
    FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
    WHERE eu.chatbot_id = ${chatbotId} AND eu.channel = 'whatsapp' AND NOT eu.is_test
      AND (eu.external_id = ${digits} OR regexp_replace(eu.phone, '\\D', '', 'g') = ${digits})
    LIMIT 1`);
  return found.rows[0];
}
