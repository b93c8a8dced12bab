import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LanguageScope, runInScope, scopeFromAcceptLanguage } from '../lib/requestLanguage';

const scopeOfRequest = new WeakMap<FastifyRequest, LanguageScope>();

/**
 * Every request is answered in its caller's language (lib/requestLanguage.ts): the scope is opened
 * from Accept-Language before anything else runs, and the rest of the request runs inside it —
 * the hooks, the oRPC procedures, the plain routes and the streams they start. The session,
 * once resolved, may change it to the account's setting (api/sessions.ts).
 *
 * Fastify reads a body from the socket's events, which run outside the scope: the hooks after
 * the body (preValidation on) and the handler enter it again.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = scopeFromAcceptLanguage(request.headers['accept-language']);
    scopeOfRequest.set(request, scope);
    runInScope(scope, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOfRequest.get(request);
    if (scope) runInScope(scope, done);
    else done();
  });
}

/**
 * Runs `work` in the request's language where Fastify calls back outside the request's scope: an
 * error met while reading the body, a URL refused before routing.
 */
export function inRequestLanguage<T>(request: FastifyRequest, work: () => T): T {
  const scope = scopeOfRequest.get(request) ?? scopeFromAcceptLanguage(request.headers['accept-language']);
  return runInScope(scope, work);
}
