import type { Block } from '@griot/contract/flows/flowSchemas';
import type { blocks } from '@griot/db/schema/blocks';

export type BlockRow = typeof blocks.$inferSelect;

export function toBlock(row: BlockRow): Block {
  return {
    _id: row.id,
    idblock: row.idblock,
    idbot: row.chatbotId,
    blockname: row.blockname,
    type: row.type,
    category: row.category,
    flow: row.flow.filter(isRecord),
    jarvis: row.assistantSwitch,
    revision: row.revision,
    update_date: row.updatedAt.toISOString(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
