-- Issue 24, part "results": the number's protection and the campaign's report.
-- When a campaign paused by itself (a quality drop, 131048, a burst of failures): the screen says
-- since when; a pause by hand leaves it null.
ALTER TABLE broadcasts ADD COLUMN paused_automatically_at timestamptz;--> statement-breakpoint
-- When each recipient's message was sent, delivered and read: the report per recipient shows them.
ALTER TABLE broadcast_recipients
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN read_at timestamptz;--> statement-breakpoint
-- Filled by the database as a recipient's status moves forward, whichever path moves it (the
-- worker's outcome, a status webhook, a crash's settlement): each time is kept once, and a step
-- Meta skipped (read without delivered) gets the later step's time. An explicit time is kept;
-- otherwise the row's updated_at (now() on every write of the workers and webhooks; a row
-- inserted as already delivered, by a demo or an import, keeps the time it states).
CREATE FUNCTION broadcast_recipient_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('accepted', 'sent', 'delivered', 'read') AND NEW.sent_at IS NULL THEN
    NEW.sent_at := coalesce(NEW.updated_at, now());
  END IF;
  IF NEW.status IN ('delivered', 'read') AND NEW.delivered_at IS NULL THEN
    NEW.delivered_at := coalesce(NEW.updated_at, now());
  END IF;
  IF NEW.status = 'read' AND NEW.read_at IS NULL THEN
    NEW.read_at := coalesce(NEW.updated_at, now());
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER broadcast_recipient_times BEFORE INSERT OR UPDATE OF status ON broadcast_recipients
  FOR EACH ROW WHEN (NEW.status IN ('accepted', 'sent', 'delivered', 'read'))
  EXECUTE FUNCTION broadcast_recipient_times();--> statement-breakpoint
-- Account-level webhook events already applied (a digest of the field and Meta's value): Meta
-- delivers a webhook again until it is acknowledged, and a retried one must pause nothing more.
-- Seen more than 7 days ago, the same event is news again (a number flagged twice in a month).
CREATE TABLE number_protection_events (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  event_key text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chatbot_id, event_key)
);
