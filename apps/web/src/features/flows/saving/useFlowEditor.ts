import { regenerateChain } from '@griot/contract/flows/flowChain';
import type { Block, IncompleteElement } from '@griot/contract/flows/flowSchemas';
import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { messages } from '@griot/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { isAuthFailure } from '../authFailure';
import { cacheBlock } from '../block/cacheBlock';
import { treeWithBlock } from '../block/incompleteBlocks';
import type { ElementChange } from '../elements/editors/elementOf';
import type { EditorItem } from '../elements/parseFlow';
import { newItemKey, parseFlow } from '../elements/parseFlow';
import { flowTexts } from '../flowTexts';
import { notifyError, notifyWarning } from '../notify';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** 'Saved' shows for 2 s. */
export const SAVED_VISIBLE_MS = 2000;

export interface FlowEditor {
  items: EditorItem[];
  unreadable: number;
  status: SaveStatus;
  /** What the last save said is incomplete (the stored flow's own gaps before any save). */
  incomplete: IncompleteElement[];
  /**
   * Why the server refused the last save (a 400: an undeclared variable, a loop…), until a save
   * goes through: the editor shows it in place, not as a toast that fades before it is read.
   */
  refusal: string | null;
  /** Applies a change and saves the whole flow, its chain renumbered in the payload. */
  change: (next: EditorItem[]) => void;
  /**
   * Changes one element, by key, in the latest list: an upload that ends seconds later must not
   * bring back the list, nor the element, as they were when it started. An update function gets
   * the element's latest value.
   */
  changeElement: (key: string, change: ElementChange) => void;
  /** Adds an element at the end of the latest list. */
  append: (element: EditorItem['element']) => void;
  overwrite: () => void;
  reload: () => Promise<void>;
  /** Takes a block the server returned (a restored revision) as the new starting point. */
  replaceWith: (block: Block) => void;
}

/**
 * The selected block's elements and their saving. Saves run one at a time, each with the revision
 * the previous one returned; a change made during a save is sent once that save ends.
 */
export function useFlowEditor(
  chatbotId: string,
  block: Block,
  reloadBlock: () => Promise<Block | undefined>,
): FlowEditor {
  const queryClient = useQueryClient();
  const leave = useLeaveOnAuthFailure();
  const [initial] = useState(() => parseFlow(block.flow));
  const [items, setItems] = useState(initial.items);
  const [unreadable, setUnreadable] = useState(initial.unreadable);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [incomplete, setIncomplete] = useState(() => incompleteOf(initial.items));
  const [refusal, setRefusal] = useState<string | null>(null);
  const revision = useRef<number | undefined>(block.revision);
  const pending = useRef<EditorItem[] | null>(null);
  const running = useRef(false);
  const latest = useRef(items);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(savedTimer.current), []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    clearTimeout(savedTimer.current);
    setStatus('saving');
    let outcome: SaveStatus = 'saved';
    while (pending.current) {
      const flow = regenerateChain(
        pending.current.map((item) => item.element),
        chatbotId,
        block.idblock,
      );
      pending.current = null;
      try {
        const result = await orpc.flows.save.call({
          idchatbot: chatbotId,
          blockId: block.idblock,
          type: block.type,
          flow,
          revision: revision.current,
        });
        revision.current = result.block.revision;
        cacheBlock(queryClient, chatbotId, result.block);
        // The sidebar marks incomplete blocks from the tree: it follows this save at once.
        queryClient.setQueryData(orpc.flows.tree.queryKey({ input: { idchatbot: chatbotId } }), (tree) =>
          tree ? { ...tree, flow: treeWithBlock(tree.flow, result.block) } : tree,
        );
        setIncomplete(result.incomplete);
        setRefusal(null);
        void queryClient.invalidateQueries({
          queryKey: orpc.flows.inbound.key({ input: { idchatbot: chatbotId } }),
        });
      } catch (error) {
        pending.current = null;
        outcome = failedStatus(error);
        setRefusal(refusalOf(error));
        if (isAuthFailure(error)) leave();
        break;
      }
    }
    running.current = false;
    setStatus(outcome);
    if (outcome === 'saved') savedTimer.current = setTimeout(() => setStatus('idle'), SAVED_VISIBLE_MS);
  }, [chatbotId, block.idblock, block.type, queryClient, leave]);

  const change = useCallback(
    (next: EditorItem[]) => {
      // Offline, nothing is applied: the user is told the change will not be made.
      if (!navigator.onLine) return notifyWarning(flowTexts.offline);
      if (status === 'conflict') return notifyWarning(messages.flows.revisionConflict);
      // The chain is renumbered in the save payload, not in the state: the elements left untouched
      // keep their identity, so their memoised cards do not re-render (200 elements stay quick).
      latest.current = next;
      setItems(next);
      setUnreadable(0);
      pending.current = next;
      void drain();
    },
    [drain, status],
  );

  const changeElement = useCallback(
    (key: string, update: ElementChange) => {
      const current = latest.current.find((item) => item.key === key);
      if (!current) return;
      const element = typeof update === 'function' ? update(current.element) : update;
      if (element === current.element) return;
      change(latest.current.map((item) => (item.key === key ? { key, element } : item)));
    },
    [change],
  );

  /** Adds at the end of the latest list: two quick clicks on the toolbar both land. */
  const append = useCallback(
    (element: EditorItem['element']) => change([...latest.current, { key: newItemKey(), element }]),
    [change],
  );

  const overwrite = useCallback(() => {
    // Last write wins: the save goes without a revision (issue 4, 'Server rules').
    revision.current = undefined;
    pending.current = latest.current;
    void drain();
  }, [drain]);

  const replaceWith = useCallback((fresh: Block) => {
    const parsed = parseFlow(fresh.flow);
    revision.current = fresh.revision;
    latest.current = parsed.items;
    setItems(parsed.items);
    setUnreadable(parsed.unreadable);
    setIncomplete(incompleteOf(parsed.items));
    setRefusal(null);
    setStatus('idle');
  }, []);

  const reload = useCallback(async () => {
    const fresh = await reloadBlock();
    if (fresh) replaceWith(fresh);
  }, [reloadBlock, replaceWith]);

  return {
    items,
    unreadable,
    status,
    incomplete,
    refusal,
    change,
    changeElement,
    append,
    overwrite,
    reload,
    replaceWith,
  };
}

function incompleteOf(items: readonly EditorItem[]): IncompleteElement[] {
  return incompleteElements(items.map((item) => item.element));
}

function failedStatus(error: unknown): SaveStatus {
  const failure = classifyApiError(error);
  if (failure.kind === 'response' && failure.status === 409) return 'conflict';
  // A refusal (400) stays on screen (`refusal`) rather than in a toast.
  if (refusalOf(error) === null && !isAuthFailure(error)) notifyError(messages.flows.saveFailed);
  return 'error';
}

function refusalOf(error: unknown): string | null {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 400
    ? failure.message || messages.flows.saveFailed
    : null;
}
