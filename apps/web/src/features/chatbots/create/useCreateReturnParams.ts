import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CreateReturnParams } from './createRedirect';

/** Local storage key of the create page's return path (kept there as well as in the query). */
export const CREATE_RETURN_KEY = 'chatbotCreateReturnTo';

/**
 * The create page's returnTo, openpopupwhatsapp and accountId. The return path is mirrored in
 * local storage while the page is open; `forget` clears it when the page is left, so a stale value
 * never sends a later, unrelated creation elsewhere.
 */
export function useCreateReturnParams(): { params: CreateReturnParams; forget: () => void } {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const openpopupwhatsapp = searchParams.get('openpopupwhatsapp');
  const accountId = searchParams.get('accountId');

  useEffect(() => {
    try {
      if (returnTo) localStorage.setItem(CREATE_RETURN_KEY, returnTo);
      else localStorage.removeItem(CREATE_RETURN_KEY);
    } catch {
      // Storage may be full or blocked; the query string still carries the return path.
    }
  }, [returnTo]);

  return {
    params: { returnTo, openpopupwhatsapp, accountId },
    forget: () => {
      try {
        localStorage.removeItem(CREATE_RETURN_KEY);
      } catch {
        // Nothing to clean up when storage is unavailable.
      }
    },
  };
}
