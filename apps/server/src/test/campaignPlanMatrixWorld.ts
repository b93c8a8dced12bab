import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from './buildTestServer';

/** A campaign planned a month ahead on the world's chatbot, for the calls that edit or cancel a plan. */
export async function buildMatrixPlan(
  server: TestServer,
  workspaceId: string,
  chatbotId: string,
): Promise<string> {
  const id = randomUUID();
  await server.db.execute(sql`
    INSERT INTO campaign_plans (id, workspace_id, chatbot_id, message, schedule_local, schedule_at, next_run_at, status)
    VALUES (${id}, ${workspaceId}, ${chatbotId},
      '{"title": "promo_matrice", "langage": "fr", "source": "whatsapp", "parameters": [], "model": {}}'::jsonb,
      to_char(now() + interval '30 days', 'YYYY-MM-DD"T"HH24:MI'), now() + interval '30 days', now() + interval '30 days', 'scheduled')`);
  return id;
}
