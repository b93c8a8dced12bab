import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { computeFunnel } from './computeFunnel';

/** One line of the 'funnel' CSV: a block (element_id '') or a waiting element of it. */
export interface FunnelRow {
  chatbot_id: string;
  chatbot: string;
  block_id: string;
  block: string;
  element_id: string;
  element_type: string;
  element: string;
  reached: number;
  left: number;
  /** Share of those who reached it that left there, 0–1 (empty when nobody reached it). */
  drop_off: number | '';
  /** Top choices as « title (count) » joined by ' ; '. */
  top_choices: string;
}

export const FUNNEL_ROW_COLUMNS: readonly (keyof FunnelRow)[] = [
  'chatbot_id',
  'chatbot',
  'block_id',
  'block',
  'element_id',
  'element_type',
  'element',
  'reached',
  'left',
  'drop_off',
  'top_choices',
];

/**
 * The 'funnel' table of the export: one chatbot's funnel, or each chatbot's of the workspace in
 * turn (one funnel in memory at a time: a few hundred rows per chatbot). The caller has checked
 * that `chatbotId`, when given, is the workspace's, and the period.
 */
export async function* funnelRows(
  db: Database,
  scope: { workspaceId: string; from: string; to: string; chatbotId?: string },
): AsyncGenerator<FunnelRow> {
  const chatbots = await db.execute<{ id: string; bot_name: string }>(sql`
    SELECT id, bot_name FROM chatbots
    WHERE workspace_id = ${scope.workspaceId} ${scope.chatbotId ? sql`AND id = ${scope.chatbotId}` : sql``}
    ORDER BY created_at, id`);
  for (const chatbot of chatbots.rows) {
    const funnel = await computeFunnel(db, { ...scope, chatbotId: chatbot.id });
    const of = { chatbot_id: chatbot.id, chatbot: chatbot.bot_name };
    for (const block of funnel.blocks) {
      const place = { ...of, block_id: block.block_id, block: block.name };
      yield {
        ...place,
        element_id: '',
        element_type: '',
        element: '',
        reached: block.reached,
        left: block.left,
        drop_off: dropOff(block),
        top_choices: '',
      };
      for (const element of block.elements)
        yield {
          ...place,
          element_id: element.element_id,
          element_type: element.type,
          element: element.label,
          reached: element.reached,
          left: element.left,
          drop_off: dropOff(element),
          top_choices: element.choices.map((choice) => `${choice.label} (${choice.count})`).join(' ; '),
        };
    }
  }
}

function dropOff(counts: { reached: number; left: number }): number | '' {
  return counts.reached === 0 ? '' : Math.round((counts.left / counts.reached) * 10_000) / 10_000;
}
