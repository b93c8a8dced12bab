-- Every stored file with its owner (issue 19): an account's or a chatbot's deletion removes
-- exactly its files. Before, the clean-up looked for '/api/public/…' in the account's rows, so
-- chatbot avatars (stored as 'avatars/<uuid>') and editor uploads no flow used stayed served.
CREATE TABLE stored_files (
  path text PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  chatbot_id uuid REFERENCES chatbots(id) ON DELETE SET NULL,
  kind text NOT NULL,
  size bigint,
  original_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX stored_files_owner ON stored_files (owner_id);
--> statement-breakpoint
CREATE INDEX stored_files_chatbot ON stored_files (chatbot_id);
--> statement-breakpoint
-- The existing files whose owner the rows tell (size unknown: NULL). Knowledge first, with its
-- size and name; then chatbot avatars; profile pictures; editor media named by a flow or one of
-- its revisions (the account's, not tied to one chatbot: clones share them); customers' media
-- named by a message. A path met twice keeps its first owner.
INSERT INTO stored_files (path, owner_id, chatbot_id, kind, size, original_name, created_at)
SELECT k.storage_key, c.owner_id, c.id, 'knowledge', k.size, k.original_name, k.uploaded_at
FROM knowledge_files k JOIN chatbots c ON c.id = k.chatbot_id
ON CONFLICT (path) DO NOTHING;
--> statement-breakpoint
INSERT INTO stored_files (path, owner_id, chatbot_id, kind)
SELECT avatar, owner_id, id, 'chatbot_avatar' FROM chatbots WHERE avatar LIKE 'avatars/%'
ON CONFLICT (path) DO NOTHING;
--> statement-breakpoint
INSERT INTO stored_files (path, owner_id, kind)
SELECT substr(profile_picture, length('/api/public/') + 1), id, 'profile_picture' FROM users
WHERE profile_picture LIKE '/api/public/%'
ON CONFLICT (path) DO NOTHING;
--> statement-breakpoint
INSERT INTO stored_files (path, owner_id, kind)
SELECT DISTINCT m.found[1], c.owner_id, 'media'
FROM (
  SELECT b.chatbot_id, b.flow::text AS text FROM blocks b
  UNION ALL
  SELECT b.chatbot_id, r.flow::text FROM block_revisions r JOIN blocks b ON b.id = r.block_id
) f
JOIN chatbots c ON c.id = f.chatbot_id
CROSS JOIN LATERAL regexp_matches(f.text, '/api/public/(media/(?:images|documents|audio)/[A-Za-z0-9_-]+\.[A-Za-z0-9]+)', 'g') AS m(found)
ON CONFLICT (path) DO NOTHING;
--> statement-breakpoint
INSERT INTO stored_files (path, owner_id, chatbot_id, kind)
SELECT DISTINCT m.found[1], c.owner_id, c.id, 'inbound_media'
FROM messages msg
JOIN chatbots c ON c.id = msg.chatbot_id
CROSS JOIN LATERAL regexp_matches(msg.content::text, '/api/public/(media/inbound/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+\.[A-Za-z0-9]+)', 'g') AS m(found)
WHERE msg.direction = 'in' AND msg.content::text LIKE '%/api/public/media/inbound/%'
ON CONFLICT (path) DO NOTHING;
