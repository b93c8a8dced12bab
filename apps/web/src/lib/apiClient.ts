import routes from 'virtual:contract-routes';
import { API_TIMEOUT_MS } from '@griot/contract/constants';
import type { contract } from '@griot/contract/contract';
import type { ErrorBody } from '@griot/contract/errorBody';
import { createORPCClient, ORPCError } from '@orpc/client';
import type { ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { displayLanguage } from './i18n/displayLanguage';
import { getStoredToken } from './sessionStore';

/** Per-call options: uploads pass a longer time-out than the default 15 s. */
export interface ApiCallContext {
  timeoutMs?: number;
}

/** The API's origin: VITE_API_BASE when the API lives on another host, else this page's origin. */
export function apiOrigin(): string {
  return (import.meta.env.VITE_API_BASE || window.location.origin).replace(/\/+$/, '');
}

const link = new OpenAPILink<ApiCallContext>(routes, {
  url: () => `${apiOrigin()}/api`,
  headers: () => {
    const token = getStoredToken();
    // The server answers its messages in the language the screens are shown in.
    const language = displayLanguage();
    const headers = { 'accept-language': language === 'pseudo' ? 'fr' : language };
    return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
  },
  fetch: (request, init, options) =>
    fetch(request, {
      ...init,
      signal: AbortSignal.any([
        request.signal,
        AbortSignal.timeout(options.context.timeoutMs ?? API_TIMEOUT_MS),
      ]),
    }),
  customErrorResponseBodyDecoder: (body, response) =>
    isErrorBody(body)
      ? new ORPCError(`HTTP_${response.status}`, {
          status: response.status,
          message: body.message,
          data: body,
        })
      : null,
});

/** The typed API: `api.auth.login(input)` and so on, one method per contract call. */
export const api: ContractRouterClient<typeof contract, ApiCallContext> = createORPCClient(link);

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'success' in body &&
    body.success === false &&
    'message' in body
  );
}
