import type { Profile } from '@griot/contract/account/accountSchemas';
import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { readStoredSession, storeSession } from '../../lib/sessionStore';

export const accountQueryKeys = {
  profile: ['account', 'profile'] as const,
  settings: ['account', 'settings'] as const,
  sessions: ['account', 'sessions'] as const,
  twoFactor: ['account', '2fa'] as const,
};

export function useProfile() {
  return useQuery({
    queryKey: accountQueryKeys.profile,
    queryFn: async (): Promise<Profile> => (await api.account.profile()).profile,
  });
}

export function useAccountSettings() {
  return useQuery({
    queryKey: accountQueryKeys.settings,
    queryFn: async () => (await api.account.settings()).settings,
  });
}

/** The shell shows the stored user (name, email, photo): it follows what the server saved. */
export function refreshStoredUser(user: SessionUser): void {
  const session = readStoredSession();
  if (!session) return;
  storeSession({ ...session, data: { ...session.data, ...user, token: session.data.token } });
}
