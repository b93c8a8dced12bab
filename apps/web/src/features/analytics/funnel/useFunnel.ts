import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

export type FunnelState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; funnel: AnalyticsFunnel; refreshing: boolean };

/** One chatbot's funnel over the screen's period; the last one stays (dimmed) while the next loads. */
export function useFunnel(chatbotId: string, from: string, to: string): FunnelState {
  const query = useQuery(
    orpc.analytics.funnel.queryOptions({
      input: { chatbotId, from, to },
      placeholderData: keepPreviousData,
      // A minute: the counters are exact within one (the rollup's pace).
      staleTime: 60_000,
    }),
  );
  if (query.data) return { status: 'ready', funnel: query.data.funnel, refreshing: query.isPlaceholderData };
  if (query.isPending) return { status: 'loading' };
  return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
}
