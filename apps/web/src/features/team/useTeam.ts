import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** The members and open invitations of the workspace (read only by those who may manage it). */
export function useTeam(workspaceId: string | undefined, enabled: boolean) {
  return useQuery(
    orpc.workspaces.members.queryOptions({
      input: { id: workspaceId ?? '' },
      enabled: Boolean(workspaceId) && enabled,
      retry: false,
    }),
  );
}
