import { uploadWithProgress } from '../../lib/uploadWithProgress';
import type { AttachmentKind } from './attachments';

export interface UploadedAttachment {
  path: string;
  kind: AttachmentKind;
  filename: string;
}

/**
 * inbox.upload with the upload's progress (uploadWithProgress): the composer shows how much of a
 * 16 MB file has gone. A refusal rejects with an ORPCError carrying the server's message, so
 * failureText reads it; `signal` aborts when the agent removes the file.
 */
export function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress('/inbox/upload', form, readUploaded, onProgress, signal);
}

function readUploaded(body: Record<string, unknown> | null): UploadedAttachment | null {
  return isUploaded(body) ? { path: body.path, kind: body.kind, filename: body.filename } : null;
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
