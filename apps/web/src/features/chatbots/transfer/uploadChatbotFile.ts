import { uploadWithProgress } from '../../../lib/uploadWithProgress';

export interface ImportedChatbot {
  chatbotId: string;
  warnings: string[];
}

/**
 * chatbotTransfer.import with the upload's progress (uploadWithProgress): the modal shows how much
 * of a 20 MB file has gone. A refusal rejects with an ORPCError carrying the server's French message.
 */
export function uploadChatbotFile(
  file: File,
  name: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImportedChatbot> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name.trim()) form.append('name', name.trim());
  return uploadWithProgress('/chatbots/import', form, readImported, onProgress, signal);
}

function readImported(body: Record<string, unknown> | null): ImportedChatbot | null {
  if (typeof body?.chatbot_id !== 'string') return null;
  const warnings = Array.isArray(body.warnings) ? body.warnings.filter(isText) : [];
  return { chatbotId: body.chatbot_id, warnings };
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}
