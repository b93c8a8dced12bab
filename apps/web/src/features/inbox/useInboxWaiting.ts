import { useQuery } from '@tanstack/react-query';
import { inboxCountsOptions } from './inboxQueries';

/**
 * The conversations whose customer waits for a person (the sidebar's badge): read every 30 s and
 * after live changes; undefined until known, or for a role that may not read the inbox.
 */
export function useInboxWaiting(enabled: boolean): number | undefined {
  const counts = useQuery({ ...inboxCountsOptions(), select: (result) => result.waiting, enabled });
  return enabled ? counts.data : undefined;
}
