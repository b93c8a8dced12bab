import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/apiClient';
import { useTexts } from '../../lib/i18n/useTexts';
import { readStoredSession, storeSessionUser } from '../../lib/sessionStore';
import { workspaceFailure } from './workspaceFailure';
import { workspacesTexts } from './workspacesTexts';

/**
 * A link that names its workspace (`?workspace=<id>`, as the digest mails' links do, for a member
 * of several workspaces): the session switches to it before the screen reads anything, then the
 * address loses the parameter. A workspace the person is not a member of is refused by the server
 * and said in a toast; the screen then shows what the current workspace has.
 */
export function useWorkspaceFromLink(): boolean {
  const t = useTexts(workspacesTexts);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wanted = new URLSearchParams(search).get('workspace');
  const handled = useRef<string | null>(null);
  const current = readStoredSession()?.data.workspace?.id ?? null;
  const pending = wanted !== null && wanted !== current;

  useEffect(() => {
    if (wanted === null || handled.current === wanted) return;
    handled.current = wanted;
    const params = new URLSearchParams(search);
    params.delete('workspace');
    const rest = params.toString();
    const address = `${pathname}${rest ? `?${rest}` : ''}${hash}`;
    const switched =
      wanted === current
        ? Promise.resolve()
        : api.workspaces
            .switch({ id: wanted })
            .then((result) => {
              queryClient.getQueryCache().clear();
              storeSessionUser(result.user);
            })
            .catch((error: unknown) =>
              notifications.show({ color: 'red', message: workspaceFailure(error, t.switcher.switchFailed) }),
            );
    // After this render has committed: the router ignores a navigation made during its first one.
    void switched.finally(() => navigate(address, { replace: true }));
  }, [wanted, current, pathname, search, hash, navigate, queryClient, t]);

  return pending;
}
