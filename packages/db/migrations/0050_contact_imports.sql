-- Issue 24, contacts from elsewhere: each import of a CSV/XLSX file into a chatbot, its progress
-- (the screen polls it while the request reads the file) and its result (counts, the first 200
-- problems line by line). A row is written at the start and after each batch, so an import that
-- stopped (crash, restart) shows how far it went: its batches are committed or absent, never half.
CREATE TABLE contact_imports (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
  -- Counted by a first read of the file (bounded: 100,000), so the screen shows a true progress.
  rows_total integer NOT NULL DEFAULT 0,
  rows_read integer NOT NULL DEFAULT 0,
  created_count integer NOT NULL DEFAULT 0,
  merged_count integer NOT NULL DEFAULT 0,
  invalid_count integer NOT NULL DEFAULT 0,
  problem_count integer NOT NULL DEFAULT 0,
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  opt_in_source text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);--> statement-breakpoint
CREATE INDEX contact_imports_workspace ON contact_imports (workspace_id, created_at DESC);--> statement-breakpoint
-- The marketing opt-in rule reads the imported contacts that have none (campaignExclusions.ts).
CREATE INDEX end_users_imported_without_opt_in ON end_users (chatbot_id)
  WHERE imported_at IS NOT NULL AND opt_in_at IS NULL;
