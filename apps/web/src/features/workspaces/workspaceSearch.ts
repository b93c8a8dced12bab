import type { WorkspaceSummary } from '@griot/contract/workspaces/workspaceSchemas';

/** Lower case without accents: 'Thiès' is found by 'thies'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The workspaces whose name, or provider's name, holds every word typed, in the list's order. */
export function matchWorkspaces(workspaces: readonly WorkspaceSummary[], query: string): WorkspaceSummary[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...workspaces];
  return workspaces.filter((workspace) => {
    const haystack = folded(`${workspace.name} ${workspace.provider_name ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
