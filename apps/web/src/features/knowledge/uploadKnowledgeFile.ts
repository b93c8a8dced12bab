import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { apiOrigin } from '../../lib/apiClient';
import { getStoredToken } from '../../lib/sessionStore';

/** An upload refused or failed, with the screen's French message. */
export class UploadError extends Error {}

/**
 * POSTs files to /api/upload/knowledge/jarvis/{id} (multipart field `files`) with
 * XMLHttpRequest, the one browser API that reports upload progress; 120 s time-out.
 */
export function uploadKnowledgeFiles(
  chatbotId: string,
  files: readonly File[],
  onProgress: (sentBytes: number) => void,
): Promise<{ message: string }> {
  return new Promise((resolve, reject) => {
    const token = getStoredToken();
    if (!token) return reject(new UploadError(m.noUserData));
    const form = new FormData();
    for (const file of files) form.append('files', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}/api/upload/knowledge/jarvis/${encodeURIComponent(chatbotId)}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.timeout = KNOWLEDGE_LIMITS.uploadTimeoutMs;
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.ontimeout = () => reject(new UploadError(m.uploadTimeout));
    request.onerror = () => reject(new UploadError(m.uploadFailed));
    request.onload = () => {
      let body: { message?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as { message?: unknown };
      } catch {
        // Not JSON (a proxy's page): the status decides.
      }
      const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
      if (request.status >= 200 && request.status < 300) return resolve({ message: serverMessage ?? '' });
      if (request.status === 401) return reject(new UploadError(m.uploadUnauthorized));
      if (request.status === 400) return reject(new UploadError(serverMessage ?? m.uploadBadRequest));
      if (request.status === 413) return reject(new UploadError(m.uploadTooLarge));
      if (request.status === 500) return reject(new UploadError(m.uploadServerError));
      reject(new UploadError(serverMessage ?? m.uploadFailed));
    };
    request.send(form);
  });
}
