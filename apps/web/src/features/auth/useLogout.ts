import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/apiClient';
import { clearStoredSession } from '../../lib/sessionStore';

/**
 * Logs out: revokes the token on the server (best effort: an unreachable server must not keep the
 * user logged in here), forgets the stored user and cached data, and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.auth.logout({}).catch(() => undefined);
    clearStoredSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
