import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from './buildTestServer';

/**
 * A finished campaign of the world's chatbot whose one recipient (the conversation's end-user)
 * read it and replied, for the calls that read a campaign's results (report, responders).
 */
export async function buildMatrixCampaign(
  server: TestServer,
  chatbotId: string,
  endUserId: string,
): Promise<string> {
  const id = randomUUID();
  await server.db.execute(sql`
    INSERT INTO broadcasts (id, chatbot_id, template_name, template_language, model, phone_number_id, status, total, finished_at)
    VALUES (${id}, ${chatbotId}, 'promo_matrice', 'fr', '{"parameters": [], "parameterFormat": "positional"}'::jsonb, '', 'finished', 1, now())`);
  await server.db.execute(sql`
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, replied_at)
    SELECT ${id}, id, 1, coalesce(phone, external_id), 'read', now() FROM end_users WHERE id = ${endUserId}`);
  return id;
}
