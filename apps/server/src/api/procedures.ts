import { contract } from '@griot/contract/contract';
import { implement } from '@orpc/server';
import type { AppContext } from './appContext';
import { requestSession } from './requestSession';

/** Implements the contract: every handler starts from `publicProcedures` or `authedProcedures`. */
export const publicProcedures = implement(contract).$context<AppContext>();

/**
 * Procedures that need a logged-in user: a valid `Authorization: Bearer <token>` header, else a
 * 401 with the French message the screens expect.
 */
export const authedProcedures = publicProcedures.use(async ({ context, next }) =>
  next({ context: { session: await requestSession(context.db, context.request.authorization) } }),
);
