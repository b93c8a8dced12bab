import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orpc } from '../../lib/orpc';
import { storeSessionUser } from '../../lib/sessionStore';

/**
 * Reads the session user again when the app opens (and after the cache is dropped by a switch or
 * a deletion): since the login, the person's role may have changed, they may have been removed
 * from the workspace or given another. The stored user follows, token kept.
 */
export function useRefreshSessionUser(): void {
  const me = useQuery(orpc.auth.me.queryOptions({ retry: false, staleTime: 0 }));
  useEffect(() => {
    if (me.data) storeSessionUser(me.data.data);
  }, [me.data]);
}
