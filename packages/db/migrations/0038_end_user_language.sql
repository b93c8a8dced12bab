-- The language an end-user's channel says they use (Telegram's from.language_code on each update,
-- the web visitor's language the widget sends as Accept-Language), as its primary subtag ('es',
-- 'de'); null when no channel ever said it (WhatsApp and Messenger do not). The runtime's own words
-- (an invalid answer's reply, the default buttons, GRIOT IA's hand-over) follow it when it is one
-- of ours and the chatbot fixes no language. A nullable column without default: no table rewrite.
ALTER TABLE end_users ADD COLUMN language text;
