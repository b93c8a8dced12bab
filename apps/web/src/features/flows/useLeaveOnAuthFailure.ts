import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredSession } from '../../lib/sessionStore';

/** Forgets the stored session and goes to /login, as a 401 or 403 requires. */
export function useLeaveOnAuthFailure(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
