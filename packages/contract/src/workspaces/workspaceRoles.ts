/**
 * The roles of a workspace's members, from the most to the least trusted. Each role may do all a
 * lesser one may, and more:
 * - agent: the workspace's conversations (read, reply, take over, hand back) and its end-users;
 * - editor: + chatbots, flows, variables, knowledge, segments, broadcasts and the figures;
 * - admin: + WhatsApp accounts, members, invitations and the audit log;
 * - owner: + billing, deleting the workspace, handing its ownership over.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'agent'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

const RANK: Record<WorkspaceRole, number> = { owner: 4, admin: 3, editor: 2, agent: 1 };

/** Whether a member of `role` may do what needs at least `needed`. */
export function roleAtLeast(role: WorkspaceRole | null | undefined, needed: WorkspaceRole): boolean {
  return role ? RANK[role] >= RANK[needed] : false;
}

/** The roles an invitation or a role change may give: ownership is handed over, never given. */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'agent'] as const satisfies readonly WorkspaceRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
