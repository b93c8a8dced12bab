import type { CannedResponse } from '@griot/contract/inbox/inboxSchemas';
import { useCombobox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import {
  type CannedContact,
  fillCannedVariables,
  filterCanned,
  findCannedQuery,
  insertCanned,
} from './cannedResponses';
import { cannedOptions } from './inboxConversationQueries';

/**
 * The '/' picker of the composer: open while the caret is in a '/word', its options filtered by
 * that word; ↑/↓ move, Enter or Tab insert (variables filled), Escape closes it until another '/'.
 * `onKeyDown` answers true when it used the key, so the composer does not also send.
 */
export function useCannedPicker(text: string, caret: number, contact: CannedContact) {
  const listId = useId();
  const canned = useQuery(cannedOptions());
  const query = findCannedQuery(text, caret);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const open = query !== null && query.start !== dismissedAt;
  const matches = open ? filterCanned(canned.data?.canned_responses ?? [], query.query) : [];
  const store = useCombobox({ opened: open });
  // The highlighted option's id: the text box points screen readers to it (aria-activedescendant).
  const [activeId, setActiveId] = useState<string | null>(null);

  // The first match is the one Enter takes; it follows the typing. Mantine selects among the
  // rendered options, so this runs after each render of a new list.
  const shownIds = matches.map((match) => match.id).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownIds is the trigger, the store reads the DOM
  useEffect(() => {
    setActiveId(open ? store.selectFirstOption() : null);
  }, [open, shownIds, store.selectFirstOption]);
  // A '/' typed elsewhere opens the picker again.
  useEffect(() => {
    if (dismissedAt !== null && query?.start !== dismissedAt) setDismissedAt(null);
  }, [dismissedAt, query?.start]);

  /** The text once `response` replaces the '/word', and the caret after it. */
  const insert = (response: CannedResponse) =>
    query ? insertCanned(text, query, fillCannedVariables(response.text, contact)) : null;

  const onKeyDown = (event: KeyboardEvent, choose: (response: CannedResponse) => void): boolean => {
    if (!open || !query) return false;
    if (event.key === 'Escape') {
      setDismissedAt(query.start);
      return true;
    }
    if (matches.length === 0) return false;
    if (event.key === 'ArrowDown') setActiveId(store.selectNextOption());
    else if (event.key === 'ArrowUp') setActiveId(store.selectPreviousOption());
    else if (event.key === 'Enter' || event.key === 'Tab') {
      const index = Math.max(0, store.getSelectedOptionIndex());
      const response = matches[index];
      if (response) choose(response);
    } else return false;
    return true;
  };

  return {
    store,
    listId,
    open,
    matches,
    loaded: canned.isSuccess,
    /** What the text box tells assistive technologies while the picker is open. */
    aria: open
      ? {
          'aria-controls': listId,
          'aria-activedescendant': activeId ?? undefined,
          'aria-autocomplete': 'list' as const,
        }
      : {},
    none: canned.isSuccess && canned.data.canned_responses.length === 0,
    insert,
    onKeyDown,
  };
}
