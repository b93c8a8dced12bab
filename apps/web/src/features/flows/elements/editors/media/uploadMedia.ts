import { classifyApiError } from '../../../../../lib/apiErrors';
import { orpc } from '../../../../../lib/orpc';
import { elementTexts } from '../../elementTexts';
import type { MediaKind } from './checkMediaFile';

/** Upload time-outs by kind of media (images use the default). */
const TIMEOUTS: Record<MediaKind, number | undefined> = {
  image: undefined,
  document: 120_000,
  audio: 60_000,
};

/** Sends a file to the editor's upload call of its kind and returns the stored path. */
export async function uploadMedia(
  kind: MediaKind,
  file: File,
): Promise<{ filePath: string; message: string }> {
  const context = TIMEOUTS[kind] ? { context: { timeoutMs: TIMEOUTS[kind] } } : undefined;
  if (kind === 'image') return orpc.uploads.image.call({ imagefromplayground: file }, context);
  if (kind === 'document') return orpc.uploads.document.call({ docfromplayground: file }, context);
  return orpc.uploads.audio.call({ audiofromplayground: file }, context);
}

/** The text of a failed upload: the server's message when it sent one. */
export function uploadFailureText(kind: MediaKind, error: unknown): string {
  const t = elementTexts.media;
  const failure = classifyApiError(error);
  if (failure.kind === 'response') return failure.message || t.serverError({ status: failure.status });
  if (failure.kind === 'timeout') return kind === 'document' ? t.tooSlowDocument : t.tooSlow;
  return t.unreachable;
}
