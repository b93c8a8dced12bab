import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orpc } from '../../../lib/orpc';
import { clearStoredSession, storeSessionUser } from '../../../lib/sessionStore';

/**
 * The invitation page's ways forward: accept (the session then works in the workspace, and the
 * dashboard opens in it), sign in (and come back here), sign up through the link, or sign in with
 * the address the invitation was sent to.
 */
export function useInvitationActions(token: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `/invitation/${encodeURIComponent(token)}`;
  const accept = useMutation(
    orpc.workspaces.acceptInvitation.mutationOptions({
      onSuccess: (result) => {
        storeSessionUser(result.user);
        // Everything cached was another workspace's.
        void queryClient.invalidateQueries();
        notifications.show({ color: 'green', message: result.message, autoClose: 5000 });
        navigate('/dashboard', { replace: true });
      },
    }),
  );
  const logout = useMutation(orpc.auth.logout.mutationOptions());
  const signIn = () => navigate('/login', { state: { from: here } });
  return {
    accept,
    signIn,
    signUp: () => navigate(`/register?invitation=${encodeURIComponent(token)}`),
    /** Signed in with another address: out of this account (best effort), then in with the right one. */
    switchAccount: async () => {
      await logout.mutateAsync({}).catch(() => undefined);
      clearStoredSession();
      queryClient.clear();
      signIn();
    },
  };
}
