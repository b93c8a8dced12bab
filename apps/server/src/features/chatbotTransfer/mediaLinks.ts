/**
 * The links a chatbot's flows hold to files of this Griot (image, document, audio, a card's
 * image), each with its storage key: a storage path ('media/images/<uuid>.png'), a path of ours
 * ('/api/public/…') or our own address (PUBLIC_URL/api/public/…). Links to other sites are left
 * as they are in the flows: they are not ours to copy.
 */
export function mediaLinksOf(flows: readonly (readonly unknown[])[], publicUrl: string): Map<string, string> {
  const links = new Map<string, string>();
  const ownAddress = `${publicUrl}/api/public/`;
  for (const flow of flows)
    for (const element of flow) {
      if (typeof element !== 'object' || element === null) continue;
      const record = element as Record<string, unknown>;
      for (const link of [record.link, record.image_header]) {
        if (typeof link !== 'string' || link === '') continue;
        const key = storageKeyOf(link, ownAddress);
        if (key) links.set(link, key);
      }
    }
  return links;
}

/**
 * The storage key a link of ours names ('media/images/<uuid>.png'), or undefined for a link to
 * another site or a path of the web app ('/avatars/bot1.png'). `ownAddress` is
 * PUBLIC_URL/api/public/. Also read by the admin's files-check.
 */
export function storageKeyOf(link: string, ownAddress: string): string | undefined {
  let path: string;
  if (link.startsWith(ownAddress)) path = link.slice(ownAddress.length);
  else if (link.startsWith('/api/public/')) path = link.slice('/api/public/'.length);
  else if (/^[a-z]+:/i.test(link) || link.startsWith('/')) return undefined;
  else path = link;
  try {
    const key = decodeURIComponent(path.split('?')[0] ?? '');
    return key.includes('..') ? undefined : key;
  } catch {
    return undefined;
  }
}
