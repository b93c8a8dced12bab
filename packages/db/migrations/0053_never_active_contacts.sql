-- Issue 24, contacts from elsewhere: an imported contact has not been active. Until now the import
-- took the column's default (now()), so a list ordered by last activity showed every imported
-- contact at its top as just active. The last activity becomes null until the end-user writes
-- (the activity backlog's GREATEST(last_activity_at, latest) takes the first message as it comes).
ALTER TABLE end_users ALTER COLUMN last_activity_at DROP NOT NULL;--> statement-breakpoint
-- The contacts an import created and that never wrote since: the import set imported_at and the
-- default last_activity_at in one statement, so both hold the same now(); a message since would
-- have moved the activity past it. A contact merged into an existing end-user keeps its activity.
UPDATE end_users SET last_activity_at = NULL
WHERE imported_at IS NOT NULL AND last_activity_at = imported_at;--> statement-breakpoint
-- The lists read the never-active after the others, by id (listEndUsers' position 'never_<id>'):
-- end_users_chatbot_activity puts them last (NULLS LAST) but has no id to page them by.
CREATE INDEX end_users_chatbot_never_active ON end_users (chatbot_id, id) WHERE last_activity_at IS NULL;
