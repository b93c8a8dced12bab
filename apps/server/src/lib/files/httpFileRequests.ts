import type { ByteRange, StoredFileInfo } from './fileStorage';

/**
 * What a GET of a stored file asks beyond the file: one byte range (RFC 9110 §14), or a copy it
 * already has (§13). Several ranges, or a Range header we do not understand, are answered with the
 * whole file, as the RFC lets a server do.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // 'bytes=-n': the last n bytes (all of them when the file is shorter).
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * The client's copy is current: If-None-Match names the ETag (weak comparison), or, without it,
 * the file has not changed since If-Modified-Since (to the second, as HTTP dates go).
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  file: StoredFileInfo,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = noneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(file.etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * If-Range: the range holds only for the copy the client names, by its strong ETag or its exact
 * date; otherwise the whole file.
 */
export function rangeStillApplies(ifRange: string | undefined, file: StoredFileInfo): boolean {
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return ifRange === file.etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && date === Math.floor(file.lastModified.getTime() / 1000) * 1000;
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
