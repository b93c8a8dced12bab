import type { SendOutcome } from '../../runtime/sendOutcome';
import { classifySendResponse, type SendKind, storedSendError } from './classifySendResponse';
import type { GraphCall, GraphClient } from './graphClient';

/**
 * Sends one stored element's platform messages to Graph, one POST to `path` each, resuming after
 * `partsSent` already accepted: the first refusal stops there, to retry later or to give up
 * (classifySendResponse). Never throws.
 */
export async function sendGraphParts(
  graph: GraphClient,
  path: string,
  bodies: readonly unknown[],
  partsSent: number,
  call: GraphCall & { kind: SendKind },
): Promise<SendOutcome> {
  let externalId: string | undefined;
  let sent = partsSent;
  for (const body of bodies.slice(partsSent)) {
    const verdict = classifySendResponse(await graph.post(path, body, call), call.kind);
    if (verdict.kind === 'sent' || verdict.kind === 'held') {
      externalId = verdict.messageId;
      sent += 1;
      continue;
    }
    const error = storedSendError(verdict.error);
    return { kind: verdict.kind === 'retry' ? 'retry' : 'failed', error, partsSent: sent };
  }
  return { kind: 'sent', externalId, partsSent: sent };
}
