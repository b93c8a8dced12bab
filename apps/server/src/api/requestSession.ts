import { messages } from '@griot/contract/messages';
import type { CallKey } from '@griot/contract/workspaces/callAccess';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from './apiError';
import { type ActiveWorkspace, type ResolvedSession, resolveSession } from './sessions';
import { checkCallAccess } from './workspaceAccess';

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

/**
 * The same for routes that answer outside oRPC (streams): the session, then who may make the
 * call `key` of the contract, checked as for every procedure (callAccess.ts).
 */
export async function requestCallSession(
  db: Database,
  authorization: string | undefined,
  key: CallKey,
  input?: unknown,
): Promise<{ session: ResolvedSession; workspace: ActiveWorkspace | null }> {
  const session = await requestSession(db, authorization);
  return { session, workspace: await checkCallAccess(db, session, key, input) };
}
