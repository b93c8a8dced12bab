import type { AccountSettings, Profile } from '@griot/contract/account/accountSchemas';
import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';
import { readStoredSession, storeSession } from '../../lib/sessionStore';

export function useProfile() {
  return useQuery(orpc.account.profile.queryOptions({ select: (result): Profile => result.profile }));
}

export function useAccountSettings() {
  return useQuery(orpc.account.settings.queryOptions({ select: (result) => result.settings }));
}

/** A saved profile is what the profile's call now answers: its cache takes it at once. */
export function showSavedProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(orpc.account.profile.queryKey(), { success: true as const, profile });
}

/** Saved settings are what the settings' call now answers: its cache takes them at once. */
export function showSavedSettings(queryClient: QueryClient, settings: AccountSettings): void {
  queryClient.setQueryData(orpc.account.settings.queryKey(), { success: true as const, settings });
}

/** The shell shows the stored user (name, email, photo): it follows what the server saved. */
export function refreshStoredUser(user: SessionUser): void {
  const session = readStoredSession();
  if (!session) return;
  storeSession({ ...session, data: { ...session.data, ...user, token: session.data.token } });
}
