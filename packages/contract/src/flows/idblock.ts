const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SLUG_LENGTH = 13;
const SUFFIX_LENGTH = 6;

/**
 * The slug part of an idblock: lower case, accents and symbols removed, spaces
 * become hyphens, cut to 13 characters.
 */
export function idblockSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** A new idblock: the slug, a hyphen and 6 random alphanumerics; at most 20 characters. */
export function generateIdblock(
  name: string,
  randomIndex: (size: number) => number = secureRandomIndex,
): string {
  const suffix = Array.from(
    { length: SUFFIX_LENGTH },
    () => ALPHANUMERIC[randomIndex(ALPHANUMERIC.length)],
  ).join('');
  const slug = idblockSlug(name) || 'bloc';
  return `${slug}-${suffix}`;
}

function secureRandomIndex(size: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % size;
}
