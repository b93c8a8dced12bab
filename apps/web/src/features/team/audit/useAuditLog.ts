import type { AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

export interface AuditFilters {
  /** An actor's user id. */
  member: string | null;
  type: AuditEventType | null;
}

/**
 * The workspace's audit log, newest first, a page of 50 at a time ('Charger plus' asks for the
 * next with the last page's cursor). Each pair of filters is cached apart.
 */
export function useAuditLog(workspaceId: string, filters: AuditFilters) {
  return useInfiniteQuery(
    orpc.workspaces.audit.infiniteOptions({
      input: (cursor: string | undefined) => ({
        id: workspaceId,
        ...(filters.member ? { member: filters.member } : {}),
        ...(filters.type ? { type: filters.type } : {}),
        ...(cursor ? { cursor } : {}),
      }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      retry: false,
    }),
  );
}
