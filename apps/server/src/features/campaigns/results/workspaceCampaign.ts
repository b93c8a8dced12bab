import { broadcastMessages } from '@griot/contract/broadcasts/broadcastMessages';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../../api/apiError';
import { workspaceTimeZone } from '../../../runtime/chatbotRuntimeCache';

/** A campaign of the caller's workspace, with what its results name it by. */
export interface WorkspaceCampaign {
  id: string;
  chatbotId: string;
  /** The campaign's name when it has one (campaign plans), else its template's title. */
  name: string;
  /** The day it was created, local to the workspace: YYYY-MM-DD. */
  day: string;
  timeZone: string;
}

/**
 * The campaign `id` when its chatbot belongs to the workspace; another workspace's campaign, or
 * one that does not exist, is the same 404: nothing tells them apart.
 */
export async function requireWorkspaceCampaign(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<WorkspaceCampaign> {
  const { rows } = await db.execute<{
    id: string;
    chatbot_id: string;
    name: string;
    created_at: string;
    zone: string | null;
  }>(sql`
    SELECT b.id, b.chatbot_id, coalesce(nullif(btrim(to_jsonb(b)->>'name'), ''), b.template_name) AS name,
      b.created_at::text AS created_at, w.inbox_settings->'business_hours'->>'timezone' AS zone
    FROM broadcasts b JOIN chatbots c ON c.id = b.chatbot_id JOIN workspaces w ON w.id = c.workspace_id
    WHERE b.id = ${id} AND c.workspace_id = ${workspaceId}`);
  const row = rows[0];
  if (!row) throw apiError(404, broadcastMessages.campaignUnknown);
  const timeZone = workspaceTimeZone(row.zone);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(row.created_at));
  return { id: row.id, chatbotId: row.chatbot_id, name: row.name, day, timeZone };
}
