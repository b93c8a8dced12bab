-- The team inbox (issue 27): every conversation of a workspace in one place, with a status, an
-- assignee, labels, private notes, per-agent read marks, canned responses, business hours and the
-- response times of each stretch a person handles.
--
-- A conversation's status is the truth of who talks: 'resolved' (the bot answers; every bot-only
-- conversation is resolved), 'open' (a person must answer: the bot handed over, the customer asked
-- for an agent, GRIOT IA escalated, or an agent took it), 'pending' (a person answered and waits
-- for the customer), 'snoozed' (put aside until snoozed_until). Outside 'resolved' the bot is
-- silent. The takeover's old idle deadline (bot_paused_until) becomes 'open'.

ALTER TABLE conversations ADD COLUMN workspace_id uuid;--> statement-breakpoint
UPDATE conversations c SET workspace_id = b.workspace_id FROM chatbots b WHERE b.id = c.chatbot_id;--> statement-breakpoint
ALTER TABLE conversations ALTER COLUMN workspace_id SET NOT NULL;--> statement-breakpoint
ALTER TABLE conversations ADD CONSTRAINT conversations_workspace_fk
  FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN status text NOT NULL DEFAULT 'resolved'
  CHECK (status IN ('open', 'pending', 'resolved', 'snoozed'));--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN snoozed_until timestamptz;--> statement-breakpoint
-- The first customer message no person has answered yet (null when none waits): "waiting since".
ALTER TABLE conversations ADD COLUMN waiting_since timestamptz;--> statement-breakpoint
-- Every message the end-user ever sent, and the count read by every agent while the bot had the
-- conversation (kept equal to inbound_count while 'resolved'): an agent's unread count is
-- inbound_count - greatest(read_floor, what they saw).
ALTER TABLE conversations ADD COLUMN inbound_count integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN read_floor integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE conversations RENAME COLUMN agent_id TO assignee_id;--> statement-breakpoint
UPDATE conversations SET status = 'open', waiting_since = last_inbound_at
  WHERE bot_paused_until > now();--> statement-breakpoint
UPDATE conversations SET assignee_id = NULL WHERE status = 'resolved';--> statement-breakpoint
UPDATE conversations c SET inbound_count = x.n,
  read_floor = CASE WHEN c.status = 'resolved' THEN x.n ELSE greatest(x.n - c.unread_count, 0) END
  FROM (SELECT end_user_id, count(*)::int AS n FROM messages WHERE direction = 'in' GROUP BY end_user_id) x
  WHERE x.end_user_id = c.end_user_id;--> statement-breakpoint
ALTER TABLE conversations DROP COLUMN bot_paused_until;--> statement-breakpoint
-- The inbox's pages: every conversation of the workspace by latest activity, and the few a person
-- handles (a partial index: the bot's conversations, nearly all of the traffic, never touch it).
CREATE INDEX conversations_workspace_recent ON conversations
  (workspace_id, last_message_at DESC NULLS LAST, end_user_id);--> statement-breakpoint
CREATE INDEX conversations_workspace_people ON conversations
  (workspace_id, last_message_at DESC NULLS LAST, end_user_id) WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX conversations_snoozed ON conversations (snoozed_until) WHERE status = 'snoozed';--> statement-breakpoint
CREATE INDEX conversations_assignee ON conversations (assignee_id) WHERE assignee_id IS NOT NULL;--> statement-breakpoint

-- The inbox's text search: what customers and agents wrote (the bot's own messages, most of the
-- writes, stay out of the index). GIN's pending list keeps an insert cheap.
CREATE INDEX messages_people_text ON messages
  USING gin ((coalesce(content->>'text', content#>>'{element,message}', '')) gin_trgm_ops)
  WHERE direction = 'in' OR agent_id IS NOT NULL;--> statement-breakpoint

-- An agent's availability for automatic assignment, and the round robin's turn.
ALTER TABLE workspace_members ADD COLUMN availability text NOT NULL DEFAULT 'away'
  CHECK (availability IN ('available', 'away'));--> statement-breakpoint
ALTER TABLE workspace_members ADD COLUMN last_assigned_at timestamptz;--> statement-breakpoint
-- Automatic assignment, its cap, business hours and the message sent outside them
-- (packages/contract/src/inbox/inboxSchemas.ts, inboxSettingsSchema).
ALTER TABLE workspaces ADD COLUMN inbox_settings jsonb NOT NULL DEFAULT '{}'::jsonb;--> statement-breakpoint

-- What each agent has read of each conversation (the count of inbound messages seen).
CREATE TABLE conversation_reads (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES conversations(end_user_id) ON DELETE CASCADE,
  seen_inbound integer NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, end_user_id)
);--> statement-breakpoint
CREATE INDEX conversation_reads_end_user ON conversation_reads (end_user_id);--> statement-breakpoint

CREATE TABLE labels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name text NOT NULL,
  color text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX labels_workspace_name ON labels (workspace_id, lower(name));--> statement-breakpoint

CREATE TABLE conversation_labels (
  end_user_id uuid NOT NULL REFERENCES conversations(end_user_id) ON DELETE CASCADE,
  label_id uuid NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (end_user_id, label_id)
);--> statement-breakpoint
CREATE INDEX conversation_labels_label ON conversation_labels (label_id);--> statement-breakpoint

-- Private notes between agents: never sent to the customer. The author's name is copied so the
-- note outlives the account.
CREATE TABLE conversation_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES conversations(end_user_id) ON DELETE CASCADE,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX conversation_notes_end_user ON conversation_notes (end_user_id, created_at);--> statement-breakpoint

CREATE TABLE canned_responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  shortcut text NOT NULL,
  text text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX canned_responses_workspace_shortcut ON canned_responses (workspace_id, lower(shortcut));--> statement-breakpoint

-- One stretch of a conversation with a person, from its opening to its resolution: the response
-- times (first response, resolution) per conversation and per agent come from these rows.
CREATE TABLE conversation_episodes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES conversations(end_user_id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  -- 'bot' (the flow handed over), 'customer' (wrote back to a pending or snoozed conversation),
  -- 'griot' (GRIOT IA escalated), 'agent' (an agent took it or wrote first).
  opened_reason text NOT NULL CHECK (opened_reason IN ('bot', 'customer', 'griot', 'agent')),
  assignee_id uuid REFERENCES users(id) ON DELETE SET NULL,
  first_response_at timestamptz,
  first_responder_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- Business hours: the automatic message sent when it opened outside them (at most once).
  away_message_at timestamptz,
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX conversation_episodes_one_open ON conversation_episodes (end_user_id)
  WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX conversation_episodes_workspace_opened ON conversation_episodes (workspace_id, opened_at);--> statement-breakpoint
INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_at, opened_reason, assignee_id)
  SELECT workspace_id, chatbot_id, end_user_id, coalesce(last_inbound_at, now()), 'agent', assignee_id
  FROM conversations WHERE status = 'open';
