import type { VariableType } from '@griot/contract/flows/flowConstants';
import { slugFromId } from './slugFromId';
import { isVariableType } from './variableTypes';

/** A variable as the screen edits it; `key` stays stable while the id is being typed. */
export interface VariableDraft {
  key: string;
  id: string;
  slug: string;
  /** '' when the server holds a type this screen does not offer: the user must pick one. */
  type: VariableType | '';
}

export interface VariableDeclaration {
  id: string;
  slug: string;
  type: VariableType;
}

export type DraftField = 'id' | 'slug' | 'type';

export type DraftAction =
  | { type: 'add'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'change'; key: string; field: DraftField; value: string }
  | { type: 'replace'; drafts: VariableDraft[] };

/** The local list of the variables screen: every change stays local until Save. */
export function variableDraftsReducer(drafts: VariableDraft[], action: DraftAction): VariableDraft[] {
  switch (action.type) {
    case 'add':
      // A new variable starts as text, the most common type, so only the id is left to type.
      return [...drafts, { key: action.key, id: '', slug: '', type: 'text' }];
    case 'remove':
      return drafts.filter((draft) => draft.key !== action.key);
    case 'replace':
      return action.drafts;
    case 'change':
      return drafts.map((draft) => (draft.key === action.key ? changeDraft(draft, action) : draft));
  }
}

/** Drafts from the server's list, each under a fresh key. */
export function draftsFromServer(
  variables: ReadonlyArray<{ id: string; slug: string; type: string }>,
  makeKey: () => string,
): VariableDraft[] {
  return variables.map((variable) => ({
    key: makeKey(),
    id: variable.id,
    slug: variable.slug,
    type: isVariableType(variable.type) ? variable.type : '',
  }));
}

/** The save payload, trimmed as the server stores it; null while a type is missing. */
export function declarationsFromDrafts(drafts: readonly VariableDraft[]): VariableDeclaration[] | null {
  const declarations: VariableDeclaration[] = [];
  for (const draft of drafts) {
    if (draft.type === '') return null;
    declarations.push({ id: draft.id.trim(), slug: draft.slug.trim(), type: draft.type });
  }
  return declarations;
}

function changeDraft(draft: VariableDraft, action: { field: DraftField; value: string }): VariableDraft {
  if (action.field === 'type') {
    return isVariableType(action.value) ? { ...draft, type: action.value } : draft;
  }
  if (action.field === 'slug') return { ...draft, slug: action.value };
  // The slug follows the id while it is empty or still the suggestion of the
  // previous id: typing letter by letter would otherwise freeze it at the first letter.
  const slugFollows = draft.slug.trim() === '' || draft.slug === slugFromId(draft.id);
  return { ...draft, id: action.value, slug: slugFollows ? slugFromId(action.value) : draft.slug };
}
