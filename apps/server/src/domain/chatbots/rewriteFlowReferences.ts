export interface FlowIdentityChange {
  /** Old idblock → the copy's idblock. */
  idblocks: ReadonlyMap<string, string>;
  oldChatbotId: string;
  newChatbotId: string;
}

/**
 * A copied block's flow, pointing at the copied blocks instead of the originals: button targets,
 * list rows, redirections and `redirect_to=` in payloads, and the element ids
 * (`chatbotId_blockId_type_random8`) with their `id_previous` links.
 */
export function rewriteFlowReferences(flow: unknown[], change: FlowIdentityChange): unknown[] {
  return flow.map((element) => rewrite(element, change));
}

function rewrite(value: unknown, change: FlowIdentityChange): unknown {
  if (typeof value === 'string') return rewriteString(value, change);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, change));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, change)]));
  }
  return value;
}

function rewriteString(text: string, { idblocks, oldChatbotId, newChatbotId }: FlowIdentityChange): string {
  const mapped = idblocks.get(text);
  if (mapped) return mapped;
  if (text.startsWith(`${oldChatbotId}_`)) {
    const [, blockId = '', ...rest] = text.split('_');
    return [newChatbotId, idblocks.get(blockId) ?? blockId, ...rest].join('_');
  }
  if (text.includes('redirect_to=')) {
    return text.replace(/(redirect_to=)([a-z0-9-]+)(?=&|$)/g, (whole, prefix: string, id: string) => {
      const target = idblocks.get(id);
      return target ? `${prefix}${target}` : whole;
    });
  }
  return text;
}
