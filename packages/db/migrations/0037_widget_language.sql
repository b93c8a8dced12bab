-- The language a chatbot's web chat speaks ('Langue du widget'): 'auto' follows the visitor's
-- browser (else French), or one language fixed by the chatbot's owner. Existing chatbots are automatic.
ALTER TABLE chatbots ADD COLUMN widget_language text NOT NULL DEFAULT 'auto'
  CHECK (widget_language IN ('auto', 'fr', 'en', 'es'));
