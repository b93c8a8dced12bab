import { parseMessengerWebhook } from '@griot/channels/messenger/parseMessengerWebhook';
import { verifyMessengerSignature } from '@griot/channels/messenger/verifyMessengerSignature';
import { verifyHandshake } from '@griot/channels/whatsapp/verifyHandshake';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import type { InboxItem } from '../../runtime/inboxEvent';
import {
  chatbotOfChannel,
  DELIVERY_ROUTE,
  keepRawJsonBodies,
  parseRawJson,
  webhookRefusal,
} from '../webhookSupport';

/** Meta batches page events; a few megabytes is plenty. */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * The Messenger webhook of each chatbot, at /api/pipeline/messenger/{id}. GET is Meta's
 * verification handshake (the chatbot's keyword_webhook or WHATSAPP_VERIFY_TOKEN); POST carries
 * page events, checked against X-Hub-Signature-256 over the raw bytes (the chatbot's app secret,
 * else MESSENGER_APP_SECRET) and against the chatbot's page id, then stored in the inbox under their mid (a redelivery is ignored)
 * and answered at once. Refusals are 4xx with a log line, never a 5xx for bad input.
 */
export async function registerMessengerWebhook(api: FastifyInstance, services: Services): Promise<void> {
  const { runtime, log, config } = services;
  await api.register(async (scope) => {
    keepRawJsonBodies(scope, WEBHOOK_BODY_LIMIT);

    const loadChatbot = (id: string) => chatbotOfChannel(runtime, id, 'messenger');
    const refuse = webhookRefusal(log, 'messenger');

    scope.get<{ Params: { id: string } }>('/pipeline/messenger/:id', async (request, reply) => {
      const chatbot = await loadChatbot(request.params.id);
      if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
      const result = verifyHandshake(request.query, [
        chatbot.keywordWebhook,
        config.runtime.whatsappVerifyToken ?? '',
      ]);
      if (!result.ok) return refuse(reply, 403, 'verification failed', { chatbotId: chatbot.id });
      log.info({ chatbotId: chatbot.id }, 'messenger webhook verified');
      return reply.type('text/plain; charset=utf-8').send(result.challenge);
    });

    scope.post<{ Params: { id: string } }>(
      '/pipeline/messenger/:id',
      DELIVERY_ROUTE,
      async (request, reply) => {
        const chatbot = await loadChatbot(request.params.id);
        if (!chatbot) return refuse(reply, 404, 'unknown chatbot', { chatbotId: request.params.id });
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const secret = chatbot.appSecret ?? config.runtime.messengerAppSecret;
        if (!raw) return refuse(reply, 415, 'expected a JSON body', { chatbotId: chatbot.id });
        if (!secret) return refuse(reply, 403, 'no app secret configured', { chatbotId: chatbot.id });
        if (
          !verifyMessengerSignature(raw, request.headers['x-hub-signature-256'] as string | undefined, secret)
        )
          return refuse(reply, 401, 'bad signature', { chatbotId: chatbot.id });
        const parsed = parseRawJson(raw);
        if (!parsed) return refuse(reply, 400, 'malformed JSON', { chatbotId: chatbot.id });
        const body = parsed.value;
        const webhook = parseMessengerWebhook(body);
        if (webhook.messages.length === 0 && webhook.problems.includes('body is not a page webhook'))
          return refuse(reply, 400, 'not a page webhook', { chatbotId: chatbot.id });
        if (webhook.problems.length > 0)
          log.info(
            { chatbotId: chatbot.id, problems: webhook.problems.slice(0, 10) },
            'messenger webhook: parts skipped',
          );
        // A Messenger chatbot's channel account id (phone_number_id column) is its Facebook Page id:
        // an app's secret signs the events of every page it serves, so the signature alone does not
        // say the event is for this chatbot's page.
        const pageId = chatbot.phoneNumberId;
        if (pageId === '') return refuse(reply, 403, 'no page id configured', { chatbotId: chatbot.id });
        const messages = webhook.messages.filter((message) => message.pageId === pageId);
        const foreign = webhook.messages.length - messages.length;
        if (foreign > 0 && messages.length === 0)
          return refuse(reply, 403, 'page id is not this chatbot’s', { chatbotId: chatbot.id, foreign });
        if (foreign > 0)
          log.warn({ chatbotId: chatbot.id, foreign }, 'messenger webhook: foreign page ignored');
        const items: InboxItem[] = messages.map((message) => ({
          chatbotId: chatbot.id,
          channel: 'messenger',
          sender: message.psid,
          // A postback without mid is named by the parser after its timestamp only: add the sender.
          externalId: /^postback:\d+$/.test(message.id) ? `${message.psid}:${message.timestamp}` : message.id,
          event: {
            kind: 'user',
            event: message.event,
            meta: { page_id: message.pageId },
          },
        }));
        if (items.length > 0) await runtime.checkAccepting();
        await runtime.receive(items);
        return reply.type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
      },
    );
  });
}
