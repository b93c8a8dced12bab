import { ORPCError } from '@orpc/client';
import { apiOrigin } from '../../../lib/apiClient';
import { displayLanguage } from '../../../lib/i18n/displayLanguage';
import { getStoredToken } from '../../../lib/sessionStore';

export interface ImportedChatbot {
  chatbotId: string;
  warnings: string[];
}

/**
 * chatbotTransfer.import through XMLHttpRequest rather than the typed client: fetch cannot say how
 * much of a 20 MB file has gone, and the modal shows it. Same route, headers and error shape as
 * the client (a refusal rejects with an ORPCError carrying the server's French message).
 */
export function uploadChatbotFile(
  file: File,
  name: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImportedChatbot> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}/api/chatbots/import`);
    const token = getStoredToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    const language = displayLanguage();
    request.setRequestHeader('accept-language', language === 'pseudo' ? 'fr' : language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && typeof body?.chatbot_id === 'string') {
        onProgress(100);
        const warnings = Array.isArray(body.warnings) ? body.warnings.filter(isText) : [];
        resolve({ chatbotId: body.chatbot_id, warnings });
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
    if (name.trim()) form.append('name', name.trim());
    request.send(form);
  });
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
