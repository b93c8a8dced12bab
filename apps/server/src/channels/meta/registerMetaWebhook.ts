import { verifyHubSignature } from '@griot/channels/verifyHubSignature';
import { verifyHandshake } from '@griot/channels/whatsapp/verifyHandshake';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import type { ChatbotRuntime } from '../../runtime/chatbotRuntimeCache';
import type { InboxItem } from '../../runtime/inboxEvent';
import {
  chatbotOfChannel,
  DELIVERY_ROUTE,
  keepRawJsonBodies,
  parseRawJson,
  webhookRefusal,
} from '../webhookSupport';

/** What differs between the webhooks of Meta's platforms (WhatsApp, Messenger). */
export interface MetaWebhook {
  channel: 'whatsapp' | 'messenger';
  /** The largest delivery accepted: Meta batches its updates. */
  bodyLimit: number;
  /** The secret Meta signs this chatbot's deliveries with: its own app's, else the platform's. */
  appSecret: (chatbot: ChatbotRuntime) => string | undefined;
  /** How a delivery for another account of the same app is named in the logs ('page'…). */
  foreignName: string;
  /** The verified JSON read into what to store, or the refusal when it is not this chatbot's. */
  readDelivery: (chatbot: ChatbotRuntime, body: unknown) => MetaDelivery | MetaRefusal;
}

export interface MetaDelivery {
  /** Parts of the body that could not be read: logged, the rest is kept. */
  skipped?: readonly string[];
  /** Updates for another account of the same app, left out. */
  foreign?: number;
  items: InboxItem[];
  /** Written along with the items (WhatsApp's delivery statuses). */
  alongside?: () => Promise<unknown>;
  /** Started once the delivery is stored, after nothing waits for it (WhatsApp's media to fetch). */
  afterwards?: () => void;
}

export interface MetaRefusal {
  skipped?: readonly string[];
  refused: { status: number; reason: string; details?: Record<string, unknown> };
}

/**
 * The webhook of one Meta platform for each chatbot, at /api/pipeline/{channel}/{id} (the URL the
 * settings screen shows). GET is Meta's verification handshake: the chatbot's keyword_webhook or
 * WHATSAPP_VERIFY_TOKEN. POST carries the updates, checked against X-Hub-Signature-256 over the
 * raw bytes (in constant time), read by the platform, stored in the inbox under their ids (a
 * redelivery is ignored) and answered at once: the conversation workers do the rest. When the
 * inbox cannot keep up, the delivery is refused before anything of it is applied, and Meta
 * delivers it again. Refusals are 4xx with a log line, never a 5xx for bad input.
 */
export async function registerMetaWebhook(
  api: FastifyInstance,
  services: Services,
  webhook: MetaWebhook,
): Promise<void> {
  const { runtime, log, config } = services;
  const { channel } = webhook;
  await api.register(async (scope) => {
    keepRawJsonBodies(scope, webhook.bodyLimit);

    const loadChatbot = (id: string) => chatbotOfChannel(runtime, id, channel);
    const refuse = webhookRefusal(log, channel);

    scope.get<{ Params: { id: string } }>(`/pipeline/${channel}/:id`, async (request, reply) => {
      const chatbot = await loadChatbot(request.params.id);
      if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
      const result = verifyHandshake(request.query, [
        chatbot.keywordWebhook,
        config.runtime.whatsappVerifyToken ?? '',
      ]);
      if (!result.ok) return refuse(reply, 403, 'verification failed', { chatbotId: chatbot.id });
      log.info({ chatbotId: chatbot.id }, `${channel} webhook verified`);
      return reply.type('text/plain; charset=utf-8').send(result.challenge);
    });

    scope.post<{ Params: { id: string } }>(
      `/pipeline/${channel}/:id`,
      DELIVERY_ROUTE,
      async (request, reply) => {
        const chatbot = await loadChatbot(request.params.id);
        if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const secret = webhook.appSecret(chatbot);
        if (!raw) return refuse(reply, 415, 'expected a JSON body', { chatbotId: chatbot.id });
        if (!secret) return refuse(reply, 403, 'no app secret configured', { chatbotId: chatbot.id });
        if (!verifyHubSignature(raw, request.headers['x-hub-signature-256'] as string | undefined, secret))
          return refuse(reply, 401, 'bad signature', { chatbotId: chatbot.id });
        const parsed = parseRawJson(raw);
        if (!parsed) return refuse(reply, 400, 'malformed JSON', { chatbotId: chatbot.id });

        const delivery = webhook.readDelivery(chatbot, parsed.value);
        if (delivery.skipped && delivery.skipped.length > 0)
          log.info(
            { chatbotId: chatbot.id, problems: delivery.skipped.slice(0, 10) },
            `${channel} webhook: parts skipped`,
          );
        if ('refused' in delivery) {
          const { status, reason, details } = delivery.refused;
          return refuse(reply, status, reason, { chatbotId: chatbot.id, ...details });
        }
        const foreign = delivery.foreign ?? 0;
        if (foreign > 0)
          log.warn(
            { chatbotId: chatbot.id, foreign },
            `${channel} webhook: foreign ${webhook.foreignName} ignored`,
          );
        // Nothing of the delivery is applied when the inbox cannot keep up: Meta delivers it again.
        if (delivery.items.length > 0) await runtime.checkAccepting();
        await Promise.all([runtime.receive(delivery.items), delivery.alongside?.()]);
        delivery.afterwards?.();
        return reply.type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
      },
    );
  });
}
