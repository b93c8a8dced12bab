import { isRecord, readString } from '@griot/channels/isRecord';
import type { MessengerSendBody } from '@griot/channels/messenger/messengerTypes';
import { renderMessengerMessages } from '@griot/channels/messenger/renderMessengerMessages';
import { parseGraphError } from '@griot/channels/whatsapp/parseGraphError';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { ChannelSender, SendOutcome } from '../../runtime/sendOutcome';
import { createGraphClient, type GraphClient, type GraphTarget } from '../meta/graphClient';

export interface MessengerDestination {
  graph: GraphClient;
  /** The Page access token (the chatbot's stored access token). */
  pageAccessToken: string | undefined;
  /** The page-scoped user id. */
  psid: string;
}

/** Send API codes worth another try: 613 (rate limit), 1200 (temporary send failure), 2 / 4. */
const RETRYABLE_CODES = new Set([613, 1200, 2, 4]);

/**
 * Sends one stored element to Messenger: POST /me/messages?access_token=… per body,
 * resuming after `partsSent` bodies already accepted. Throttling, temporary errors and no
 * answer are retryable; other Graph errors (outside the 24 h window, unknown user, bad token) are final.
 * Never throws.
 */
export async function sendMessenger(
  destination: MessengerDestination,
  element: FlowElement,
  partsSent: number,
): Promise<SendOutcome> {
  if (!destination.pageAccessToken)
    return {
      kind: 'failed',
      partsSent,
      error: { code: 0, title: 'Not configured', message: 'Chatbot has no Page access token', details: '' },
    };
  const bodies: MessengerSendBody[] = renderMessengerMessages(destination.psid, { element });
  // The Send API takes the Page token in the address.
  const call = { query: { access_token: destination.pageAccessToken } };
  let externalId: string | undefined;
  let sent = partsSent;
  for (const body of bodies.slice(partsSent)) {
    const response = await destination.graph.post('me/messages', body, call);
    const messageId =
      response.status === 200 && isRecord(response.body)
        ? readString(response.body, 'message_id')
        : undefined;
    if (messageId === undefined) {
      const status = response.status === 0 ? 503 : response.status;
      const graphError = parseGraphError(response.body, status);
      // A known permanent code stays final even on a 5xx (as parseGraphError decides).
      const retryable = graphError.retryable || RETRYABLE_CODES.has(graphError.code) || status === 429;
      const error = {
        code: graphError.code,
        title: graphError.title,
        message: graphError.message || (typeof response.body === 'string' ? response.body.slice(0, 200) : ''),
        details: graphError.details,
      };
      return { kind: retryable ? 'retry' : 'failed', error, partsSent: sent };
    }
    externalId = messageId;
    sent += 1;
  }
  return { kind: 'sent', externalId, partsSent: sent };
}

/** The runtime's Messenger sender: the chatbot's Page token, the end-user's page-scoped id. */
export function messengerSender(target: GraphTarget): ChannelSender {
  const graph = createGraphClient(target);
  return (chatbot, message, element, partsSent) =>
    sendMessenger(
      {
        graph,
        pageAccessToken: chatbot.accessToken,
        psid: message.to,
      },
      element,
      partsSent,
    );
}
