import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@griot/contract/messages';
import { OpenAPIHandler } from '@orpc/openapi/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Services } from '../api/appContext';
import { encodeErrorBody, toClientError } from '../api/errorResponses';
import { registerMessengerWebhook } from '../channels/messenger/registerMessengerWebhook';
import { registerTelegramWebhook } from '../channels/telegram/registerTelegramWebhook';
import { registerWebChatWidget } from '../channels/web/widget/registerWebChatWidget';
import { registerWhatsAppWebhook } from '../channels/whatsapp/registerWhatsAppWebhook';
import { registerAccountExport } from '../features/account/registerAccountExport';
import { registerAnalyticsExport } from '../features/analytics/export/registerAnalyticsExport';
import { peekCaptchaAnswer } from '../features/auth/captchaChallenges';
import { applyBroadcastWebhook } from '../features/broadcasts/broadcastWebhooks';
import { registerCampaignReport } from '../features/campaigns/results/registerCampaignReport';
import { registerChatbotExport } from '../features/chatbotTransfer/registerChatbotExport';
import { registerSubscribersExport } from '../features/contacts/registerSubscribersExport';
import { registerLiveEvents } from '../features/conversations/registerLiveEvents';
import { registerEndUsersStream } from '../features/endUsers/registerEndUsersStream';
import { registerInboxEvents } from '../features/inboxReplies/registerInboxEvents';
import { ServiceBusyError } from '../lib/serviceBusyError';
import { hasUnstorableText } from '../lib/unstorableText';
import { payloadTooLargeMessage, registerBodyLimits } from './bodyLimits';
import { campaignResultsWords } from './campaignResultsWords';
import { multipartRefusal, registerMultipartUploads } from './multipartUploads';
import { openApiDocument } from './openApiDocument';
import { registerPublicFiles } from './publicFiles';
import { inRequestLanguage } from './requestLanguageHooks';
import { router } from './router';
import { swaggerPage, swaggerPageCsp } from './swaggerPage';
import { applyWhatsAppAccountEvents } from './whatsAppAccountEvents';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * Mounts the API under /api: the contract's procedures through oRPC's OpenAPI handler, the
 * generated OpenAPI document and its docs page, and JSON errors for everything that goes wrong
 * before a procedure runs (unknown route, bad JSON, body too large).
 */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  const handler = new OpenAPIHandler<AppContext>(router, {
    customErrorResponseBodyEncoder: encodeErrorBody,
    clientInterceptors: [
      async ({ next }) => {
        try {
          return await next();
        } catch (error) {
          throw toClientError(error, (unexpected) =>
            services.log.error({ err: unexpected }, 'procedure failed'),
          );
        }
      },
    ],
  });

  await app.register(
    async (api) => {
      // A body refused while it was read (bad JSON, too large) reaches here outside the request's scope.
      api.setErrorHandler((error: FastifyError, request, reply) =>
        inRequestLanguage(request, () => sendFastifyError(error, request, reply)),
      );
      api.setNotFoundHandler((_request, reply) => sendError(reply, 404, messages.common.routeNotFound));

      // Multipart bodies (uploads): files streamed to temporary files, handed on as a FormData.
      registerMultipartUploads(api, path.join(services.config.dataDir, 'tmp', 'uploads'));
      registerBodyLimits(api);
      // One place for every call: text PostgreSQL cannot store is refused before any handler runs.
      api.addHook('preValidation', refuseUnstorableInput);
      // The stored files, from the folder or the S3-compatible store.
      registerPublicFiles(api, services);

      api.get('/openapi.json', async () => openApiDocument(services.config.publicUrl));
      api.get('/docs', async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', swaggerPageCsp('/api'))
          .send(swaggerPage('/api')),
      );
      await api.register(fastifyStatic, {
        root: swaggerUiDir,
        prefix: '/docs/assets/',
        decorateReply: false,
        index: false,
      });

      await registerWhatsAppWebhook(api, services, applyBroadcastWebhook, applyWhatsAppAccountEvents);
      await registerTelegramWebhook(api, services);
      await registerMessengerWebhook(api, services);
      registerLiveEvents(api, services);
      registerInboxEvents(api, services);
      registerWebChatWidget(api, services);
      if (services.config.nodeEnv === 'test') registerTestSeams(api, services);

      const answerByContract = async (request: FastifyRequest, reply: FastifyReply) => {
        const context: AppContext = {
          ...services,
          request: {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            authorization: request.headers.authorization,
          },
        };
        const { matched } = await handler.handle(request, reply, { prefix: '/api', context });
        if (!matched) return sendError(reply, 404, messages.common.routeNotFound);
        return reply;
      };
      // Calls of the contract whose large answers are streamed (a procedure answers one whole
      // value): their own routes, before the procedures'.
      registerEndUsersStream(api, services, answerByContract);
      registerAccountExport(api, services);
      registerChatbotExport(api, services);
      registerAnalyticsExport(api, services);
      registerCampaignReport(api, services, campaignResultsWords);
      registerSubscribersExport(api, services);
      api.all('/*', answerByContract);
    },
    { prefix: '/api' },
  );
}

/**
 * Refuses a call whose path, query or body holds a NUL or a lone surrogate (PostgreSQL stores
 * neither): a French 400 instead of a 500 from deep inside a handler. Webhook bodies are raw
 * bytes here; the webhooks replace such characters after their signature check.
 */
function refuseUnstorableInput(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  let path: string;
  try {
    path = decodeURIComponent(request.url);
  } catch {
    // Answered here: Fastify runs nothing more for this request (done is not called).
    sendError(reply, 400, messages.common.invalidUrl);
    return;
  }
  const body = request.body instanceof FormData ? formDataStrings(request.body) : request.body;
  if (hasUnstorableText(path) || hasUnstorableText(request.query) || hasUnstorableText(body)) {
    request.log.warn({ url: request.routeOptions.url }, 'call refused: unstorable characters');
    sendError(reply, 400, messages.common.unstorableText);
    return;
  }
  done();
}

function formDataStrings(form: FormData): string[] {
  const strings: string[] = [];
  for (const [name, value] of form.entries()) {
    strings.push(name, typeof value === 'string' ? value : value.name);
  }
  return strings;
}

function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: message, message });
}

/** Errors Fastify raises itself, before oRPC sees the request. */
function sendFastifyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (error instanceof ServiceBusyError) {
    request.log.warn({ reason: error.message }, 'request refused: try again later');
    return sendError(
      reply.header('Retry-After', String(error.retryAfterSeconds)),
      503,
      messages.common.overloaded,
    );
  }
  if (status === 413) return sendError(reply, 413, payloadTooLargeMessage(request.url));
  if (status === 415) return sendError(reply, 415, messages.common.unsupportedMediaType);
  const refusedUpload = multipartRefusal(error);
  if (refusedUpload) return sendError(reply, refusedUpload.status, refusedUpload.message);
  if (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
    return sendError(reply, 400, messages.common.invalidJson);
  }
  if (status >= 400 && status < 500) return sendError(reply, status, messages.common.invalidRequest);
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, messages.common.internal);
}

/**
 * Routes that exist only when NODE_ENV=test, for automated tests to do what a person does with
 * their eyes: read the captcha.
 */
function registerTestSeams(api: FastifyInstance, services: Services): void {
  api.get<{ Params: { id: string } }>('/testing/captcha/:id', async (request, reply) => {
    const answer = /^[0-9a-f-]{36}$/.test(request.params.id)
      ? await peekCaptchaAnswer(services.db, request.params.id)
      : undefined;
    if (!answer) return sendError(reply, 404, messages.common.routeNotFound);
    return { answer };
  });
}
