-- Issue 24, "Templates managed from Griot": our copy of each WhatsApp message template of a
-- WhatsApp account (made in Griot or read from Meta), kept up to date by Meta's webhooks.
CREATE TABLE whatsapp_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  whatsapp_account_id uuid NOT NULL REFERENCES whatsapp_accounts(id) ON DELETE CASCADE,
  waba_id text NOT NULL,
  -- Meta's template id (hsm id); null until Meta answered the creation.
  meta_id text,
  name text NOT NULL,
  language text NOT NULL,
  category text NOT NULL,
  parameter_format text NOT NULL DEFAULT 'POSITIONAL',
  -- The components exactly as sent to (or read from) Meta.
  components jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The builder's fields (header, body with examples, footer, buttons, authentication) for editing.
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'PENDING',
  -- Meta's code (INVALID_FORMAT, TAG_CONTENT_MISMATCH…) when REJECTED.
  rejected_reason text,
  quality_score text NOT NULL DEFAULT 'UNKNOWN',
  -- When each edit of the APPROVED template was submitted: Meta allows 1 a day, 10 in 30 days.
  approved_edits timestamptz[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT whatsapp_templates_account_name_language UNIQUE (whatsapp_account_id, name, language)
);
--> statement-breakpoint
-- Webhooks name a template by WABA and Meta's id (or name + language).
CREATE INDEX whatsapp_templates_waba_meta ON whatsapp_templates (waba_id, meta_id);
--> statement-breakpoint
CREATE INDEX whatsapp_templates_workspace ON whatsapp_templates (workspace_id);
