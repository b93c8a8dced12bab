import { messages } from '@griot/contract/messages';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { DeclaredVariable } from './declaredVariable';
import { hasUnsavedChanges } from './hasUnsavedChanges';
import type { SaveFailureTarget } from './saveFailureMessage';
import { useSaveVariables } from './useSaveVariables';
import { type VariableIssue, validateVariables } from './validateVariables';
import {
  type DraftField,
  declarationsFromDrafts,
  draftsFromServer,
  type VariableDraft,
  variableDraftsReducer,
} from './variableDrafts';
import { notifyVariables } from './variablesNotify';

/** The variables screen's state: the local list, its errors, the delete target and the save. */
export function useVariablesEditor(chatbotId: string, initial: readonly DeclaredVariable[]) {
  const nextKey = useRef(0);
  const makeKey = useCallback(() => `v${++nextKey.current}`, []);
  const [drafts, dispatch] = useReducer(variableDraftsReducer, initial, (list) =>
    draftsFromServer(list, makeKey),
  );
  // The last list the server confirmed, to tell the user when changes are still local.
  const [saved, setSaved] = useState(initial);
  const [pendingDelete, setPendingDelete] = useState<VariableDraft | null>(null);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  // The server's refusal stays on its card until that card changes (it may know more, e.g. ids
  // declared meanwhile in another tab).
  const [refusal, setRefusal] = useState<{ key: string; issue: VariableIssue } | null>(null);

  const validation = useMemo(() => validateVariables(drafts), [drafts]);
  const errors = useMemo(
    () =>
      drafts.map((draft, index) => {
        const local = validation.errors[index] ?? [];
        return refusal?.key === draft.key && !local.some((issue) => issue.message === refusal.issue.message)
          ? [...local, refusal.issue]
          : local;
      }),
    [drafts, validation, refusal],
  );

  const save = useSaveVariables(chatbotId, {
    onSaved: (list, sent) => {
      setRefusal(null);
      setSaved(list ?? sent);
      if (list) dispatch({ type: 'replace', drafts: draftsFromServer(list, makeKey) });
    },
    onRefused: (target: SaveFailureTarget, message: string) => {
      const draft = drafts[target.index];
      if (draft) setRefusal({ key: draft.key, issue: { field: target.field, message } });
    },
  });

  return {
    drafts,
    errors,
    valid: validation.valid,
    unsaved: hasUnsavedChanges(drafts, saved),
    saving: save.isPending,
    pendingDelete,
    addedKey,
    add: () => {
      const key = makeKey();
      setAddedKey(key);
      dispatch({ type: 'add', key });
    },
    change: (key: string, field: DraftField, value: string) => {
      if (refusal?.key === key) setRefusal(null);
      dispatch({ type: 'change', key, field, value });
    },
    askDelete: (draft: VariableDraft) => setPendingDelete(draft),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete: () => {
      if (!pendingDelete) return;
      dispatch({ type: 'remove', key: pendingDelete.key });
      if (refusal?.key === pendingDelete.key) setRefusal(null);
      setPendingDelete(null);
      notifyVariables('success', messages.variables.deleted);
    },
    submit: () => {
      if (save.isPending) return;
      const declarations = validation.valid ? declarationsFromDrafts(drafts) : null;
      if (!declarations) {
        notifyVariables('warning', messages.variables.fixErrors);
        return;
      }
      save.mutate({ chatbotId, variables: declarations });
    },
  };
}
