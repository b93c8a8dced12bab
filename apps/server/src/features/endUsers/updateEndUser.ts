import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

export interface EndUserEdit {
  name: string;
  email: string;
  /** Variable id → value; an empty value removes the stored one. */
  values: Array<{ name: string; value: string }>;
}

/**
 * Saves an end-user's name, email and variable values, and gives its conversations' sessions the
 * same values so the flow reads them. The caller has checked ownership and the variables' names.
 */
export async function updateEndUser(
  db: Database,
  endUser: { id: string; chatbotId: string },
  edit: EndUserEdit,
): Promise<void> {
  const { id, chatbotId } = endUser;
  const values = JSON.stringify(edit.values);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE end_users SET full_name = ${edit.name}, email = ${edit.email} WHERE id = ${id}`,
    );
    await tx.execute(sql`
      WITH v AS (SELECT * FROM jsonb_to_recordset(${values}::jsonb) AS x(name text, value text)),
      removed AS (
        DELETE FROM end_user_variables e USING v WHERE e.end_user_id = ${id} AND e.name = v.name AND v.value = ''
      )
      INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
      SELECT ${id}, ${chatbotId}, v.name, v.value,
             CASE WHEN v.value ~ '^-?[0-9]{1,15}([.,][0-9]{1,6})?$' THEN replace(v.value, ',', '.')::numeric END
      FROM v WHERE v.value <> ''
      ON CONFLICT (end_user_id, name) DO UPDATE SET value_text = excluded.value_text,
        value_number = excluded.value_number, updated_at = now()`);
    await tx.execute(sql`
      UPDATE conversations SET session = jsonb_set(session, '{variables}',
        (coalesce(session -> 'variables', '{}'::jsonb) - (SELECT coalesce(array_agg(name), '{}') FROM jsonb_to_recordset(${values}::jsonb) AS x(name text, value text) WHERE value = ''))
        || coalesce((SELECT jsonb_object_agg(name, value) FROM jsonb_to_recordset(${values}::jsonb) AS x(name text, value text) WHERE value <> ''), '{}'::jsonb))
      WHERE end_user_id = ${id} AND session IS NOT NULL`);
  });
}
