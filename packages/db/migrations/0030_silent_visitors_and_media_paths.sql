-- 1. Web-chat visitors who only opened the widget are not end-users yet: the bot greeted them,
-- they never wrote ('Sans nom … 0' in the home's last discussions and in subscribers). is_test now
-- marks every end_users row that is not a customer: the simulator's test conversations, and a web
-- visitor until their first message (interaction_count > 0). Every figure and list already leaves
-- is_test rows out; the triggers that follow is_test now watch interaction_count too, so a visitor
-- who writes arrives in the counters at that moment (the statement triggers already do).
-- Counters first, by the new rule, while the rows still count: these visitors leave them.
WITH silent AS (
  SELECT id, chatbot_id, created_at FROM end_users
  WHERE channel = 'web' AND interaction_count = 0 AND external_id NOT LIKE 'test-%'
)
UPDATE chatbot_activity_months c SET new_users = c.new_users - d.n
FROM (SELECT chatbot_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
             griot_activity_shard(id) AS shard, count(*)::int AS n
      FROM silent GROUP BY 1, 2, 3) d
WHERE c.chatbot_id = d.chatbot_id AND c.month = d.month AND c.shard = d.shard;
--> statement-breakpoint
UPDATE chatbots c SET user_count = c.user_count - d.n
FROM (SELECT chatbot_id, count(*)::int AS n FROM end_users
      WHERE channel = 'web' AND interaction_count = 0 AND external_id NOT LIKE 'test-%'
      GROUP BY chatbot_id) d
WHERE c.id = d.chatbot_id;
--> statement-breakpoint
DROP TRIGGER end_users_moved ON end_users;
--> statement-breakpoint
DROP TRIGGER end_users_condition_values_moved ON end_users;
--> statement-breakpoint
ALTER TABLE end_users DROP COLUMN is_test;
--> statement-breakpoint
ALTER TABLE end_users ADD COLUMN is_test boolean
  GENERATED ALWAYS AS (channel = 'web' AND (external_id LIKE 'test-%' OR interaction_count = 0)) STORED NOT NULL;
--> statement-breakpoint
CREATE TRIGGER end_users_moved AFTER UPDATE OF created_at, chatbot_id, channel, external_id, interaction_count ON end_users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.chatbot_id IS DISTINCT FROM NEW.chatbot_id
                     OR OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION griot_end_users_moved();
--> statement-breakpoint
CREATE TRIGGER end_users_condition_values_moved AFTER UPDATE OF chatbot_id, channel, external_id, interaction_count ON end_users
  FOR EACH ROW WHEN (OLD.chatbot_id IS DISTINCT FROM NEW.chatbot_id OR OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION griot_end_user_condition_values_moved();
--> statement-breakpoint
DELETE FROM end_user_condition_values cv USING end_users e WHERE e.id = cv.end_user_id AND e.is_test;
--> statement-breakpoint
-- 2. Media of our own are paths (/api/public/…), made absolute only when a platform fetches them
-- (0019). The runtime still stored sent messages with the address of the day, and the editor
-- its uploads (the demo's images at http://localhost:3000/…, broken and blocked by the CSP on
-- another port or PUBLIC_URL): both now write paths, and what they left is repaired here. Ours
-- are the local addresses of 0019 on any port, and, on any host, the links into our storage
-- layout (a folder of ours then a UUID, which no other site's link has).
UPDATE messages
SET content = regexp_replace(
  regexp_replace(content::text, '"https?://(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:[0-9]+)?/api/public/', '"/api/public/', 'g'),
  '"https?://[^/"[:space:]]+(/api/public/(media/(images|documents|audio|inbound)|avatars|knowledge)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})',
  '"\1', 'g')::jsonb
WHERE content::text ~ '"https?://[^"]*/api/public/';
--> statement-breakpoint
UPDATE blocks
SET flow = regexp_replace(
  regexp_replace(flow::text, '"https?://(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:[0-9]+)?/api/public/', '"/api/public/', 'g'),
  '"https?://[^/"[:space:]]+(/api/public/(media/(images|documents|audio|inbound)|avatars|knowledge)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})',
  '"\1', 'g')::jsonb
WHERE flow::text ~ '"https?://[^"]*/api/public/';
--> statement-breakpoint
UPDATE block_revisions
SET flow = regexp_replace(
  regexp_replace(flow::text, '"https?://(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:[0-9]+)?/api/public/', '"/api/public/', 'g'),
  '"https?://[^/"[:space:]]+(/api/public/(media/(images|documents|audio|inbound)|avatars|knowledge)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})',
  '"\1', 'g')::jsonb
WHERE flow::text ~ '"https?://[^"]*/api/public/';
