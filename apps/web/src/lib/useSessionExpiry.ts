import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredSession } from './sessionStore';

/**
 * Ends a session the server refused: forgets the stored user and the cached data, then opens
 * /login, at once or after a delay that leaves the message on screen (3 s on the list).
 * A pending delayed logout is cancelled when the screen unmounts.
 */
export function useSessionExpiry(): (delayMs?: number) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (delayMs = 0) => {
      clearTimeout(timer.current);
      const expire = () => {
        clearStoredSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      };
      if (delayMs > 0) timer.current = setTimeout(expire, delayMs);
      else expire();
    },
    [navigate, queryClient],
  );
}
