import type { Block } from '@griot/contract/flows/flowSchemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/apiClient';
import { hasStatus, isAuthFailure } from './authFailure';
import { flowTexts } from './flowTexts';
import { notifyError } from './notify';
import { playgroundQueryKeys } from './playgroundQueryKeys';
import { useLeaveOnAuthFailure } from './useLeaveOnAuthFailure';

/** A block just created may not be readable at once: 5 lookups 100 ms apart (seed 001 §2.2, §9). */
export const BLOCK_LOOKUPS = 5;
export const BLOCK_LOOKUP_DELAY_MS = 100;

export type SelectedBlock =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; block: Block; reload: () => Promise<Block | undefined> };

/** The selected block's details; an unknown idblock ends on 'Bloc non trouvé' and the bare playground. */
export function useSelectedBlock(idchatbot: string, idblock: string): SelectedBlock {
  const navigate = useNavigate();
  const leave = useLeaveOnAuthFailure();
  const query = useQuery({
    queryKey: playgroundQueryKeys.block(idchatbot, idblock),
    queryFn: () => api.flows.block({ idchatbot, blockId: idblock }),
    retry: (failures, error) => hasStatus(error, 404) && failures < BLOCK_LOOKUPS - 1,
    retryDelay: BLOCK_LOOKUP_DELAY_MS,
    // The editor owns the block once loaded: a background refetch must not replace unsaved work.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const notFound = hasStatus(query.error, 404);
  const unauthorized = isAuthFailure(query.error);
  useEffect(() => {
    if (unauthorized) leave();
    if (!notFound) return;
    notifyError(flowTexts.blockNotFound);
    navigate(`/dashboard/chatbots/${idchatbot}/playground`, { replace: true });
  }, [notFound, unauthorized, leave, navigate, idchatbot]);

  const block = query.data?.block[0];
  if (block)
    return {
      status: 'ready',
      block,
      reload: async () => (await query.refetch()).data?.block[0],
    };
  if (query.isError && !notFound && !unauthorized)
    return { status: 'error', retry: () => void query.refetch() };
  if (query.isSuccess) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
