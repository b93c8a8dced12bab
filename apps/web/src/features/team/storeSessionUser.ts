import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { readStoredSession, storeSession } from '../../lib/sessionStore';

/**
 * Keeps the stored session in step with the user a call returned (after leaving, accepting an
 * invitation, handing ownership over): the workspace and role change, the token stays.
 */
export function storeSessionUser(user: SessionUser): void {
  const session = readStoredSession();
  if (!session) return;
  const token = session.data.token || session.token;
  storeSession({ data: { ...user, token }, token });
}
