import type { DeclaredVariable } from './declaredVariable';
import type { VariableDraft } from './variableDrafts';

/**
 * Whether the local list differs from the last list the server confirmed: removals and edits
 * stay local until Save, so the screen says when some are pending.
 */
export function hasUnsavedChanges(
  drafts: readonly VariableDraft[],
  saved: readonly DeclaredVariable[],
): boolean {
  if (drafts.length !== saved.length) return true;
  return drafts.some((draft, index) => {
    const original = saved[index];
    return (
      !original ||
      draft.id.trim() !== original.id ||
      draft.slug.trim() !== original.slug ||
      draft.type !== original.type
    );
  });
}
