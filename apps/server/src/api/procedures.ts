import { contract } from '@griot/contract/contract';
import { messages } from '@griot/contract/messages';
import { implement } from '@orpc/server';
import { resolveSession } from '../features/auth/sessions';
import { apiError } from './apiError';
import type { AppContext } from './appContext';

/** Implements the contract: every handler starts from `publicProcedures` or `authedProcedures`. */
export const publicProcedures = implement(contract).$context<AppContext>();

/**
 * Procedures that need a logged-in user: a valid `Authorization: Bearer <token>` header, else a
 * 401 with the French message the screens expect.
 */
export const authedProcedures = publicProcedures.use(async ({ context, next }) => {
  const token = /^Bearer\s+(\S+)$/i.exec(context.request.authorization ?? '')?.[1];
  if (!token) throw apiError(401, messages.session.missing);
  const session = await resolveSession(context.db, token);
  if (!session) throw apiError(401, messages.session.expired);
  return next({ context: { session } });
});
