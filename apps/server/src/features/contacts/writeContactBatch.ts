import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { ContactDraft } from './contactRowMapping';

export interface BatchResult {
  created: number;
  merged: number;
}

/**
 * Writes one batch of contacts (distinct numbers) into the chatbot, in one transaction: a failure
 * leaves nothing of the batch. A number the chatbot already has is merged: empty name, phone and
 * email filled, an opt-in added when it had none, tags and variables added (a stored value is kept)
 * — an opt-out is never touched, nor the last activity. New end-users are WhatsApp customers
 * (external_id = wa_id) marked imported now, with no last activity: they have not written yet.
 */
export async function writeContactBatch(
  db: Database,
  chatbotId: string,
  optInSource: string | null,
  drafts: readonly ContactDraft[],
  alsoInTransaction: (tx: Database, result: BatchResult) => Promise<void>,
): Promise<BatchResult> {
  const people = JSON.stringify(
    drafts.map((draft) => ({
      external_id: draft.externalId,
      phone: draft.phone,
      full_name: draft.fullName,
      email: draft.email,
      opt_in_at: draft.optInAt,
    })),
  );
  return db.transaction(async (tx) => {
    const written =
      drafts.length === 0
        ? { rows: [] as Array<{ id: string; external_id: string; inserted: boolean }> }
        : await tx.execute<{ id: string; external_id: string; inserted: boolean }>(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, phone, full_name, email, imported_at,
        opt_in_source, opt_in_at, last_activity_at)
      SELECT ${chatbotId}, 'whatsapp', x.external_id, x.phone, x.full_name, x.email, now(),
        CASE WHEN x.opt_in_at IS NOT NULL THEN ${optInSource}::text END, x.opt_in_at, NULL
      FROM jsonb_to_recordset(${people}::jsonb)
        AS x(external_id text, phone text, full_name text, email text, opt_in_at timestamptz)
      ON CONFLICT (chatbot_id, channel, external_id) DO UPDATE SET
        full_name = CASE WHEN end_users.full_name = '' THEN excluded.full_name ELSE end_users.full_name END,
        phone = CASE WHEN end_users.phone = '' THEN excluded.phone ELSE end_users.phone END,
        email = CASE WHEN end_users.email = '' THEN excluded.email ELSE end_users.email END,
        opt_in_source = CASE WHEN end_users.opt_in_at IS NULL THEN excluded.opt_in_source
                             ELSE end_users.opt_in_source END,
        opt_in_at = coalesce(end_users.opt_in_at, excluded.opt_in_at)
      RETURNING id, external_id, (xmax = 0) AS inserted`);
    const idOf = new Map(written.rows.map((row) => [row.external_id, row.id]));
    const tags: Array<{ end_user_id: string; tag: string }> = [];
    const values: Array<{ end_user_id: string; name: string; value: string }> = [];
    for (const draft of drafts) {
      const id = idOf.get(draft.externalId);
      if (!id) continue;
      for (const tag of draft.tags) tags.push({ end_user_id: id, tag });
      for (const [name, value] of Object.entries(draft.variables))
        values.push({ end_user_id: id, name, value });
    }
    if (tags.length > 0)
      await tx.execute(sql`
        INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
        SELECT x.end_user_id, ${chatbotId}, x.tag
        FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS x(end_user_id uuid, tag text)
        ON CONFLICT (end_user_id, tag) DO NOTHING`);
    if (values.length > 0)
      await tx.execute(sql`
        INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
        SELECT x.end_user_id, ${chatbotId}, x.name, x.value,
               CASE WHEN x.value ~ '^-?[0-9]{1,15}([.,][0-9]{1,6})?$' THEN replace(x.value, ',', '.')::numeric END
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS x(end_user_id uuid, name text, value text)
        ON CONFLICT (end_user_id, name) DO UPDATE SET value_text = excluded.value_text,
          value_number = excluded.value_number, updated_at = now()
        WHERE end_user_variables.value_text = ''`);
    const created = written.rows.filter((row) => row.inserted).length;
    const result = { created, merged: written.rows.length - created };
    await alsoInTransaction(tx, result);
    return result;
  });
}
