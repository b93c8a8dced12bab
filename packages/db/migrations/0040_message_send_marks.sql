-- An outbound message's send progress in columns of its own instead of keys of its content jsonb:
-- the 'sending' mark set before the platform is called (committed first, so a kill -9 during the
-- send leaves a trace) and the parts the platform already accepted. Each mark and each send
-- result rewrote the whole content with jsonb_set (a third of the runtime's WAL in bench:runtime);
-- now they set a timestamp and an integer. A nullable column and a constant default: no table
-- rewrite; only rows that carried the keys are touched.
ALTER TABLE messages ADD COLUMN sending_at timestamptz;--> statement-breakpoint
ALTER TABLE messages ADD COLUMN parts_sent integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE messages SET
  sending_at = (content->>'sending_at')::timestamptz,
  parts_sent = coalesce((content->>'parts_sent')::int, 0),
  content = content - 'sending_at' - 'parts_sent'
WHERE content ?| ARRAY['sending_at', 'parts_sent'];
--> statement-breakpoint
-- Room on each page for an outbound message's next versions: the mark and the send result then
-- stay on the message's page, the mark without touching an index (a HOT update) where it used to
-- insert into all seven. Applies to the pages written from now on; nothing is rewritten.
ALTER TABLE messages SET (fillfactor = 80);
