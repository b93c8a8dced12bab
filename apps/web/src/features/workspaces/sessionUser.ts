import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { readStoredSession, storeSession, useStoredSession } from '../../lib/sessionStore';

/** The workspace the session works in, as stored: null outside any; undefined signed out or before workspaces. */
export type SessionWorkspace = NonNullable<SessionUser['workspace']> | null | undefined;

/**
 * Keeps the stored session in step with the user a call returned (a switch, `auth.me`): the
 * workspace and role change, the token stays. Nothing is written when nothing changed, so the
 * screens reading the session do not render again for nothing.
 */
export function storeSessionUser(user: SessionUser): void {
  const session = readStoredSession();
  if (!session) return;
  const token = session.data.token || session.token;
  const next = { data: { ...user, token }, token };
  if (JSON.stringify(next) === JSON.stringify(session)) return;
  storeSession(next);
}

/** The signed-in person as stored, with the workspace the session works in. */
export function useSessionUser(): (SessionUser & { token: string }) | null {
  return useStoredSession()?.data ?? null;
}
