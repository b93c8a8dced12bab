import type { Block } from '@griot/contract/flows/flowSchemas';
import { messages } from '@griot/contract/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { orpc } from '../../../lib/orpc';
import { hasStatus, isAuthFailure } from '../authFailure';
import { notifyError } from '../notify';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';

/** A block just created may not be readable at once: 5 lookups 100 ms apart. */
export const BLOCK_LOOKUPS = 5;
export const BLOCK_LOOKUP_DELAY_MS = 100;

export type SelectedBlock =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; block: Block; reload: () => Promise<Block | undefined> };

/** The selected block's details; an unknown idblock ends on 'Bloc non trouvé' and the bare playground. */
export function useSelectedBlock(chatbotId: string, idblock: string): SelectedBlock {
  const navigate = useNavigate();
  const leave = useLeaveOnAuthFailure();
  const queryClient = useQueryClient();
  const query = useQuery(
    orpc.flows.block.queryOptions({
      input: { idchatbot: chatbotId, blockId: idblock },
      retry: (failures, error) => hasStatus(error, 404) && failures < BLOCK_LOOKUPS - 1,
      retryDelay: BLOCK_LOOKUP_DELAY_MS,
      // The editor owns the block once loaded: a background refetch must not replace unsaved work.
      // The entry is kept while shown (no gcTime 0): a collected entry would come back empty, and its
      // refetch would show the loader again in place of the editor.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
  // Leaving the block marks its copy stale, so the next visit loads the server's latest flow.
  useEffect(() => {
    const leftKey = orpc.flows.block.queryKey({ input: { idchatbot: chatbotId, blockId: idblock } });
    return () => void queryClient.invalidateQueries({ queryKey: leftKey, exact: true, refetchType: 'none' });
  }, [queryClient, chatbotId, idblock]);
  const notFound = hasStatus(query.error, 404);
  const unauthorized = isAuthFailure(query.error);
  useEffect(() => {
    if (unauthorized) leave();
    if (!notFound) return;
    notifyError(messages.flows.blockNotFound);
    navigate(`/dashboard/chatbots/${chatbotId}/playground`, { replace: true });
  }, [notFound, unauthorized, leave, navigate, chatbotId]);

  // A copy left stale by an earlier visit is not edited: the editor waits for the fresh one. Once
  // opened, the editor stays: whatever the query does next (refetch, reset, removal), it is not
  // unmounted and its local list is never replaced by the server's.
  const opened = useRef<Block | undefined>(undefined);
  const latest = query.data?.block[0];
  // An answer older than the copy shown (a refetch that started before a save) is not taken back.
  const usable = opened.current
    ? (latest?.revision ?? -1) >= opened.current.revision
    : !query.isStale || query.isFetchedAfterMount;
  if (latest && usable) opened.current = latest;
  const block = opened.current;
  if (block)
    return {
      status: 'ready',
      block,
      reload: async () => (await query.refetch()).data?.block[0],
    };
  if (query.isError && !notFound && !unauthorized)
    return { status: 'error', retry: () => void query.refetch() };
  if (query.isSuccess && !query.isFetching) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
