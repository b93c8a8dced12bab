import type { CampaignAudience } from '@griot/contract/campaigns/campaignSchemas';
import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiFailure, classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';

export type ForecastState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; failure: ApiFailure; retry: () => void; retrying: boolean }
  | { status: 'ready'; forecast: CampaignForecast; refreshing: boolean };

/** The composer changes the draft at each key stroke: the forecast is asked once it rests this long. */
const DEBOUNCE_MS = 400;

/**
 * The forecast of the draft as it stands, asked once the draft rests; the last answer stays on
 * screen (marked as refreshing) while the next one loads. No audience (an incomplete draft): empty.
 * `exact`: count every end-user even where the server would estimate from a sample (large chatbots).
 */
export function useCampaignForecast(audience: CampaignAudience | null, exact = false): ForecastState {
  const key = audience ? JSON.stringify(audience) : '';
  const [settled] = useDebouncedValue(key, DEBOUNCE_MS);
  const input = settled ? (JSON.parse(settled) as CampaignAudience) : null;
  const query = useQuery({
    ...orpc.campaignForecast.forecast.queryOptions({
      // Never sent while disabled: the draft is incomplete.
      input: input ? { ...input, ...(exact ? { exact } : {}) } : ({} as CampaignAudience),
      placeholderData: keepPreviousData,
      // Figures move as campaigns run and customers write: a minute at most.
      staleTime: 60_000,
    }),
    enabled: input !== null,
    retry: false,
  });
  if (!audience) return { status: 'empty' };
  if (query.data && !query.isError)
    return {
      status: 'ready',
      forecast: query.data.forecast,
      refreshing: query.isFetching || settled !== key,
    };
  if (query.isError)
    return {
      status: 'error',
      failure: classifyApiError(query.error),
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  return { status: 'loading' };
}
