-- /dashboard/analytics (issue 28): figures kept off the reply path. The conversation round writes
-- nothing here; a background rollup (apps/server/src/features/analytics/rollup/) reads the
-- messages written since its watermark, in seq order, and moves these counters, a batch per
-- transaction, together with its watermark: a crash between two batches loses nothing and counts
-- nothing twice. Counters are per UTC hour so that any whole-hour time zone's days and hours add
-- up exactly (a workspace's day is 24 of them).

-- Where the rollup stands: every message with seq <= last_seq is counted.
CREATE TABLE analytics_rollup_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  last_seq bigint NOT NULL DEFAULT 0,
  rolled_at timestamptz
);--> statement-breakpoint
INSERT INTO analytics_rollup_state (id, last_seq) VALUES (1, 0);--> statement-breakpoint

-- One row per end-user: their current (or last) conversation, as the rollup follows it. A
-- conversation begins with a first message or a message after CONVERSATION_GAP_HOURS (24 h) of
-- silence, and ends after that silence: 'finished' when its last element waited for nothing (the
-- flow's end) or a person resolved it, 'left' when it waited for an answer that never came.
CREATE TABLE analytics_conversations (
  end_user_id uuid PRIMARY KEY REFERENCES end_users(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  channel text NOT NULL,
  started_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  -- Where the bot's last message left it: block and element (ids as in the flow), and whether that
  -- element waits for an answer (question, buttons, list…).
  last_block_id text,
  last_element_id text,
  last_waits boolean NOT NULL DEFAULT false,
  -- A person resolved it (team inbox) after its last message: it counts as finished.
  resolved boolean NOT NULL DEFAULT false,
  -- Blocks and waiting elements already counted as reached in this conversation (each counts once).
  reached text[] NOT NULL DEFAULT '{}',
  -- The end-user's last inbound message ever (analytics_end_user_hours.prev_hour of their next hour).
  last_inbound_at timestamptz,
  -- Set once its end is counted (finished or left); a new message after the gap starts a new one.
  ended_at timestamptz
);--> statement-breakpoint
CREATE INDEX analytics_conversations_open ON analytics_conversations (last_message_at) WHERE ended_at IS NULL;--> statement-breakpoint

-- Per chatbot, channel and UTC hour: everything the summary adds up.
CREATE TABLE analytics_hours (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  channel text NOT NULL,
  hour timestamptz NOT NULL,
  inbound integer NOT NULL DEFAULT 0,
  -- Outbound messages by who wrote them: the flow, GRIOT IA, a person.
  outbound_flow integer NOT NULL DEFAULT 0,
  outbound_griot integer NOT NULL DEFAULT 0,
  outbound_agent integer NOT NULL DEFAULT 0,
  conversations_started integer NOT NULL DEFAULT 0,
  -- Counted at the hour of the conversation's last message, once its end is known.
  conversations_finished integer NOT NULL DEFAULT 0,
  conversations_left integer NOT NULL DEFAULT 0,
  -- End-users whose first message falls in this hour.
  new_end_users integer NOT NULL DEFAULT 0,
  PRIMARY KEY (chatbot_id, channel, hour)
);--> statement-breakpoint
CREATE INDEX analytics_hours_workspace ON analytics_hours (workspace_id, hour);--> statement-breakpoint

-- Per chatbot and UTC hour, each block (element_id '') and each waiting element: conversations that
-- reached it (once per conversation), and conversations that ended there by silence ('left').
CREATE TABLE analytics_flow_hours (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  block_id text NOT NULL,
  element_id text NOT NULL DEFAULT '',
  reached integer NOT NULL DEFAULT 0,
  left_there integer NOT NULL DEFAULT 0,
  PRIMARY KEY (chatbot_id, hour, block_id, element_id)
);--> statement-breakpoint

-- Per chatbot and UTC hour, the buttons and list rows end-users chose, by the element that offered them.
CREATE TABLE analytics_choice_hours (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  block_id text NOT NULL,
  element_id text NOT NULL,
  choice text NOT NULL,
  chosen integer NOT NULL DEFAULT 0,
  PRIMARY KEY (chatbot_id, hour, block_id, element_id, choice)
);--> statement-breakpoint

-- Which end-users wrote on which UTC hour (one row per end-user and hour they wrote), with the
-- hour they wrote before that (prev_hour; NULL: their first message ever). The returning end-users
-- of a period [S, E) are the rows with hour in [S, E) and prev_hour < S: each end-user who wrote in
-- the period has exactly one (the first hour they wrote in it), so a plain count on the index below
-- answers, with no count(DISTINCT) over a million end-users.
CREATE TABLE analytics_end_user_hours (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  prev_hour timestamptz,
  PRIMARY KEY (chatbot_id, hour, end_user_id)
);--> statement-breakpoint
CREATE INDEX analytics_end_user_hours_returning ON analytics_end_user_hours (chatbot_id, hour) INCLUDE (prev_hour);--> statement-breakpoint

-- A broadcast recipient who wrote within BROADCAST_REPLY_HOURS of their send (set by the rollup).
ALTER TABLE broadcast_recipients ADD COLUMN replied_at timestamptz;
--> statement-breakpoint

-- The rollup reads messages by seq (seq > watermark, in order). A BRIN index: seq grows with the
-- table's physical order, so a few hundred bytes cover millions of rows and an insert on the reply
-- path almost never touches it (a btree would add a page write to every message).
CREATE INDEX messages_seq_brin ON messages USING brin (seq) WITH (pages_per_range = 32);--> statement-breakpoint

-- Per end-user, the last broadcast sent to them (a conversation message with content.broadcast):
-- an inbound message within BROADCAST_REPLY_HOURS sets that recipient's replied_at. Rows older than
-- that are deleted by the rollup; a later broadcast replaces the row.
CREATE TABLE analytics_broadcast_sends (
  end_user_id uuid PRIMARY KEY REFERENCES end_users(id) ON DELETE CASCADE,
  broadcast_id uuid NOT NULL,
  sent_at timestamptz NOT NULL
);--> statement-breakpoint
CREATE INDEX analytics_broadcast_sends_sent ON analytics_broadcast_sends (sent_at);--> statement-breakpoint

-- Summary queries by workspace read analytics_hours (workspace_id, hour); by chatbot the primary key
-- (chatbot_id, channel, hour) serves. Returning end-users: (chatbot_id, hour) is the key's prefix.
CREATE INDEX analytics_hours_chatbot_hour ON analytics_hours (chatbot_id, hour);
--> statement-breakpoint

-- Opt-outs of a period by chatbot (H-people's broadcast figures): touched only by STOP/START.
CREATE INDEX end_users_opted_out ON end_users (chatbot_id, opted_out_at) WHERE opted_out_at IS NOT NULL;
--> statement-breakpoint

-- A broadcast's recipients by outcome, read from the index alone (H-people's broadcast figures).
CREATE INDEX broadcast_recipients_outcome ON broadcast_recipients (broadcast_id, status) INCLUDE (replied_at);
