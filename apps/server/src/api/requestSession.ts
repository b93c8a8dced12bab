import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from './apiError';
import { type ResolvedSession, resolveSession } from './sessions';

/**
 * The session behind an `Authorization: Bearer <token>` header, or a 401 with the French message
 * the screens expect: for the procedures and for the routes that stream their answer.
 */
export async function requestSession(
  db: Database,
  authorization: string | undefined,
): Promise<ResolvedSession> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw apiError(401, messages.session.missing);
  const session = await resolveSession(db, token);
  if (!session) throw apiError(401, messages.session.expired);
  return session;
}
