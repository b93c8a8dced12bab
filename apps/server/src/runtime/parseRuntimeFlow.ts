import { type FlowElement, flowElementSchema } from '@griot/contract/flows/flowElementSchemas';
import { messages } from '@griot/contract/messages';

/**
 * Reads a stored flow for running it, element by element: one element that no longer matches the
 * schema (an older format, a hand-edited row) is skipped instead of silencing the whole block. A
 * request element whose URL names a private address is kept: saves refuse those, but a host on
 * REQUEST_ALLOWLIST may resolve to one, and the runtime checks the resolved address itself
 * before connecting (performRequest.ts).
 */
export function parseRuntimeFlow(stored: unknown): { flow: FlowElement[]; skipped: number } {
  if (!Array.isArray(stored)) return { flow: [], skipped: 0 };
  const flow: FlowElement[] = [];
  let skipped = 0;
  for (const item of stored) {
    const parsed = flowElementSchema.safeParse(item);
    if (parsed.success) {
      flow.push(parsed.data);
      continue;
    }
    const onlyPrivateUrl = parsed.error.issues.every(
      (issue) => issue.message === messages.flows.requestUrlPrivate,
    );
    if (onlyPrivateUrl && isRecord(item) && item.type === 'request' && typeof item.url === 'string') {
      flow.push({
        ...(item as object),
        type: 'request',
        method: 'POST',
        url: item.url,
        datas: Array.isArray(item.datas)
          ? item.datas.filter((name): name is string => typeof name === 'string')
          : [],
      } as FlowElement);
      continue;
    }
    skipped += 1;
  }
  return { flow, skipped };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
