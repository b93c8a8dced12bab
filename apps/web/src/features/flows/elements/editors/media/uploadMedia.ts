import { api } from '../../../../../lib/apiClient';
import { classifyApiError } from '../../../../../lib/apiErrors';
import type { MediaKind } from './checkMediaFile';

/** Upload time-outs of seed 001 §7 (images use the default). */
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
  if (kind === 'image') return api.uploads.image({ imagefromplayground: file }, context);
  if (kind === 'document') return api.uploads.document({ docfromplayground: file }, context);
  return api.uploads.audio({ audiofromplayground: file }, context);
}

/** The French text of a failed upload (seed 001 §8 'Uploads from the editor'). */
export function uploadFailureText(kind: MediaKind, error: unknown): string {
  const failure = classifyApiError(error);
  if (failure.kind === 'response') return failure.message || `Erreur serveur (${failure.status})`;
  if (failure.kind === 'timeout')
    return kind === 'document'
      ? 'Le téléversement a pris trop de temps : essayez avec un fichier plus petit'
      : 'Le téléversement a pris trop de temps';
  return 'Impossible de contacter le serveur';
}
