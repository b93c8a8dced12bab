import type { CampaignListStatus } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

export interface CampaignFilters {
  status: CampaignListStatus | null;
  chatbotId: string | null;
}

/**
 * The workspace's campaigns and plans, newest first, 20 at a time ('Voir plus de campagnes' asks
 * for the next page). While one runs or waits, the list is read again every 10 s.
 */
export function useCampaignList(filters: CampaignFilters) {
  return useInfiniteQuery(
    orpc.campaignPlans.list.infiniteOptions({
      input: (cursor: string | undefined) => ({
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.chatbotId ? { chatbotId: filters.chatbotId } : {}),
        ...(cursor ? { cursor } : {}),
        limit: 20,
      }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) =>
          page.items.some((item) => item.status === 'running' || item.abTest?.phase === 'testing'),
        )
          ? 10_000
          : false,
    }),
  );
}
