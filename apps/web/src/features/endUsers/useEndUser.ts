import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** One end-user for the detail and edit screens: one cached call, so the edit opens on what the detail read. */
export function useEndUser(id: string) {
  return useQuery(orpc.endUsers.detail.queryOptions({ input: { id } }));
}
