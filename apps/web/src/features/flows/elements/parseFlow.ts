import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { flowElementSchema } from '@griot/contract/flows/flowElementSchemas';

/** An element in the editor, with a key that survives the chain renumbering (React keys, focus). */
export interface EditorItem {
  key: string;
  element: FlowElement;
}

let lastKey = 0;

export function newItemKey(): string {
  lastKey += 1;
  return `item-${lastKey}`;
}

/**
 * Reads a stored flow with the same schemas the server saves with. Elements that do not parse
 * (older data) are counted, not guessed at: the editor says so rather than mangling them.
 */
export function parseFlow(raw: readonly unknown[]): { items: EditorItem[]; unreadable: number } {
  const items: EditorItem[] = [];
  let unreadable = 0;
  for (const value of raw) {
    const parsed = flowElementSchema.safeParse(value);
    if (parsed.success) items.push({ key: newItemKey(), element: parsed.data });
    else unreadable += 1;
  }
  return { items, unreadable };
}
