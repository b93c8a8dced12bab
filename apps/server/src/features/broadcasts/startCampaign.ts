import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { sql } from 'drizzle-orm';
import { compileConditions, conditionScope } from '../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../domain/audience/findMatchingEndUsers';
import { RECIPIENT_NOTES } from './recipientNotes';

/**
 * Creates a campaign and, in the same transaction, one recipient row per matched end-user (the
 * unique (campaign, end-user) key: nobody is in a campaign twice). End-users who opted out, whose
 * number Meta called invalid, or without a number are stored as 'skipped' and counted, and so are,
 * for a local model, those outside WhatsApp's 24 h window. Returns undefined when no end-user
 * matched (nothing is stored). `alsoInTransaction` runs in that transaction once the campaign
 * is stored (the audit record).
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
  // A local model goes as free-form text, which Meta takes only within 24 h of the end-user's last
  // message: conversations.last_inbound_at, read by its primary key (none: the end-user never wrote).
  const local = launch.model.source === 'local';
  const windowJoin = local ? sql` LEFT JOIN conversations lw ON lw.end_user_id = eu.id` : sql``;
  const outsideWindow = local
    ? sql`(lw.last_inbound_at IS NULL OR lw.last_inbound_at <= now() - interval '24 hours')`
    : sql`false`;
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
        SELECT ${id}, eu.id, row_number() OVER (ORDER BY eu.last_activity_at DESC, eu.id),
               CASE WHEN eu.phone <> '' THEN eu.phone ELSE '+' || eu.external_id END,
               CASE WHEN eu.opted_out_at IS NOT NULL OR eu.invalid_number_at IS NOT NULL OR eu.channel <> 'whatsapp'
                      OR ${outsideWindow} THEN 'skipped' ELSE 'pending' END,
               CASE WHEN eu.opted_out_at IS NOT NULL THEN ${RECIPIENT_NOTES.optedOut}
                    WHEN eu.invalid_number_at IS NOT NULL THEN ${RECIPIENT_NOTES.invalidNumber}
                    WHEN eu.channel <> 'whatsapp' THEN ${RECIPIENT_NOTES.notOnWhatsApp}
                    WHEN ${outsideWindow} THEN ${RECIPIENT_NOTES.outsideWindow} END
        FROM end_users eu${windowJoin}
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
