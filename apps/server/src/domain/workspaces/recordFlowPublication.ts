import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from './recordAudit';

/**
 * The flow editor saves on every change, and each complete save is what the runtime sends from
 * then on: a publication. So that ten quick edits read as one line of the log, a publication of
 * the same block by the same person within this window updates the last event (its revision and
 * time) instead of adding one.
 */
export const FLOW_PUBLICATION_MERGE_MINUTES = 15;

export interface FlowPublication {
  workspaceId: string;
  actor: AuditActor;
  chatbot: { id: string; name: string };
  block: { idblock: string; name: string; revision: number };
}

/** Records 'flow.published'; call it in the transaction that saves the flow. */
export async function recordFlowPublication(tx: Database, publication: FlowPublication): Promise<void> {
  const { workspaceId, actor, chatbot, block } = publication;
  const details = {
    chatbot: chatbot.name,
    chatbot_id: chatbot.id,
    block_id: block.idblock,
    revision: block.revision,
  };
  const merged = await tx.execute(sql`
    UPDATE audit_events
    SET created_at = now(), subject = ${block.name.slice(0, 300)},
        details = details || ${JSON.stringify({ chatbot: chatbot.name, revision: block.revision })}::jsonb
    WHERE id = (
      SELECT id FROM audit_events
      WHERE workspace_id = ${workspaceId} AND actor_id = ${actor.id} AND type = 'flow.published'
        AND details->>'chatbot_id' = ${chatbot.id} AND details->>'block_id' = ${block.idblock}
        AND created_at > now() - make_interval(mins => ${FLOW_PUBLICATION_MERGE_MINUTES})
      ORDER BY created_at DESC LIMIT 1
    )`);
  if ((merged.rowCount ?? 0) > 0) return;
  await recordAudit(tx, { workspaceId, actor, type: 'flow.published', subject: block.name, details });
}
