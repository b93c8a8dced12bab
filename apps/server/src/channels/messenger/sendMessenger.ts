import type { MessengerSendBody } from '@griot/channels/messenger/messengerTypes';
import { renderMessengerMessages } from '@griot/channels/messenger/renderMessengerMessages';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { ChannelSender, SendOutcome } from '../../runtime/sendOutcome';
import type { SendKind } from '../meta/classifySendResponse';
import { createGraphClient, type GraphClient, type GraphTarget } from '../meta/graphClient';
import { sendGraphParts } from '../meta/sendGraphParts';

const MESSENGER_SEND: SendKind = { platform: 'messenger' };

export interface MessengerDestination {
  graph: GraphClient;
  /** The Page access token (the chatbot's stored access token). */
  pageAccessToken: string | undefined;
  /** The page-scoped user id. */
  psid: string;
}

/**
 * Sends one stored element to Messenger: POST /me/messages?access_token=… per body,
 * resuming after `partsSent` bodies already accepted. Throttling, temporary errors and no
 * answer are retryable; other Graph errors (outside the 24 h window, unknown user, bad token) are
 * final (classifySendResponse).
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
  return sendGraphParts(destination.graph, 'me/messages', bodies, partsSent, {
    query: { access_token: destination.pageAccessToken },
    kind: MESSENGER_SEND,
  });
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
