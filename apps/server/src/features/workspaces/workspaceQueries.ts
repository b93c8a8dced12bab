import type { WorkspaceSummary } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

interface SummaryRow extends Record<string, unknown> {
  id: string;
  name: string;
  kind: 'own' | 'client';
  role: WorkspaceSummary['role'];
  provider_workspace_id: string | null;
  provider_name: string | null;
  members: number;
  created_at: string;
}

/**
 * The workspaces a person is a member of, with their role, as the switcher lists them: their own
 * first, then by name. `only` narrows it to one workspace (after a create or a rename).
 */
export async function listMemberWorkspaces(
  db: Database,
  userId: string,
  only?: string,
): Promise<WorkspaceSummary[]> {
  const { rows } = await db.execute<SummaryRow>(sql`
    SELECT w.id, w.name, w.kind, m.role, w.provider_workspace_id, p.name AS provider_name,
           (SELECT count(*)::int FROM workspace_members x WHERE x.workspace_id = w.id) AS members,
           to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM workspace_members m
    JOIN workspaces w ON w.id = m.workspace_id
    LEFT JOIN workspaces p ON p.id = w.provider_workspace_id
    WHERE m.user_id = ${userId}${only ? sql` AND w.id = ${only}` : sql``}
    ORDER BY (w.kind = 'own') DESC, lower(w.name), w.id`);
  return rows.map((row) => ({ ...row }));
}
