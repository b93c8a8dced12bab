import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { clientOverviewSchema } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';

type ClientOverview = z.infer<typeof clientOverviewSchema>;

interface ClientRow extends Record<string, unknown> {
  id: string;
  name: string;
  client_owner: string | null;
  my_role: WorkspaceRole | null;
  chatbots: number;
  numbers: number;
  end_users: number;
  messages_this_month: number;
  created_at: string;
}

/**
 * Whether a workspace serves clients: a business's own workspace (never a client's) whose owner
 * signed up as a tech provider, or that already has client workspaces.
 */
export async function isProviderWorkspace(db: Database, workspaceId: string): Promise<boolean> {
  const { rows } = await db.execute<{ provider: boolean }>(sql`
    SELECT w.kind = 'own' AND (
             EXISTS (SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id
                     WHERE m.workspace_id = w.id AND m.role = 'owner' AND u.user_type = 'provider')
          OR EXISTS (SELECT 1 FROM workspaces c WHERE c.provider_workspace_id = w.id)) AS provider
    FROM workspaces w WHERE w.id = ${workspaceId}`);
  return rows[0]?.provider === true;
}

/**
 * A provider's client workspaces with their figures, in one statement (each client's figures
 * read through its own chatbots' indexes, so the cost follows the clients, not the whole base):
 * - client_owner: the client's own owner once handed over (an owner who is not a member of the
 *   provider's workspace); null while the provider's people own it;
 * - my_role: the caller's role there (null once the provider is no longer a member);
 * - chatbots; numbers: its WhatsApp numbers (accounts with a number chosen);
 * - end_users: the chatbots' trigger-kept counters (test conversations and silent web visitors
 *   left out, as on the home screen);
 * - messages_this_month: messages both ways since the first of the UTC month, read on the
 *   (chatbot_id, created_at) index.
 */
export async function listClientWorkspaces(
  db: Database,
  providerWorkspaceId: string,
  userId: string,
  now = new Date(),
): Promise<ClientOverview[]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const { rows } = await db.execute<ClientRow>(sql`
    SELECT w.id, w.name, me.role AS my_role,
           (SELECT btrim(u.firstname || ' ' || u.lastname) FROM workspace_members o
              JOIN users u ON u.id = o.user_id
            WHERE o.workspace_id = w.id AND o.role = 'owner'
              AND NOT EXISTS (SELECT 1 FROM workspace_members p
                              WHERE p.workspace_id = ${providerWorkspaceId} AND p.user_id = o.user_id)
            ORDER BY o.joined_at, o.user_id LIMIT 1) AS client_owner,
           bots.chatbots, bots.end_users, bots.messages_this_month,
           (SELECT count(*)::int FROM whatsapp_accounts a
            WHERE a.workspace_id = w.id AND a.phone_number_id <> '') AS numbers,
           to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM workspaces w
    LEFT JOIN workspace_members me ON me.workspace_id = w.id AND me.user_id = ${userId}
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS chatbots, coalesce(sum(c.user_count), 0)::int AS end_users,
             coalesce(sum((SELECT count(*) FROM messages m
                           WHERE m.chatbot_id = c.id AND m.created_at >= ${monthStart}::timestamptz)), 0)::int
               AS messages_this_month
      FROM chatbots c WHERE c.workspace_id = w.id
    ) bots
    WHERE w.provider_workspace_id = ${providerWorkspaceId}
    ORDER BY lower(w.name), w.id`);
  return rows.map((row) => ({ ...row }));
}
