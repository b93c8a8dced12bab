-- Workspaces: what an account owned (chatbots with everything under them, WhatsApp accounts, files,
-- invoices, the plan) now belongs to a workspace, which people reach as members with a role.
-- Every existing account becomes the owner of one workspace named after its company. That workspace
-- takes the account's own id, so every row that named the account as its owner already names its
-- workspace: the owner columns are renamed and re-pointed, no row is rewritten, nothing is lost.
CREATE TABLE workspaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'own' CHECK (kind IN ('own', 'client')),
  provider_workspace_id uuid REFERENCES workspaces(id) ON DELETE SET NULL,
  plan_id text NOT NULL DEFAULT 'premium' REFERENCES plans(id),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX workspaces_provider ON workspaces (provider_workspace_id) WHERE provider_workspace_id IS NOT NULL;--> statement-breakpoint

CREATE TABLE workspace_members (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'agent')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz,
  PRIMARY KEY (workspace_id, user_id)
);--> statement-breakpoint
CREATE INDEX workspace_members_user ON workspace_members (user_id);--> statement-breakpoint

CREATE TABLE workspace_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'agent')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz
);--> statement-breakpoint
CREATE UNIQUE INDEX workspace_invitations_open ON workspace_invitations (workspace_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint

CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_name text NOT NULL DEFAULT '',
  type text NOT NULL,
  subject text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX audit_events_workspace_recent ON audit_events (workspace_id, created_at DESC);--> statement-breakpoint
CREATE INDEX audit_events_actor ON audit_events (workspace_id, actor_id, created_at DESC);--> statement-breakpoint

-- One workspace per account, with the account's id, its company's name (else the person's) and plan.
INSERT INTO workspaces (id, name, kind, plan_id, created_by, created_at)
SELECT id,
       left(coalesce(nullif(btrim(company), ''), nullif(btrim(firstname || ' ' || lastname), ''), email), 80),
       'own', plan_id, id, created_at
FROM users;--> statement-breakpoint
INSERT INTO workspace_members (workspace_id, user_id, role, joined_at, last_active_at)
SELECT id, id, 'owner', created_at, last_login_at FROM users;--> statement-breakpoint

ALTER TABLE users ADD COLUMN last_workspace_id uuid;--> statement-breakpoint
UPDATE users SET last_workspace_id = id;--> statement-breakpoint
ALTER TABLE users DROP COLUMN plan_id;--> statement-breakpoint

ALTER TABLE sessions ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE SET NULL;--> statement-breakpoint
UPDATE sessions SET workspace_id = user_id;--> statement-breakpoint

-- Chatbots: owner_id (the account) becomes workspace_id (the account's workspace, same id).
ALTER TABLE chatbots DROP CONSTRAINT chatbots_owner_id_users_id_fk;--> statement-breakpoint
ALTER TABLE chatbots RENAME COLUMN owner_id TO workspace_id;--> statement-breakpoint
ALTER TABLE chatbots ADD CONSTRAINT chatbots_workspace_id_fk FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER INDEX chatbots_owner_updated RENAME TO chatbots_workspace_updated;--> statement-breakpoint
ALTER INDEX chatbots_owner_activity RENAME TO chatbots_workspace_activity;--> statement-breakpoint

ALTER TABLE whatsapp_accounts DROP CONSTRAINT whatsapp_accounts_owner_id_fkey;--> statement-breakpoint
ALTER TABLE whatsapp_accounts RENAME COLUMN owner_id TO workspace_id;--> statement-breakpoint
ALTER TABLE whatsapp_accounts ADD CONSTRAINT whatsapp_accounts_workspace_id_fk FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER INDEX whatsapp_accounts_owner_created RENAME TO whatsapp_accounts_workspace_created;--> statement-breakpoint
ALTER INDEX whatsapp_accounts_owner_number RENAME TO whatsapp_accounts_workspace_number;--> statement-breakpoint

ALTER TABLE invoices DROP CONSTRAINT invoices_user_id_fkey;--> statement-breakpoint
ALTER TABLE invoices RENAME COLUMN user_id TO workspace_id;--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_workspace_id_fk FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER INDEX invoices_user RENAME TO invoices_workspace;--> statement-breakpoint

-- Files: a workspace's (chatbot avatars, media, knowledge) or a person's (profile picture).
ALTER TABLE stored_files ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE stored_files ALTER COLUMN owner_id DROP NOT NULL;--> statement-breakpoint
UPDATE stored_files SET workspace_id = owner_id, owner_id = NULL WHERE kind <> 'profile_picture';--> statement-breakpoint
ALTER TABLE stored_files ADD CONSTRAINT stored_files_has_owner CHECK (workspace_id IS NOT NULL OR owner_id IS NOT NULL);--> statement-breakpoint
CREATE INDEX stored_files_workspace ON stored_files (workspace_id);
