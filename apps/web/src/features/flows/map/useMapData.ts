import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { orpc } from '../../../lib/orpc';
import { failureMessage, isAuthFailure } from '../authFailure';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';
import { buildMapGraph } from './mapGraph';
import type { MapGraph } from './mapTypes';

export type MapData =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void; retrying: boolean }
  | { status: 'ready'; graph: MapGraph };

/**
 * Every block of the chatbot with its flow (GET …/flowall), as the map's graph. Read again each
 * time the map opens: the blocks edited since then must show their new links.
 */
export function useMapData(chatbotId: string, fallbackMessage: string): MapData {
  const leave = useLeaveOnAuthFailure();
  const query = useQuery(
    orpc.flows.all.queryOptions({
      input: { id: chatbotId },
      refetchOnMount: 'always',
      retry: (failures, error) => !isAuthFailure(error) && failures < 1,
    }),
  );
  const unauthorized = isAuthFailure(query.error);
  useEffect(() => {
    if (unauthorized) leave();
  }, [unauthorized, leave]);
  const blocks = query.data?.flow;
  const graph = useMemo(() => (blocks ? buildMapGraph(blocks) : undefined), [blocks]);
  if (graph) return { status: 'ready', graph };
  if (query.isError)
    return {
      status: 'error',
      message: failureMessage(query.error, fallbackMessage),
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  return { status: 'loading' };
}
