import { type AnalyticsSummary, analyticsPeriodSchema } from '@griot/contract/analytics/analyticsSchemas';
import { messages } from '@griot/contract/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classifyApiError } from '../../../lib/apiErrors';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import type { AnalyticsFilters } from '../period/useAnalyticsFilters';

/** What the screen draws: the figures, why there are none, or a period to correct. */
export type SummaryState =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; summary: AnalyticsSummary; refreshing: boolean };

/**
 * The figures of the filters' period from `analytics.summary`. A period the contract refuses
 * (reversed, over 24 months, not a day) is not sent: its French error shows next to the picker.
 * While another period loads, the last figures stay (dimmed), so the layout does not jump.
 */
export function useAnalyticsSummary(filters: AnalyticsFilters): SummaryState {
  // The period's errors are the contract's texts, in the language shown.
  useTexts(messages);
  const input = { from: filters.from, to: filters.to, chatbotId: filters.chatbotId };
  const checked = analyticsPeriodSchema.safeParse(input);
  const query = useQuery(
    orpc.analytics.summary.queryOptions({
      input,
      enabled: checked.success,
      placeholderData: keepPreviousData,
      // A minute: the figures are exact within one (the rollup's pace).
      staleTime: 60_000,
      retry: (failures, error) => !isRefused(error) && failures < 1,
    }),
  );
  if (!checked.success) return { status: 'invalid', message: checked.error.issues[0]?.message ?? '' };
  if (query.data)
    return { status: 'ready', summary: query.data.summary, refreshing: query.isPlaceholderData };
  if (query.isPending) return { status: 'loading' };
  const failure = classifyApiError(query.error);
  if (failure.kind === 'response' && failure.status === 400)
    return { status: 'invalid', message: failure.message };
  return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
}

function isRefused(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status < 500;
}
