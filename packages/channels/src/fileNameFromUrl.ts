/**
 * The file name a document link shows to the end-user: the last path segment of the URL, decoded,
 * or `fallback` when the URL has none (WhatsApp otherwise shows "Untitled").
 */
export function fileNameFromUrl(url: string, fallback = 'document'): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return fallback;
  }
  const last = path
    .split('/')
    .filter((part) => part !== '')
    .pop();
  if (last === undefined) return fallback;
  try {
    return decodeURIComponent(last) || fallback;
  } catch {
    // A malformed %-escape: show the segment as it is rather than nothing.
    return last;
  }
}
