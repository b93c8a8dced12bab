import { ORPCError } from '@orpc/client';
import { apiOrigin } from './apiClient';
import { displayLanguage } from './i18n/displayLanguage';
import { getStoredToken } from './sessionStore';

/**
 * A multipart POST to `/api${path}` through XMLHttpRequest rather than the typed client: fetch
 * cannot say how much of a large file has gone, and the screens show it. Same headers and error
 * shape as the client (a refusal rejects with an ORPCError carrying the server's message, so
 * failureText reads it). `read` turns the parsed JSON body of a 2xx answer into the result, or
 * null when it is not what the route promises (then the call fails like a refusal); `signal`
 * aborts the upload.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  read: (body: Record<string, unknown> | null) => T | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}/api${path}`);
    const token = getStoredToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    const language = displayLanguage();
    request.setRequestHeader('accept-language', language === 'pseudo' ? 'fr' : language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      const result = request.status >= 200 && request.status < 300 ? read(body) : null;
      if (result !== null) {
        onProgress(100);
        resolve(result);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : '';
      reject(
        new ORPCError(`HTTP_${request.status}`, {
          status: request.status,
          message,
          data: message ? { success: false, message } : undefined,
        }),
      );
    };
    request.onerror = () => reject(new TypeError('network'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
