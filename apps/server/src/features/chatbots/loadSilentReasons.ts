import { silentReasons } from '@griot/contract/chatbots/silentReasons';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * Why each chatbot would leave customers unanswered (see silentReasons), for the chatbot answers:
 * one read of the main blocks of every chatbot asked (three rows each, on the chatbot index).
 */
export async function loadSilentReasons(
  db: Database,
  chatbotIds: readonly string[],
): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>();
  if (chatbotIds.length === 0) return reasons;
  const result = await db.execute<{
    chatbot_id: string;
    category: 'welcome' | 'default' | 'commerce';
    flow: unknown[];
    jarvis: boolean;
  }>(sql`
    SELECT chatbot_id, category, flow, jarvis FROM blocks
    WHERE chatbot_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(chatbotIds)}::jsonb))
      AND category IN ('welcome', 'default', 'commerce')`);
  for (const id of chatbotIds)
    reasons.set(id, silentReasons(result.rows.filter((row) => row.chatbot_id === id)));
  return reasons;
}
