import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { settingsTexts as t } from './settingsTexts';

/**
 * The security tab's calls: the password, the sessions and the second factor. Each refreshes what
 * it changed (the sessions or the two-factor status, and the profile that counts them); the
 * toasts are here, the steps of the two-factor card stay in the card.
 */
export function useSecurityActions() {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const sessions = orpc.account.sessions.key();
  const twoFactor = orpc.account.twoFactorStatus.key();
  const profile = orpc.account.profile.key();
  const revoked = {
    onSuccess: (result: { message: string }) => {
      notifications.show({ color: 'green', message: result.message });
      refresh(sessions, profile);
    },
    onError: (error: Error) =>
      notifications.show({ color: 'red', message: accountFailure(error, t.security.revokeFailed) }),
  };

  const changePassword = useMutation(
    orpc.account.changePassword.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        refresh(sessions, profile);
      },
    }),
  );
  const revokeSession = useMutation(orpc.account.revokeSession.mutationOptions(revoked));
  const revokeOtherSessions = useMutation(orpc.account.revokeOtherSessions.mutationOptions(revoked));

  const enableTwoFactor = useMutation(
    orpc.account.twoFactorEnable.mutationOptions({ onSuccess: () => refresh(twoFactor, profile) }),
  );
  const renewRecoveryCodes = useMutation(
    orpc.account.twoFactorRecoveryCodes.mutationOptions({ onSuccess: () => refresh(twoFactor, profile) }),
  );
  const disableTwoFactor = useMutation(
    orpc.account.twoFactorDisable.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        refresh(twoFactor, profile);
      },
    }),
  );

  return {
    changePassword,
    revokeSession,
    revokeOtherSessions,
    enableTwoFactor,
    renewRecoveryCodes,
    disableTwoFactor,
  };
}
