import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

export type AssistantInsightsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; assistant: AnalyticsAssistant; refreshing: boolean };

/** GRIOT IA's questions over the screen's period; the last answer stays (dimmed) while the next loads. */
export function useAssistantInsights(from: string, to: string, chatbotId?: string): AssistantInsightsState {
  const query = useQuery(
    orpc.analytics.assistant.queryOptions({
      // '' (no chatbot chosen) means the whole workspace, as undefined does.
      input: { from, to, chatbotId: chatbotId || undefined },
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
  if (query.data)
    return { status: 'ready', assistant: query.data.assistant, refreshing: query.isPlaceholderData };
  if (query.isPending) return { status: 'loading' };
  return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
}
