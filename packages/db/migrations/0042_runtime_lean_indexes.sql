-- messages and inbox are the runtime's hottest tables. Each reply is inserted into messages,
-- then its send result rewrites it (a status change, so a new entry in every index but the
-- queued ones). Two of its seven indexes cost that on every message without serving a query:
-- - messages_end_user_created (end_user_id, created_at): an end-user's messages are read by seq
--   (messages_end_user_seq, same leading column, which also serves the cascade from end_users).
DROP INDEX IF EXISTS messages_end_user_created;
--> statement-breakpoint
-- - messages_external_id indexed every reply's empty platform id: only a platform id is ever
--   looked up (WhatsApp statuses by wamid, `external_id = …`, which implies NOT NULL).
CREATE INDEX messages_platform_id ON messages (external_id) WHERE external_id IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS messages_external_id;
--> statement-breakpoint
-- inbox_received (received_at) served no query either (nothing reads the inbox by arrival time),
-- yet every webhook's row and its outcome wrote an entry.
DROP INDEX IF EXISTS inbox_received;
