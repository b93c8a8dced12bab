import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';
import { fileOf, multipart } from '../../../test/multipart';

export const DECLARED = [
  { id: 'city', slug: 'Ville', type: 'text' },
  { id: 'points', slug: 'Points', type: 'number' },
];

/** A logged-in owner with a WhatsApp chatbot declaring `city` and `points`. */
export async function contactsWorld(server: TestServer) {
  const owner = await buildAccount(server);
  const chatbotId = await buildChatbot(server, owner.workspaceId, {
    bot_name: 'Boutique Téranga',
    type: 'whatsapp',
  });
  await server.db.execute(
    sql`UPDATE chatbots SET variables = ${JSON.stringify(DECLARED)}::jsonb WHERE id = ${chatbotId}`,
  );
  return { owner, chatbotId };
}

/** POSTs a contacts file (and the import's fields) to preview or import. */
export async function postContacts(
  server: TestServer,
  auth: { authorization: string },
  url: string,
  file: { data: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
) {
  const body = await multipart({ file: fileOf(file.data, file.name, file.type), ...fields });
  return server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export const csv = (text: string) => ({ data: Buffer.from(text), name: 'clients.csv', type: 'text/csv' });

/** A real XLSX workbook with these rows on its first sheet (exceljs writes it). */
export async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clients');
  for (const row of rows) sheet.addRow(row);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    data,
    name: 'clients.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** The chatbot's end-users with what an import writes, by wa_id. */
export async function storedContacts(server: TestServer, chatbotId: string) {
  const found = await server.db.execute<{
    external_id: string;
    phone: string;
    full_name: string;
    email: string;
    imported: boolean;
    opt_in_source: string | null;
    opt_in_day: string | null;
    opted_out: boolean;
    tags: string[] | null;
    vars: Record<string, string> | null;
  }>(sql`
    SELECT eu.external_id, eu.phone, eu.full_name, eu.email, eu.imported_at IS NOT NULL AS imported,
      eu.opt_in_source, to_char(eu.opt_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS opt_in_day,
      eu.opted_out_at IS NOT NULL AS opted_out,
      (SELECT array_agg(t.tag ORDER BY t.tag) FROM end_user_tags t WHERE t.end_user_id = eu.id) AS tags,
      (SELECT jsonb_object_agg(v.name, v.value_text) FROM end_user_variables v WHERE v.end_user_id = eu.id) AS vars
    FROM end_users eu WHERE eu.chatbot_id = ${chatbotId} ORDER BY eu.external_id`);
  return new Map(found.rows.map((row) => [row.external_id, row]));
}

export async function countRows(server: TestServer, chatbotId: string) {
  const found = await server.db.execute<{ users: number; tags: number; imports: number }>(sql`
    SELECT (SELECT count(*)::int FROM end_users WHERE chatbot_id = ${chatbotId}) AS users,
      (SELECT count(*)::int FROM end_user_tags WHERE chatbot_id = ${chatbotId}) AS tags,
      (SELECT count(*)::int FROM contact_imports WHERE chatbot_id = ${chatbotId}) AS imports`);
  return found.rows[0];
}

export function expectFrench(
  response: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).message).toBe(message);
}

/**
 * Waits out the overload guard's sample after a heavy request made in this same process (the test
 * built megabytes and the server parsed them): the next request would otherwise meet its 503.
 */
export function calm(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2_200));
}
