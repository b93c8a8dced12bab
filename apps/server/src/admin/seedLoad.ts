import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { sql } from 'drizzle-orm';
import { newWebhookKeyword } from '../features/chatbots/createChatbot';

/**
 * Bulk rows for benchmarks: `chatbotCount` more chatbots for the owner, then `endUserCount`
 * end-users spread over all of the owner's chatbots, written by PostgreSQL itself in one statement.
 */
export async function seedLoad(
  db: Database,
  workspaceId: string,
  chatbotCount: number,
  endUserCount: number,
): Promise<void> {
  for (let start = 0; start < chatbotCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, chatbotCount - start) }, (_unused, index) => ({
      workspaceId,
      botName: `Chatbot de charge ${String(start + index + 1).padStart(4, '0')}`,
      type: (['whatsapp', 'web', 'telegram', 'messenger'] as const)[(start + index) % 4],
      status: (['active', 'inactive', 'maintenance'] as const)[(start + index) % 3],
      description: 'Chatbot créé pour mesurer les performances.',
      keywordWebhook: newWebhookKeyword(),
    }));
    await db.insert(chatbots).values(batch);
  }
  if (endUserCount <= 0) return;
  await db.execute(sql`
    WITH owned AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS position, count(*) OVER () AS total
      FROM chatbots WHERE workspace_id = ${workspaceId}
    )
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count, created_at, last_activity_at)
    SELECT owned.id, 'whatsapp', 'charge-' || series.n, 'Client ' || series.n,
           '+22177' || lpad((series.n % 10000000)::text, 7, '0'),
           (series.n * 7) % 40,
           now() - ((series.n % 365) || ' days')::interval,
           now() - ((series.n % 1440) || ' minutes')::interval
    FROM generate_series(1, ${endUserCount}) AS series(n)
    JOIN owned ON owned.position = series.n % owned.total
    ON CONFLICT DO NOTHING`);
}
