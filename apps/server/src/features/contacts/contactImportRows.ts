import type { ContactImport, ImportProblem } from '@griot/contract/contacts/contactSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

type ImportRow = {
  id: string;
  chatbot_id: string;
  file_name: string;
  status: ContactImport['status'];
  rows_total: number;
  rows_read: number;
  created_count: number;
  merged_count: number;
  invalid_count: number;
  problem_count: number;
  problems: ImportProblem[];
  opt_in_source: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

/** An import of the workspace as the screen reads it; undefined for another workspace's. */
export async function loadContactImport(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<ContactImport | undefined> {
  const found = await db.execute<ImportRow>(sql`
    SELECT id, chatbot_id, file_name, status, rows_total, rows_read, created_count, merged_count,
      invalid_count, problem_count, problems, opt_in_source, error, created_at::text, finished_at::text
    FROM contact_imports WHERE id = ${id} AND workspace_id = ${workspaceId}`);
  const row = found.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    chatbotId: row.chatbot_id,
    fileName: row.file_name,
    status: row.status,
    rowsTotal: row.rows_total,
    rowsRead: row.rows_read,
    created: row.created_count,
    merged: row.merged_count,
    invalid: row.invalid_count,
    problems: row.problems,
    problemCount: row.problem_count,
    optInSource: row.opt_in_source,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** The import's row at its start; false when the id is already taken (by any workspace). */
export async function startContactImport(
  db: Database,
  start: {
    id: string;
    workspaceId: string;
    chatbotId: string;
    userId: string;
    fileName: string;
    rowsTotal: number;
    optInSource: string | null;
  },
): Promise<boolean> {
  const inserted = await db.execute(sql`
    INSERT INTO contact_imports (id, workspace_id, chatbot_id, created_by, file_name, rows_total, opt_in_source)
    VALUES (${start.id}, ${start.workspaceId}, ${start.chatbotId}, ${start.userId}, ${start.fileName.slice(0, 255)},
      ${start.rowsTotal}, ${start.optInSource})
    ON CONFLICT (id) DO NOTHING RETURNING id`);
  return inserted.rows.length > 0;
}

export interface ImportProgress {
  rowsRead: number;
  created: number;
  merged: number;
  invalid: number;
  problemCount: number;
  problems: ImportProblem[];
}

/** The counts after a batch (in its transaction), or the end: finished, or failed with its reason. */
export async function saveImportProgress(
  db: Database,
  id: string,
  progress: ImportProgress,
  end?: { status: 'finished' | 'failed'; error?: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE contact_imports SET rows_read = ${progress.rowsRead}, created_count = ${progress.created},
      merged_count = ${progress.merged}, invalid_count = ${progress.invalid},
      problem_count = ${progress.problemCount}, problems = ${JSON.stringify(progress.problems)}::jsonb,
      status = ${end?.status ?? 'running'}, error = ${end?.error ?? null},
      finished_at = ${end ? sql`now()` : null}
    WHERE id = ${id}`);
}
