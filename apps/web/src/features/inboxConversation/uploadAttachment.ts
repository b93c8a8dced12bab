import { ORPCError } from '@orpc/client';
import { apiOrigin } from '../../lib/apiClient';
import { displayLanguage } from '../../lib/i18n/displayLanguage';
import { getStoredToken } from '../../lib/sessionStore';
import type { AttachmentKind } from './attachments';

export interface UploadedAttachment {
  path: string;
  kind: AttachmentKind;
  filename: string;
}

/**
 * inbox.upload through XMLHttpRequest rather than the typed client: fetch cannot report how much
 * of a 16 MB file has gone, and the composer shows it. Same route, headers and error shape as the
 * client (a refusal rejects with an ORPCError carrying the server's message, so failureText reads
 * it); `signal` aborts when the agent removes the file.
 */
export function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}/api/inbox/upload`);
    const token = getStoredToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    const language = displayLanguage();
    request.setRequestHeader('accept-language', language === 'pseudo' ? 'fr' : language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && isUploaded(body)) {
        onProgress(100);
        resolve({ path: body.path, kind: body.kind, filename: body.filename });
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
    const form = new FormData();
    form.append('file', file, file.name);
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

function isUploaded(
  body: Record<string, unknown> | null,
): body is Record<string, unknown> & UploadedAttachment {
  return (
    body !== null &&
    typeof body.path === 'string' &&
    typeof body.filename === 'string' &&
    ['image', 'document', 'audio'].includes(String(body.kind))
  );
}
