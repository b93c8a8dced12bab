-- Audience: end-users' variables kept so segments run as SQL, opt-outs, the chatbot's WhatsApp
-- templates cached, and broadcasts as durable campaigns (one recipient row per end-user) paced
-- per phone number by a row every worker and process shares.
CREATE TABLE end_user_variables (
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  name text NOT NULL,
  value_text text NOT NULL,
  -- The same value read as a number when it is one: lets a condition compare numbers later.
  value_number numeric,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (end_user_id, name)
);
--> statement-breakpoint
CREATE INDEX end_user_variables_lookup ON end_user_variables (chatbot_id, name, lower(value_text));
--> statement-breakpoint
-- Existing conversations' session variables (last_input is the latest reply, not a fact about the person).
INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
SELECT c.end_user_id, c.chatbot_id, kv.key, kv.value,
       CASE WHEN kv.value ~ '^-?[0-9]{1,15}([.,][0-9]{1,6})?$' THEN replace(kv.value, ',', '.')::numeric END
FROM conversations c
CROSS JOIN LATERAL jsonb_each_text(
  CASE WHEN jsonb_typeof(c.session -> 'variables') = 'object' THEN c.session -> 'variables' ELSE '{}'::jsonb END
) AS kv
WHERE kv.key <> 'last_input' AND kv.value IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE end_users
  ADD COLUMN opted_out_at timestamptz,
  ADD COLUMN invalid_number_at timestamptz;
--> statement-breakpoint
CREATE TABLE broadcast_template_cache (
  chatbot_id uuid PRIMARY KEY REFERENCES chatbots(id) ON DELETE CASCADE,
  waba_id text NOT NULL,
  templates jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE broadcasts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  template_name text NOT NULL,
  template_language text NOT NULL,
  -- What each placeholder is filled with: [{ key, source: 'constant'|'variable', value, fallback }].
  parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
  conditions jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The model as it was at launch (placeholders, format): later template edits do not change a running campaign.
  model jsonb NOT NULL,
  phone_number_id text NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'paused', 'cancelled', 'finished')),
  total integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
--> statement-breakpoint
CREATE INDEX broadcasts_chatbot_recent ON broadcasts (chatbot_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE broadcast_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broadcast_id uuid NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  position integer NOT NULL,
  phone text NOT NULL,
  -- pending → sending → accepted → sent → delivered → read; failed, error, skipped, cancelled are final.
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sending_at timestamptz,
  message_id text,
  error_code integer,
  error_text text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (broadcast_id, end_user_id)
);
--> statement-breakpoint
CREATE INDEX broadcast_recipients_due ON broadcast_recipients (next_attempt_at) WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX broadcast_recipients_report ON broadcast_recipients (broadcast_id, position);
--> statement-breakpoint
CREATE INDEX broadcast_recipients_message ON broadcast_recipients (message_id) WHERE message_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX broadcast_recipients_stuck ON broadcast_recipients (sending_at) WHERE status = 'sending';
--> statement-breakpoint
-- One row per business number: the next free send slot, shared by every worker of every process.
CREATE TABLE send_pacing (
  phone_number_id text PRIMARY KEY,
  next_slot_at timestamptz NOT NULL DEFAULT now()
);
