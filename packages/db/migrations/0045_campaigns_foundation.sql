-- Issue 24 (campaigns): the facts several parts of a campaign read, laid down once.
-- Where an end-user came from and their marketing opt-in: Meta requires an opt-in before a
-- marketing template, so an imported contact without one is never sent a marketing template.
ALTER TABLE end_users
  ADD COLUMN imported_at timestamptz,
  ADD COLUMN opt_in_source text,
  ADD COLUMN opt_in_at timestamptz,
  -- Meta answered 131049 (its per-user marketing cap) for this number: retried later, and the
  -- forecast leaves them out while it is recent.
  ADD COLUMN meta_capped_at timestamptz;--> statement-breakpoint
-- Tags on end-users (imported with the contacts, given by a campaign's "segment in one click",
-- set by hand): a segment or a flow condition can test them.
CREATE TABLE end_user_tags (
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  tag text NOT NULL CHECK (length(tag) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (end_user_id, tag)
);--> statement-breakpoint
CREATE INDEX end_user_tags_chatbot_tag ON end_user_tags (chatbot_id, tag);--> statement-breakpoint
-- Per workspace: the quiet hours no campaign sends in (minutes of the local day, start may be
-- after end: 21:00 → 08:00), and the frequency cap (hours; 0: none) a customer is spared another
-- campaign for.
ALTER TABLE workspaces
  ADD COLUMN quiet_hours_start smallint CHECK (quiet_hours_start BETWEEN 0 AND 1439),
  ADD COLUMN quiet_hours_end smallint CHECK (quiet_hours_end BETWEEN 0 AND 1439),
  ADD COLUMN frequency_cap_hours integer NOT NULL DEFAULT 0 CHECK (frequency_cap_hours BETWEEN 0 AND 720);--> statement-breakpoint
-- The number's standing at Meta, kept from the phone_number_quality_update webhook and the
-- number's fields: a drop pauses campaigns, the tier bounds how many customers a day.
ALTER TABLE whatsapp_accounts
  ADD COLUMN quality_rating text NOT NULL DEFAULT 'UNKNOWN',
  ADD COLUMN messaging_limit_tier text NOT NULL DEFAULT 'TIER_250';
