import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { sql } from 'drizzle-orm';
import { campaignExclusions, firstReason } from '../../domain/audience/campaignExclusions';
import { compileConditions, conditionScope } from '../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../domain/audience/findMatchingEndUsers';
import { SKIP_NOTES } from './recipientNotes';

/**
 * Creates a campaign and, in the same transaction, one recipient row per matched end-user (the
 * unique (campaign, end-user) key: nobody is in a campaign twice). End-users the campaign leaves out
 * (domain/audience/campaignExclusions.ts: opted out, number invalid, not on WhatsApp, outside the
 * 24 h window for a local model, imported without opt-in for a marketing template, reached by
 * another campaign within the frequency cap) are stored as 'skipped' with the reason and counted.
 * Returns undefined when no end-user matched (nothing is stored). `alsoInTransaction` runs in that transaction once the campaign
 * is stored (the audit record). The window reads end_users.last_inbound_at, which the activity
 * backlog brings up to date: the caller runs `catchUpActivity` first (as the forecast does), outside
 * its own transaction — inside one, the catch-up's locks on the chatbots' counter rows would be held
 * while the recipients are written, holding up the rounds of new customers.
 */
export async function startCampaign(
  db: Database,
  chatbot: SegmentChatbot & { phoneNumberId: string },
  launch: {
    createdBy: string;
    model: BroadcastModel;
    parameters: BroadcastParameter[];
    conditions: Condition[];
  },
  alsoInTransaction?: (
    tx: Database,
    campaign: { id: string; total: number; skipped: number },
  ) => Promise<void>,
): Promise<string | undefined> {
  const where = compileConditions(launch.conditions, conditionScope(chatbot));
  // Who is left out and why: one place (domain/audience/campaignExclusions.ts), which the forecast
  // counts with the same expressions.
  const exclusions = campaignExclusions({
    chatbotId: chatbot.id,
    local: launch.model.source === 'local',
    category: launch.model.category,
  });
  const skipNote = firstReason(exclusions.reasons, SKIP_NOTES);
  return db
    .transaction(async (tx): Promise<string | undefined> => {
      const created = await tx.execute<{ id: string }>(sql`
      INSERT INTO broadcasts (chatbot_id, created_by, template_name, template_language, parameters, conditions, model, phone_number_id)
      VALUES (${chatbot.id}, ${launch.createdBy}, ${launch.model.title}, ${launch.model.langage},
              ${JSON.stringify(launch.parameters)}::jsonb, ${JSON.stringify(launch.conditions)}::jsonb,
              ${JSON.stringify(storedModel(launch.model))}::jsonb,
              ${chatbot.phoneNumberId})
      RETURNING id`);
      const id = created.rows[0]?.id;
      if (!id) throw new Error('broadcast not created');
      const counted = await tx.execute<{ total: number; skipped: number }>(sql`
      WITH added AS (
        INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, error_text)
        SELECT ${id}, eu.id, row_number() OVER (ORDER BY eu.last_activity_at DESC NULLS LAST, eu.id),
               ${exclusions.recipientPhone},
               CASE WHEN s.note IS NULL THEN 'pending' ELSE 'skipped' END, s.note
        FROM end_users eu
        CROSS JOIN LATERAL (SELECT ${skipNote}::text AS note) s
        WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND ${where}
        ON CONFLICT (broadcast_id, end_user_id) DO NOTHING
        RETURNING status
      )
      SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'skipped')::int AS skipped FROM added`);
      const { total = 0, skipped = 0 } = counted.rows[0] ?? {};
      if (total === 0) throw new NoRecipientsError();
      await tx.execute(sql`
      UPDATE broadcasts SET total = ${total}, skipped = ${skipped},
        status = CASE WHEN ${total} = ${skipped} THEN 'finished' ELSE 'running' END,
        finished_at = CASE WHEN ${total} = ${skipped} THEN now() END
      WHERE id = ${id}`);
      await alsoInTransaction?.(tx, { id, total, skipped });
      await tx.execute(sql`SELECT pg_notify('griot_broadcasts', ${id})`);
      return id;
    })
    .catch((error: unknown) => {
      if (error instanceof NoRecipientsError) return undefined;
      throw error;
    });
}

/**
 * What the worker needs of the model, kept with the campaign: later edits do not change it. The
 * texts (header, body, footer, buttons) are kept too, so each customer's conversation shows the
 * message as it was sent.
 */
function storedModel(model: BroadcastModel): Record<string, unknown> {
  return {
    parameters: model.parameters,
    parameterFormat: model.parameterFormat,
    source: model.source,
    content: model.content,
    header: model.header,
    footer: model.footer,
    buttons: model.buttons,
  };
}

/** Nothing matched: the transaction is undone so no empty campaign stays behind. */
class NoRecipientsError extends Error {}
