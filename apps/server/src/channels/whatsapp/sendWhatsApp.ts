import { renderWhatsAppMessages } from '@griot/channels/whatsapp/renderWhatsAppMessages';
import type { WhatsAppSendBody } from '@griot/channels/whatsapp/whatsAppSendTypes';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { ChannelSender, SendOutcome } from '../../runtime/sendOutcome';
import type { SendKind } from '../meta/classifySendResponse';
import { createGraphClient, type GraphClient, type GraphTarget } from '../meta/graphClient';
import { sendGraphParts } from '../meta/sendGraphParts';

const WHATSAPP_SEND: SendKind = { platform: 'whatsapp' };

export interface WhatsAppDestination {
  graph: GraphClient;
  phoneNumberId: string;
  accessToken: string | undefined;
  /** The end-user's wa_id, or business-scoped user id for username-only users. */
  to: string;
  /**
   * Our message id, sent as `biz_opaque_callback_data`: Meta echoes it in the status webhooks, which
   * tells a send a crash left unrecorded (see applyStatuses).
   */
  callbackData?: string;
}

/**
 * Sends one stored element to WhatsApp: POST /{phone_number_id}/messages per body,
 * resuming after `partsSent` bodies already accepted. Never throws; the outcome says whether to
 * record, retry later or give up.
 */
export async function sendWhatsApp(
  destination: WhatsAppDestination,
  element: FlowElement,
  partsSent: number,
): Promise<SendOutcome> {
  if (!destination.accessToken || !destination.phoneNumberId)
    return {
      kind: 'failed',
      partsSent,
      error: {
        code: 0,
        title: 'Not configured',
        message: 'Chatbot has no access token or phone_number_id',
        details: '',
      },
    };
  const bodies: WhatsAppSendBody[] = renderWhatsAppMessages(destination.to, { element });
  const callbackData = destination.callbackData;
  const payloads = callbackData
    ? bodies.map((body) => ({ ...body, biz_opaque_callback_data: callbackData }))
    : bodies;
  return sendGraphParts(
    destination.graph,
    `${encodeURIComponent(destination.phoneNumberId)}/messages`,
    payloads,
    partsSent,
    { token: destination.accessToken, kind: WHATSAPP_SEND },
  );
}

/** The runtime's WhatsApp sender: the chatbot's number and token, our message id echoed back by Meta. */
export function whatsAppSender(target: GraphTarget): ChannelSender {
  const graph = createGraphClient(target);
  return (chatbot, message, element, partsSent) =>
    sendWhatsApp(
      {
        graph,
        phoneNumberId: chatbot.phoneNumberId,
        accessToken: chatbot.accessToken,
        to: message.to,
        callbackData: message.id,
      },
      element,
      partsSent,
    );
}
