import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/apiClient';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { storeSessionUser } from '../../lib/sessionStore';
import { teamFailure } from './teamFailure';
import { teamTexts } from './teamTexts';

const TOAST_MS = 5000;
const showSuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS });
const showFailure = (message: string) => notifications.show({ color: 'red', message, autoClose: TOAST_MS });

/**
 * What the team screen does (invite, resend, revoke, change a role, remove, hand over, leave),
 * each with the server's message as a toast and the list read again. `close` shuts the dialog
 * that asked, once the server agreed.
 */
export function useTeamActions(close: () => void) {
  const t = useTexts(teamTexts);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orpc.workspaces.key() });
  const done = (result: { message: string }) => {
    showSuccess(result.message);
    close();
    refresh();
  };
  const failed = (fallback: string) => (error: Error) => showFailure(teamFailure(error, fallback));

  const invite = useMutation(
    orpc.workspaces.invite.mutationOptions({ onSuccess: done, onError: failed(t.failures.invite) }),
  );
  const resend = useMutation(
    orpc.workspaces.resendInvitation.mutationOptions({ onSuccess: done, onError: failed(t.failures.action) }),
  );
  const revoke = useMutation(
    orpc.workspaces.revokeInvitation.mutationOptions({ onSuccess: done, onError: failed(t.failures.action) }),
  );
  const changeRole = useMutation(
    orpc.workspaces.changeRole.mutationOptions({ onSuccess: done, onError: failed(t.failures.action) }),
  );
  const remove = useMutation(
    orpc.workspaces.removeMember.mutationOptions({ onSuccess: done, onError: failed(t.failures.action) }),
  );
  const transfer = useMutation(
    orpc.workspaces.transferOwnership.mutationOptions({
      onSuccess: async (result) => {
        done(result);
        // The caller is an administrator now: the screens follow the new role at once.
        const me = await api.auth.me().catch(() => undefined);
        if (me) storeSessionUser(me.data);
      },
      onError: failed(t.failures.action),
    }),
  );
  const leave = useMutation(
    orpc.workspaces.leave.mutationOptions({
      onSuccess: (result) => {
        showSuccess(result.message);
        close();
        // The session works in another workspace now (or none): everything cached was the old one's.
        storeSessionUser(result.user);
        void queryClient.invalidateQueries();
        navigate('/dashboard', { replace: true });
      },
      onError: failed(t.failures.action),
    }),
  );

  return { invite, resend, revoke, changeRole, remove, transfer, leave };
}
