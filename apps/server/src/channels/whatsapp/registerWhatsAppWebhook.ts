import {
  parseWhatsAppAccountEvents,
  type WhatsAppAccountEvent,
} from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import { parseWhatsAppWebhook } from '@griot/channels/whatsapp/parseWhatsAppWebhook';
import type { InboundWhatsAppMessage, WhatsAppStatus } from '@griot/channels/whatsapp/whatsAppTypes';
import type { Database } from '@griot/db/openDatabase';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import type { InboxItem } from '../../runtime/inboxEvent';
import { registerMetaWebhook } from '../meta/registerMetaWebhook';
import { applyStatuses } from './applyStatuses';
import { storeInboundMedia } from './storeInboundMedia';

/** Meta sends batches of up to 1,000 updates; a few megabytes is plenty. */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * What else reads a delivery once its statuses are applied: the broadcasts (their recipients'
 * statuses, STOP). Given by the app, as a channel knows no feature.
 */
export type AfterWhatsAppStatuses = (
  db: Database,
  chatbotId: string,
  body: unknown,
  messages: readonly InboundWhatsAppMessage[],
  statuses: readonly WhatsAppStatus[],
) => Promise<unknown>;

/**
 * What reads the account-level changes of a delivery (templates reviewed, the number's quality and
 * limit, account decisions), for the chatbot whose webhook received them. Given by the app.
 */
export type AfterWhatsAppAccountEvents = (
  db: Database,
  chatbotId: string,
  events: readonly WhatsAppAccountEvent[],
) => Promise<unknown>;

/**
 * The WhatsApp Cloud API webhook of each chatbot, at /api/pipeline/whatsapp/{id} (Meta's
 * handshake and signed deliveries: registerMetaWebhook). A delivery carries messages, stored in
 * the inbox, and statuses, applied to the messages we sent; only those of the chatbot's own
 * phone_number_id are kept. Photos, voice notes and documents are fetched from Meta after the
 * answer (their URLs expire).
 */
export async function registerWhatsAppWebhook(
  api: FastifyInstance,
  services: Services,
  afterStatuses: AfterWhatsAppStatuses,
  afterAccountEvents: AfterWhatsAppAccountEvents,
): Promise<void> {
  const { db, files, log, config } = services;
  await registerMetaWebhook(api, services, {
    channel: 'whatsapp',
    bodyLimit: WEBHOOK_BODY_LIMIT,
    appSecret: (chatbot) => chatbot.appSecret ?? config.runtime.whatsappAppSecret,
    foreignName: 'phone_number_id',
    readDelivery(chatbot, body) {
      const webhook = parseWhatsAppWebhook(body);
      const ours = (phoneNumberId: string) =>
        chatbot.phoneNumberId !== '' && phoneNumberId === chatbot.phoneNumberId;
      const messages = webhook.messages.filter((message) => ours(message.phoneNumberId));
      const statuses = webhook.statuses.filter((status) => ours(status.phoneNumberId));
      const foreign = webhook.messages.length - messages.length + webhook.statuses.length - statuses.length;
      if (foreign > 0 && messages.length === 0 && statuses.length === 0)
        return {
          skipped: webhook.problems,
          // i18n-exempt: logged and answered to Meta's webhook, never shown on a screen
          refused: { status: 403, reason: 'phone_number_id is not this chatbot’s', details: { foreign } },
        };
      return {
        skipped: webhook.problems,
        foreign,
        items: messages.map((message) => toInboxItem(chatbot.id, message)),
        // The two status writers update the same message rows (a broadcast's message follows its
        // recipient): one after the other, or two of them could lock those rows in opposite orders.
        alongside: () => {
          const events = parseWhatsAppAccountEvents(body);
          return Promise.all([
            applyStatuses(db, chatbot.id, statuses).then(() =>
              afterStatuses(db, chatbot.id, body, messages, statuses),
            ),
            events.length > 0 ? afterAccountEvents(db, chatbot.id, events) : undefined,
          ]);
        },
        afterwards: () => {
          for (const message of messages)
            if (message.media)
              void storeInboundMedia(
                {
                  db,
                  files,
                  source: {
                    graphApiUrl: config.runtime.graphApiUrl,
                    graphApiVersion: config.runtime.graphApiVersion,
                    accessToken: chatbot.accessToken,
                  },
                },
                { chatbotId: chatbot.id, wamid: message.id, media: message.media },
              ).catch((error: unknown) =>
                log.warn({ err: error, chatbotId: chatbot.id }, 'inbound media not stored'),
              );
        },
      };
    },
  });
}

function toInboxItem(chatbotId: string, message: InboundWhatsAppMessage): InboxItem {
  return {
    chatbotId,
    channel: 'whatsapp',
    sender: message.identity,
    externalId: message.id,
    event: {
      kind: 'user',
      event: message.event,
      sourceType: message.type,
      profile: { name: message.profileName, phone: message.waId ? `+${message.waId}` : undefined },
      meta: {
        phone_number_id: message.phoneNumberId,
        ...(message.contextId ? { context_id: message.contextId } : {}),
        ...(message.media ? { media_id: message.media.id, mime_type: message.media.mimeType ?? '' } : {}),
      },
    },
  };
}
