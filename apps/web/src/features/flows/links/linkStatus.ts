/** The links panel's status label: more than 5 links is 'Connecté+'. */
export type LinkStatus = 'loading' | 'isolated' | 'connected' | 'connectedPlus';

export function linkStatus(total: number, loading: boolean): LinkStatus {
  if (loading) return 'loading';
  if (total === 0) return 'isolated';
  return total > 5 ? 'connectedPlus' : 'connected';
}

/** Case- and accent-insensitive match of a link's visible texts against the filter box. */
export function matchesFilter(filter: string, ...texts: string[]): boolean {
  const needle = fold(filter.trim());
  if (needle === '') return true;
  return texts.some((text) => fold(text).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
