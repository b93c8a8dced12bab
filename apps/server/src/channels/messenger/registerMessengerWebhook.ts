import type { InboundMessengerMessage } from '@griot/channels/messenger/messengerTypes';
import { parseMessengerWebhook } from '@griot/channels/messenger/parseMessengerWebhook';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import type { InboxItem } from '../../runtime/inboxEvent';
import { registerMetaWebhook } from '../meta/registerMetaWebhook';

/** Meta batches page events; a few megabytes is plenty. */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * The Messenger webhook of each chatbot, at /api/pipeline/messenger/{id} (Meta's handshake and
 * signed deliveries: registerMetaWebhook; the chatbot's app secret, else MESSENGER_APP_SECRET).
 * Page events are kept only for the chatbot's own page and stored under their mid.
 */
export async function registerMessengerWebhook(api: FastifyInstance, services: Services): Promise<void> {
  const { config } = services;
  await registerMetaWebhook(api, services, {
    channel: 'messenger',
    bodyLimit: WEBHOOK_BODY_LIMIT,
    appSecret: (chatbot) => chatbot.appSecret ?? config.runtime.messengerAppSecret,
    foreignName: 'page',
    readDelivery(chatbot, body) {
      const webhook = parseMessengerWebhook(body);
      if (webhook.messages.length === 0 && webhook.problems.includes('body is not a page webhook'))
        return { refused: { status: 400, reason: 'not a page webhook' } };
      const skipped = webhook.problems;
      // A Messenger chatbot's channel account id (phone_number_id column) is its Facebook Page id:
      // an app's secret signs the events of every page it serves, so the signature alone does not
      // say the event is for this chatbot's page.
      const pageId = chatbot.phoneNumberId;
      if (pageId === '') return { skipped, refused: { status: 403, reason: 'no page id configured' } };
      const messages = webhook.messages.filter((message) => message.pageId === pageId);
      const foreign = webhook.messages.length - messages.length;
      if (foreign > 0 && messages.length === 0)
        return {
          skipped,
          // i18n-exempt: logged and answered to Meta's webhook, never shown on a screen
          refused: { status: 403, reason: 'page id is not this chatbot’s', details: { foreign } },
        };
      return { skipped, foreign, items: messages.map((message) => toInboxItem(chatbot.id, message)) };
    },
  });
}

function toInboxItem(chatbotId: string, message: InboundMessengerMessage): InboxItem {
  return {
    chatbotId,
    channel: 'messenger',
    sender: message.psid,
    // A postback without mid is named by the parser after its timestamp only: add the sender.
    externalId: /^postback:\d+$/.test(message.id) ? `${message.psid}:${message.timestamp}` : message.id,
    event: { kind: 'user', event: message.event, meta: { page_id: message.pageId } },
  };
}
