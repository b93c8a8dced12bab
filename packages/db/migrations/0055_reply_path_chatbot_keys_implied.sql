-- The reply path's rows checked their chatbot_id against chatbots one foreign-key query each, each
-- taking a KEY SHARE lock on the chatbot's one row: with a worker's rounds, the webhooks' inbox
-- inserts and the counters' updates all locking it at once, every check had to read the row's
-- multixact, about 60 µs each (31,020 checks, a quarter of PostgreSQL's time in a 6,000-message
-- burst). These tables' rows also name their end-user, whose key cascades from end_users, itself
-- cascading from chatbots: the chatbot link is held through the end-user, as for messages (0054).
-- The chatbot_id columns and their indexes stay: screens and jobs read these tables by chatbot.
ALTER TABLE conversations DROP CONSTRAINT IF EXISTS conversations_chatbot_id_chatbots_id_fk;
--> statement-breakpoint
ALTER TABLE end_user_variables DROP CONSTRAINT IF EXISTS end_user_variables_chatbot_id_fkey;
--> statement-breakpoint
ALTER TABLE end_user_tags DROP CONSTRAINT IF EXISTS end_user_tags_chatbot_id_fkey;
--> statement-breakpoint
ALTER TABLE analytics_conversations DROP CONSTRAINT IF EXISTS analytics_conversations_chatbot_id_fkey;
--> statement-breakpoint
ALTER TABLE analytics_end_user_hours DROP CONSTRAINT IF EXISTS analytics_end_user_hours_chatbot_id_fkey;
--> statement-breakpoint
-- The inbox names no end-user (a first message comes before its end-user exists): its rows go
-- with their chatbot by this trigger, in the deleting statement's transaction, as the cascade did.
-- A webhook that stores a row for a chatbot deleted a moment before leaves a row no end-user can
-- be made for (end_users keeps its key): the round records it failed, and the retention removes it.
ALTER TABLE inbox DROP CONSTRAINT IF EXISTS inbox_chatbot_id_chatbots_id_fk;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION griot_chatbots_inbox_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox WHERE chatbot_id IN (SELECT id FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chatbots_inbox_removed AFTER DELETE ON chatbots
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION griot_chatbots_inbox_removed();
