import { contract } from '@griot/contract/contract';
import { implement } from '@orpc/server';
import type { AppContext } from './appContext';
import { requestSession } from './requestSession';
import type { ActiveWorkspace } from './sessions';
import { checkCallAccess } from './workspaceAccess';

/** Implements the contract: every handler starts from one of the three builders below. */
export const publicProcedures = implement(contract).$context<AppContext>();

/**
 * Procedures that need a signed-in person: a valid `Authorization: Bearer <token>` header, else a
 * 401 with the French message the screens expect. Then who may make the call is checked against
 * the contract's table (callAccess.ts) in this one place, before the input is even validated.
 */
export const authedProcedures = publicProcedures.use(async ({ context, next, path }, input) => {
  const session = await requestSession(context.db, context.request.authorization);
  const workspace = await checkCallAccess(context.db, session, path.join('.'), input);
  return next({ context: { session, workspace } });
});

/**
 * Procedures working in a workspace (a role in callAccess.ts): `context.workspace` is the one the
 * call works in, with the caller's role there. Everything the call reads or changes is looked up
 * within it.
 */
export const workspaceProcedures = authedProcedures.use(async ({ context, next }) => {
  // checkCallAccess refused the call already when a role was needed and there was no workspace.
  if (!context.workspace) throw new Error('a workspace call reached its handler without a workspace');
  return next({ context: { workspace: context.workspace as ActiveWorkspace } });
});
