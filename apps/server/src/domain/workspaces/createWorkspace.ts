import { WORKSPACE_NAME_MAX } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { eq } from 'drizzle-orm';

export type WorkspaceRow = typeof workspaces.$inferSelect;

/**
 * A new workspace with its creator as owner, in one transaction (run inside the caller's when
 * given). A client workspace names the provider's workspace, whose overview then lists it.
 */
export async function createWorkspace(
  db: Database,
  fields: { name: string; ownerId: string; providerWorkspaceId?: string | null },
): Promise<WorkspaceRow> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({
        name: fields.name.trim().slice(0, WORKSPACE_NAME_MAX),
        kind: fields.providerWorkspaceId ? 'client' : 'own',
        providerWorkspaceId: fields.providerWorkspaceId ?? null,
        createdBy: fields.ownerId,
      })
      .returning();
    if (!workspace) throw new Error('workspace insert returned nothing');
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: fields.ownerId, role: 'owner' });
    return workspace;
  });
}

/** The name a person's first workspace takes: their company's, else their own. */
export function firstWorkspaceName(user: {
  company: string;
  firstname: string;
  lastname: string;
  email: string;
}): string {
  return user.company.trim() || `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** A person's own first workspace, made with their account; new sessions start in it. */
export async function createFirstWorkspace(
  db: Database,
  user: typeof users.$inferSelect,
): Promise<WorkspaceRow> {
  return db.transaction(async (tx) => {
    const workspace = await createWorkspace(tx, { name: firstWorkspaceName(user), ownerId: user.id });
    await tx.update(users).set({ lastWorkspaceId: workspace.id }).where(eq(users.id, user.id));
    return workspace;
  });
}
