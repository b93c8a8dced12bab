-- Every message row checked its chatbot_id against chatbots, one foreign-key query per row (2.5
-- rows per answered message in a burst, each also taking a KEY SHARE lock on the chatbot's one
-- hot row). The link it guarded is already held by end_user_id: a message's end-user belongs to
-- its chatbot (the runtime, the broadcasts, the agents and the away messages write both from the
-- same end-user), end_users.chatbot_id is a foreign key with ON DELETE CASCADE and
-- messages.end_user_id one too, so deleting a chatbot still removes its messages (through its
-- end-users), and a message can still not be written for an end-user (hence a chatbot) being
-- deleted. The chatbot_id column and its index stay: the dashboards read messages by chatbot.
ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_chatbot_id_chatbots_id_fk;
