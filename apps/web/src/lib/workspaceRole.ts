import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { type CallKey, canCall } from '@griot/contract/workspaces/callAccess';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { useStoredSession } from './sessionStore';

/**
 * The signed-in person's role in the workspace the session works in; null outside any workspace
 * (or signed out). The server checks every call anyway: the screens read this only to show what
 * the role may do and hide the rest.
 */
export function useWorkspaceRole(): WorkspaceRole | null {
  const session = useStoredSession();
  if (!session) return null;
  const { workspace } = session.data as Partial<SessionUser>;
  // A record stored before workspaces existed has no `workspace`: its account was alone and owned
  // everything it saw, and the migration made it the owner of its workspace.
  if (workspace === undefined) return 'owner';
  return workspace?.role ?? null;
}

/** Whether the role may make `call` (the contract's access table decides, never a list of our own). */
export function useCan(call: CallKey): boolean {
  return canCall(useWorkspaceRole(), call);
}
