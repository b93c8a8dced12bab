-- The campaign forecast of a chatbot past 200,000 end-users reads a random sample of them: the ids
-- below a bound (version-4 UUIDs are random). Ordered by chatbot then id, this index finds that
-- chatbot's sample alone; the primary key alone would find the sample of every chatbot of the
-- install and read each of their rows to keep one chatbot's. Written once per end-user (neither
-- column changes), so the reply path's updates stay HOT.
CREATE INDEX IF NOT EXISTS end_users_chatbot_id_key ON end_users (chatbot_id, id);
