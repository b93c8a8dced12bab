import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** The workspace's canned responses (every member reads and writes them). */
export function useCannedResponses() {
  return useQuery(orpc.cannedResponses.list.queryOptions({ retry: false }));
}

/** The workspace's labels (every member reads; administrators change them). */
export function useLabels() {
  return useQuery(orpc.inbox.labels.queryOptions({ retry: false }));
}

/** Automatic assignment and business hours (defaults when the workspace never saved any). */
export function useInboxSettings() {
  return useQuery(orpc.inbox.settings.queryOptions({ retry: false }));
}

/** The response times of the last `days` days, overall and per agent. */
export function useResponseTimes(days: 7 | 30 | 90) {
  return useQuery(
    orpc.inbox.responseTimes.queryOptions({
      input: { days },
      retry: false,
      placeholderData: (previous) => previous,
    }),
  );
}
