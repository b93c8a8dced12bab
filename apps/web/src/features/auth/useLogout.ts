import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { orpc } from '../../lib/orpc';
import { clearStoredSession } from '../../lib/sessionStore';

/**
 * Logs out: revokes the token on the server (best effort: an unreachable server must not keep the
 * user logged in here), forgets the stored user and cached data, and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: revoke } = useMutation(orpc.auth.logout.mutationOptions());
  return useCallback(async () => {
    await revoke({}).catch(() => undefined);
    clearStoredSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient, revoke]);
}
