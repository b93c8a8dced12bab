import { roleAtLeast, type WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Member } from '@griot/contract/workspaces/workspaceSchemas';

export interface MemberPermissions {
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
}

/**
 * What the caller may do to a member, as the server decides it (the server refuses the rest
 * anyway): admins and owners manage members, never themselves; an owner is changed or removed by
 * an owner only; only an owner hands the ownership over, to a member who is not one yet.
 */
export function memberPermissions(
  myRole: WorkspaceRole | null | undefined,
  member: Member,
): MemberPermissions {
  const manages = roleAtLeast(myRole, 'admin') && !member.is_me;
  const reachable = manages && (member.role !== 'owner' || myRole === 'owner');
  return {
    changeRole: reachable,
    remove: reachable,
    transfer: myRole === 'owner' && !member.is_me && member.role !== 'owner',
  };
}
