import { parseWhatsAppWebhook } from '@griot/channels/whatsapp/parseWhatsAppWebhook';
import { verifyHandshake } from '@griot/channels/whatsapp/verifyHandshake';
import { verifyWhatsAppSignature } from '@griot/channels/whatsapp/verifyWhatsAppSignature';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import { applyBroadcastWebhook } from '../../features/broadcasts/broadcastWebhooks';
import type { InboxItem } from '../../runtime/inboxEvent';
import {
  chatbotOfChannel,
  DELIVERY_ROUTE,
  keepRawJsonBodies,
  parseRawJson,
  webhookRefusal,
} from '../webhookSupport';
import { applyStatuses } from './applyStatuses';
import { storeInboundMedia } from './storeInboundMedia';

/** Meta sends batches of up to 1,000 updates; a few megabytes is plenty. */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * The WhatsApp Cloud API webhook of each chatbot, at /api/pipeline/whatsapp/{id} (the URL the
 * settings screen shows). GET is Meta's verification handshake; POST carries messages and
 * statuses, checked against X-Hub-Signature-256 over the raw bytes, then stored in the inbox and
 * answered at once: the conversation workers do the rest. Refusals are 4xx with a log line,
 * never a 5xx for bad input.
 */
export async function registerWhatsAppWebhook(api: FastifyInstance, services: Services): Promise<void> {
  const { runtime, log, config } = services;
  await api.register(async (scope) => {
    keepRawJsonBodies(scope, WEBHOOK_BODY_LIMIT);

    const loadChatbot = (id: string) => chatbotOfChannel(runtime, id, 'whatsapp');
    const refuse = webhookRefusal(log, 'whatsapp');

    scope.get<{ Params: { id: string } }>('/pipeline/whatsapp/:id', async (request, reply) => {
      const chatbot = await loadChatbot(request.params.id);
      if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
      const result = verifyHandshake(request.query, [
        chatbot.keywordWebhook,
        config.runtime.whatsappVerifyToken ?? '',
      ]);
      if (!result.ok) return refuse(reply, 403, 'verification failed', { chatbotId: chatbot.id });
      log.info({ chatbotId: chatbot.id }, 'whatsapp webhook verified');
      return reply.type('text/plain; charset=utf-8').send(result.challenge);
    });

    scope.post<{ Params: { id: string } }>(
      '/pipeline/whatsapp/:id',
      DELIVERY_ROUTE,
      async (request, reply) => {
        const chatbot = await loadChatbot(request.params.id);
        if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const secret = chatbot.appSecret ?? config.runtime.whatsappAppSecret;
        if (!raw) return refuse(reply, 415, 'expected a JSON body', { chatbotId: chatbot.id });
        if (!secret) return refuse(reply, 403, 'no app secret configured', { chatbotId: chatbot.id });
        if (
          !verifyWhatsAppSignature(raw, request.headers['x-hub-signature-256'] as string | undefined, secret)
        )
          return refuse(reply, 401, 'bad signature', { chatbotId: chatbot.id });
        const parsed = parseRawJson(raw);
        if (!parsed) return refuse(reply, 400, 'malformed JSON', { chatbotId: chatbot.id });
        const body = parsed.value;
        const webhook = parseWhatsAppWebhook(body);
        if (webhook.problems.length > 0)
          log.info(
            { chatbotId: chatbot.id, problems: webhook.problems.slice(0, 10) },
            'whatsapp webhook: parts skipped',
          );
        const ours = (phoneNumberId: string) =>
          chatbot.phoneNumberId !== '' && phoneNumberId === chatbot.phoneNumberId;
        const messages = webhook.messages.filter((message) => ours(message.phoneNumberId));
        const statuses = webhook.statuses.filter((status) => ours(status.phoneNumberId));
        const foreign = webhook.messages.length - messages.length + webhook.statuses.length - statuses.length;
        if (foreign > 0 && messages.length === 0 && statuses.length === 0)
          return refuse(reply, 403, 'phone_number_id is not this chatbot’s', {
            chatbotId: chatbot.id,
            foreign,
          });
        if (foreign > 0)
          log.warn({ chatbotId: chatbot.id, foreign }, 'whatsapp webhook: foreign phone_number_id ignored');

        const items: InboxItem[] = messages.map((message) => ({
          chatbotId: chatbot.id,
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
              ...(message.media
                ? { media_id: message.media.id, mime_type: message.media.mimeType ?? '' }
                : {}),
            },
          },
        }));
        // Nothing of the delivery is applied when the inbox cannot keep up: Meta delivers it again.
        if (items.length > 0) await runtime.checkAccepting();
        // The two status writers update the same message rows (a broadcast's message follows its
        // recipient): one after the other, or two of them could lock those rows in opposite orders.
        await Promise.all([
          runtime.receive(items),
          applyStatuses(services.db, chatbot.id, statuses).then(() =>
            applyBroadcastWebhook(services.db, chatbot.id, body, messages, statuses),
          ),
        ]);
        // Photos, voice notes and documents are fetched from Meta after the answer (their URLs expire).
        for (const message of messages)
          if (message.media)
            void storeInboundMedia(
              {
                db: services.db,
                files: services.files,
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
        return reply.type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
      },
    );
  });
}
