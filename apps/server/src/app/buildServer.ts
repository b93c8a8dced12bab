import fastifyStatic from '@fastify/static';
import { messages } from '@griot/contract/messages';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Services } from '../api/appContext';
import { registerOperationsRoutes } from './operationsRoutes';
import { registerOverloadGuard } from './overloadGuard';
import { registerApi } from './registerApi';
import { inRequestLanguage, registerRequestLanguage } from './requestLanguageHooks';
import { API_CSP, registerSecurityHeaders, setSecurityHeaders } from './securityHeaders';

/** JSON bodies above this are refused with a 413 (uploads have their own, larger limits). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The spec gives uploads 120 s; a little more for the rest of the request. */
const REQUEST_TIMEOUT_MS = 150_000;

/** The whole HTTP server: the API under /api and the built web app at /. */
export async function buildServer(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log,
    trustProxy: services.config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    // A whole request (a 15 MB document on a slow mobile link included) must arrive within this;
    // a client dribbling bytes to hold a connection open is cut off.
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors: answerFrameworkError,
    // Every log line of a request carries its id (reqId); behind a trusted proxy the proxy's
    // X-Request-Id is kept, so one id follows a request across the load balancer and Griot.
    requestIdHeader: services.config.trustProxy ? 'x-request-id' : false,
  });
  // First of all: everything after it runs in the caller's language.
  registerRequestLanguage(app);
  // Callback-style hooks here and below: every request runs them, and an async hook costs a
  // promise and a turn of the microtask queue each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app, {
    graphApiUrl: services.config.runtime.graphApiUrl,
    trustProxy: services.config.trustProxy,
  });
  if (services.config.overloadGuard !== false) await registerOverloadGuard(app);
  await registerOperationsRoutes(app, services);

  await registerApi(app, services);
  await registerWebApp(app, services.config.webDistDir);
  return app;
}

/** Errors met before routing (a malformed URL such as /%zz): the caller's language, JSON, with our headers. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(reply);
  // This answer skips the onSend hooks that give every other one its policy: a JSON error needs
  // none of the app's permissions.
  reply.header('Content-Security-Policy', API_CSP);
  const message = inRequestLanguage(request, () =>
    error.code === 'FST_ERR_BAD_URL' ? messages.common.invalidUrl : messages.common.invalidRequest,
  );
  void reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, error: message, message }));
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other path so
 * the client-side routes (/login, /dashboard/...) load on a refresh.
 */
async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  if (!webDistDir) {
    app.setNotFoundHandler((_request, reply) =>
      reply
        .code(404)
        .type('text/plain; charset=utf-8')
        // i18n-exempt: a developer's hint, only when the server runs without the web app's build
        .send("L'application web n'est pas construite : lancez « npm run build »."),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // @fastify/static answers a directory (the root "/") with 403 when `index` is off: the root is
  // the app's first address (the client redirects / to /login), so serve it.
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const message = inRequestLanguage(request, () => messages.common.notFound);
      return reply.code(404).send({ success: false, error: message, message });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
