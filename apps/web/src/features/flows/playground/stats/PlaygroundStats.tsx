import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orpc } from '../../../../lib/orpc';
import { lastDays, type StatsDays } from './statsPeriod';

/** The address's `?stats=1`: the analytics screen's link opens the playground with the overlay on. */
const STATS_PARAM = 'stats'; // i18n-exempt: a key of the address, never shown
const STATS_ON = '1'; // i18n-exempt: a value of the address, never shown

type FunnelBlock = AnalyticsFunnel['blocks'][number];
export type FunnelElement = FunnelBlock['elements'][number];

export interface PlaygroundStats {
  shown: boolean;
  toggle: () => void;
  days: StatsDays;
  setDays: (days: StatsDays) => void;
  status: 'off' | 'loading' | 'error' | 'ready';
  retry: () => void;
  refreshing: boolean;
  conversations: number;
  block: (idblock: string) => FunnelBlock | undefined;
  element: (idblock: string, elementId: string) => FunnelElement | undefined;
}

const OFF: PlaygroundStats = {
  shown: false,
  toggle: () => {},
  days: 30,
  setDays: () => {},
  status: 'off',
  retry: () => {},
  refreshing: false,
  conversations: 0,
  block: () => undefined,
  element: () => undefined,
};

const StatsContext = createContext<PlaygroundStats>(OFF);

/** What the overlay shows, for the badges and panels anywhere under the playground. */
export function usePlaygroundStats(): PlaygroundStats {
  return useContext(StatsContext);
}

/**
 * The 'Statistiques' overlay's state: on or off (kept in the address), its period, and the
 * chatbot's funnel over it — fetched only while the overlay is on.
 */
export function PlaygroundStatsProvider({ chatbotId, children }: { chatbotId: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const shown = params.get(STATS_PARAM) === STATS_ON;
  const [days, setDays] = useState<StatsDays>(30);
  const period = lastDays(days);
  const query = useQuery(
    orpc.analytics.funnel.queryOptions({
      input: { chatbotId, from: period.from, to: period.to },
      enabled: shown && chatbotId !== '',
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
  const funnel = query.data?.funnel;
  const index = useMemo(() => {
    const blocks = new Map<string, FunnelBlock>();
    const elements = new Map<string, FunnelElement>();
    for (const block of funnel?.blocks ?? []) {
      blocks.set(block.block_id, block);
      for (const element of block.elements)
        elements.set(`${block.block_id}\u0000${element.element_id}`, element);
    }
    return { blocks, elements };
  }, [funnel]);
  const value: PlaygroundStats = {
    shown,
    toggle: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (shown) next.delete(STATS_PARAM);
          else next.set(STATS_PARAM, STATS_ON);
          return next;
        },
        { replace: true },
      ),
    days,
    setDays,
    status: !shown ? 'off' : funnel ? 'ready' : query.isError ? 'error' : 'loading',
    retry: () => void query.refetch(),
    refreshing: query.isFetching,
    conversations: funnel?.conversations ?? 0,
    block: (idblock) => (shown ? index.blocks.get(idblock) : undefined),
    element: (idblock, elementId) => (shown ? index.elements.get(`${idblock}\u0000${elementId}`) : undefined),
  };
  return <StatsContext.Provider value={value}>{children}</StatsContext.Provider>;
}
