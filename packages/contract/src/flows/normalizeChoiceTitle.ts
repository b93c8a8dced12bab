/**
 * A choice's title as an end-user's answer is compared with it: lower case, no accents, single
 * spaces ("  Éte  Indien " and "ete indien" are the same). Two options equal under it cannot be
 * told apart, whether tapped or typed.
 */
export function normalizeChoiceTitle(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
