import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** The person's workspaces with their role there (the switcher's list). */
export function useWorkspaceList(enabled = true) {
  return useQuery(orpc.workspaces.list.queryOptions({ enabled, retry: false }));
}

/** A provider's clients with their figures of the month. */
export function useClients(workspaceId: string | undefined) {
  return useQuery(
    orpc.workspaces.clients.queryOptions({
      input: { id: workspaceId ?? '' },
      enabled: Boolean(workspaceId),
      retry: false,
    }),
  );
}
