-- Local broadcast models: a chatbot's own messages with numbered placeholders ({{1}}, {{2}}…),
-- sent as WhatsApp text (only inside the 24 h customer-service window), next to the approved
-- templates of its WhatsApp Business Account. Gone with the chatbot (and so with the account).
CREATE TABLE broadcast_models (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  langage text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One model per title and language in a chatbot; also the index that lists a chatbot's models.
  CONSTRAINT broadcast_models_chatbot_title_langage UNIQUE (chatbot_id, title, langage)
);
