import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/apiClient';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { readStoredSession, storeSessionUser } from '../../lib/sessionStore';
import { workspaceFailure } from './workspaceFailure';
import { workspacesTexts } from './workspacesTexts';

const TOAST_MS = 5000;
const showSuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS });
const showFailure = (message: string) => notifications.show({ color: 'red', message, autoClose: TOAST_MS });

/**
 * Going to another workspace: the session works there from now on, every cached answer (the
 * previous workspace's lists, figures and searches) is dropped and the dashboard opens, so every
 * screen reads the new workspace. The shell remounts the screen when the workspace changes.
 */
export function useSwitchWorkspace() {
  const t = useTexts(workspacesTexts);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    orpc.workspaces.switch.mutationOptions({
      onSuccess: (result) => {
        queryClient.getQueryCache().clear();
        navigate('/dashboard');
        storeSessionUser(result.user);
        showSuccess(result.message);
      },
      onError: (error) => showFailure(workspaceFailure(error, t.switcher.switchFailed)),
    }),
  );
}

/** Creating a workspace; `onCreated` decides what follows (switch to it, or stay on the clients). */
export function useCreateWorkspace(onCreated: (workspaceId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.workspaces.create.mutationOptions({
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: orpc.workspaces.key() });
        showSuccess(result.message);
        onCreated(result.workspace.id);
      },
    }),
  );
}

/** Renaming: the list and, for the session's workspace, the name the shell shows follow. */
export function useRenameWorkspace(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.workspaces.rename.mutationOptions({
      onSuccess: (result) => {
        const user = readStoredSession()?.data;
        if (user?.workspace && user.workspace.id === result.workspace.id)
          storeSessionUser({ ...user, workspace: { ...user.workspace, name: result.workspace.name } });
        void queryClient.invalidateQueries({ queryKey: orpc.workspaces.key() });
        showSuccess(result.message);
        onDone();
      },
    }),
  );
}

/**
 * Deleting a workspace: the server moved the session to where the person starts (or to none, after
 * their last one); the session user is read again, the cache dropped, and the dashboard (or the
 * "no workspace" screen) opens.
 */
export function useRemoveWorkspace(onDone: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: { id: string; confirmation: string }) => {
      const removed = await api.workspaces.remove(input);
      // Done either way: should this read fail, the shell reads the session user again itself.
      const me = await api.auth.me().catch(() => null);
      return { message: removed.message, user: me?.data ?? null };
    },
    onSuccess: (result) => {
      queryClient.getQueryCache().clear();
      navigate('/dashboard');
      if (result.user) storeSessionUser(result.user);
      showSuccess(result.message);
      onDone();
    },
  });
}
