import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { countOwners, findMember, lockWorkspaceMembers, type MemberFacts } from './teamQueries';

/**
 * The member another member acts on (change of role, removal), read under the workspace's lock:
 * not a member → 404; oneself → refused (`selfMessage`); an owner is touched by an owner only.
 */
export async function lockTargetMember(
  tx: Database,
  workspaceId: string,
  caller: { userId: string; role: WorkspaceRole },
  targetId: string,
  selfMessage: string,
): Promise<MemberFacts> {
  await lockWorkspaceMembers(tx, workspaceId);
  const target = await findMember(tx, workspaceId, targetId);
  if (!target) throw apiError(404, m.memberNotFound);
  if (target.userId === caller.userId) throw apiError(400, selfMessage);
  // The caller's role as it is now, under the lock (it may have changed since the access check).
  const callerNow = await findMember(tx, workspaceId, caller.userId);
  if (!callerNow) throw apiError(403, m.notMemberAnymore);
  if (target.role === 'owner' && callerNow.role !== 'owner') throw apiError(403, m.adminCannotTouchOwner);
  return target;
}

/** An owner about to stop being one: refused when the workspace would keep none (409). */
export async function requireAnotherOwner(tx: Database, workspaceId: string): Promise<void> {
  if ((await countOwners(tx, workspaceId)) <= 1) throw apiError(409, m.lastOwner);
}
