-- GRIOT IA insights (issue 28): what the analytics screen needs of each assistant call, written by
-- the assistant worker after it answered (never on the reply round). Older calls keep nulls and an
-- empty file list: the insights count them in the totals, not in the groups nor per file.
-- The end-user's question, cut to 500 characters (grouping and the screen's examples read no more).
ALTER TABLE assistant_calls ADD COLUMN question text CHECK (char_length(question) <= 500);
--> statement-breakpoint
-- How sure the answer is, 0 to 1: the share of the question's significant words (accents and case
-- folded, French/English stop words dropped) found in the passages the answer was built from.
-- Null when nothing was answered (redirection, agent, invalid, timeout…).
ALTER TABLE assistant_calls ADD COLUMN confidence real CHECK (confidence BETWEEN 0 AND 1);
--> statement-breakpoint
-- The knowledge files whose chunks were given to the answerer (the local answerer: the best one).
ALTER TABLE assistant_calls ADD COLUMN file_ids uuid[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- Who asked (runtime calls). Erasing the end-user keeps the call for the cost report, but neither
-- who asked nor what they wrote: the trigger below clears both, one statement per deletion (a
-- foreign key's SET NULL would clear the end-user and leave their words behind).
ALTER TABLE assistant_calls ADD COLUMN end_user_id uuid;
--> statement-breakpoint
CREATE INDEX assistant_calls_end_user ON assistant_calls (end_user_id) WHERE end_user_id IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION griot_forget_assistant_questions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assistant_calls SET end_user_id = NULL, question = NULL
  WHERE end_user_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_forget_assistant_questions AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION griot_forget_assistant_questions();
--> statement-breakpoint
-- The insights read one workspace's end-user questions of a period: runtime calls only, by chatbot
-- and time (the existing (chatbot_id, created_at DESC) index also holds the test console's calls);
-- outcome and confidence included: the totals are counted from the index alone (index-only scan).
CREATE INDEX assistant_calls_runtime ON assistant_calls (chatbot_id, created_at) INCLUDE (outcome, confidence)
  WHERE source = 'runtime';
