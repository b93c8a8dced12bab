import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from './buildTestServer';

/** A finished contact import of the world's chatbot, for the calls that read one (contacts.importStatus). */
export async function buildContactImport(
  server: TestServer,
  workspaceId: string,
  chatbotId: string,
): Promise<string> {
  const id = randomUUID();
  await server.db.execute(sql`
    INSERT INTO contact_imports (id, workspace_id, chatbot_id, file_name, status, rows_total, rows_read,
      created_count, finished_at)
    VALUES (${id}, ${workspaceId}, ${chatbotId}, 'clients.csv', 'finished', 2, 2, 2, now())`);
  return id;
}
