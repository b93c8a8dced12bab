import type { Block } from '@griot/contract/flows/flowSchemas';
import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';

/** The first text of a block's flow, cut to 100 characters (the block collection's preview). */
export function blockPreview(block: Pick<Block, 'flow'>): string {
  for (const element of block.flow) {
    const text = firstText(element);
    if (text) {
      const flat = text.replace(/\s+/g, ' ').trim();
      return flat.length > KNOWLEDGE_LIMITS.blockPreview
        ? `${flat.slice(0, KNOWLEDGE_LIMITS.blockPreview)}…`
        : flat;
    }
  }
  return '';
}

function firstText(element: Record<string, unknown>): string | undefined {
  if (typeof element.message === 'string' && element.message.trim()) return element.message;
  if (typeof element.body_message === 'string' && element.body_message.trim()) return element.body_message;
  const interactive = element.interactive;
  if (typeof interactive === 'object' && interactive !== null && 'body' in interactive) {
    const body = interactive.body;
    if (typeof body === 'object' && body !== null && 'text' in body && typeof body.text === 'string')
      return body.text;
  }
  return undefined;
}

/** The block's name, or its idblock when it has none. */
export function blockTitle(block: Pick<Block, 'blockname' | 'idblock'>): string {
  return block.blockname.trim() || block.idblock;
}
