import { localDecimal } from '@griot/contract/localNumbers';
import { messages } from '@griot/contract/messages';

export type MediaKind = 'image' | 'document' | 'audio';

const MB = 1024 * 1024;

/** Allowed formats and sizes of the editor's uploads. */
export const MEDIA_RULES: Record<
  MediaKind,
  { extensions: string[]; mimes: string[]; maxMb: number; accept: string }
> = {
  image: {
    extensions: ['png', 'jpg', 'jpeg'],
    mimes: ['image/png', 'image/jpeg', 'image/jpg'],
    maxMb: 5,
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  },
  document: { extensions: ['pdf'], mimes: ['application/pdf'], maxMb: 15, accept: 'application/pdf,.pdf' },
  audio: {
    extensions: ['mp3', 'wav', 'ogg'],
    mimes: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/ogg'],
    maxMb: 10,
    accept: 'audio/mpeg,audio/wav,audio/ogg,.mp3,.wav,.ogg',
  },
};

/** Read when a file is refused, in the language shown then. */
function formatMessage(kind: MediaKind): string {
  if (kind === 'image') return messages.uploads.imageFormat;
  if (kind === 'document') return messages.uploads.documentFormat;
  return messages.uploads.audioFormat;
}

/** The client's checks before an upload; the server checks the content again. Null when fine. */
export function checkMediaFile(
  kind: MediaKind,
  file: { name: string; type: string; size: number },
): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (kind === 'image' && (extension === 'csv' || file.type === 'text/csv'))
    return messages.uploads.csvNotAllowed;
  const rule = MEDIA_RULES[kind];
  const typeOk = file.type === '' ? true : rule.mimes.includes(file.type);
  if (!rule.extensions.includes(extension) || !typeOk) return formatMessage(kind);
  if (file.size > rule.maxMb * MB)
    return messages.uploads.tooLarge({ size: localDecimal(file.size / MB, 1), limit: rule.maxMb });
  return null;
}

/**
 * The stored link of an uploaded file: a path (/api/public/ and the returned path), never an
 * address, so the flow keeps its media when Griot moves to another port or host; the server makes
 * it absolute with PUBLIC_URL when a platform fetches it.
 */
export function publicFilePath(filePath: string): string {
  return `/api/public/${filePath.replace(/^\/+/, '')}`;
}

/** Where the browser loads a stored link from: our paths on the API's host. */
export function mediaSource(origin: string, link: string): string {
  return link.startsWith('/') ? `${origin}${link}` : link;
}
