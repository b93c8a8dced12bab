import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';
import { accountFailure } from './accountFailure';
import { refreshStoredUser, showSavedProfile } from './accountQueries';
import { accountTexts } from './accountTexts';

/** A photo of up to 5 MB gets more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * The profile screen's calls: the edited profile and a new photo, each shown at once (the
 * profile's cache, and the stored user the shell displays) with the server's message. A refused
 * edit stays in its form (`error`).
 */
export function useProfileActions() {
  const queryClient = useQueryClient();

  const updateProfile = useMutation(
    orpc.account.updateProfile.mutationOptions({
      onSuccess: (result) => {
        showSavedProfile(queryClient, result.profile);
        refreshStoredUser(result.user);
        notifications.show({ color: 'green', message: result.message });
      },
    }),
  );

  const uploadAvatar = useMutation(
    orpc.account.avatar.mutationOptions({
      context: { timeoutMs: UPLOAD_TIMEOUT_MS },
      onSuccess: (result) => {
        refreshStoredUser(result.user);
        void queryClient.invalidateQueries({ queryKey: orpc.account.profile.key() });
        notifications.show({ color: 'green', message: result.message });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: accountFailure(error, accountTexts.avatar.failed) }),
    }),
  );

  return { updateProfile, uploadAvatar };
}
