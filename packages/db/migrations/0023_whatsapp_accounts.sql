-- WhatsApp Business accounts added through Embedded Signup:
-- the business token Meta gives for the signup's code and the registration PIN are kept
-- encrypted (AES-256-GCM under SECRET_KEY), never in clear. One number answers one chatbot at a
-- time: a chatbot is linked to at most one account, and an account to at most one chatbot.
CREATE TABLE whatsapp_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('customer_support', 'ecommerce')),
  config_id text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  business_id text NOT NULL DEFAULT '',
  waba_id text NOT NULL,
  phone_number_id text NOT NULL DEFAULT '',
  display_phone_number text NOT NULL DEFAULT '',
  verified_name text NOT NULL DEFAULT '',
  code_verification_status text NOT NULL DEFAULT 'NOT_VERIFIED'
    CHECK (code_verification_status IN ('NOT_VERIFIED', 'VERIFIED', 'EXPIRED')),
  business_token_encrypted text NOT NULL,
  pin_encrypted text,
  waba_numbers jsonb NOT NULL DEFAULT '[]'::jsonb,
  subscribed_at timestamptz,
  code_requested_at timestamptz,
  registered_at timestamptz,
  register_attempts integer NOT NULL DEFAULT 0 CHECK (register_attempts >= 0),
  register_locked_until timestamptz,
  last_error text NOT NULL DEFAULT '',
  chatbot_id uuid REFERENCES chatbots(id) ON DELETE SET NULL,
  linked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX whatsapp_accounts_owner_created ON whatsapp_accounts (owner_id, created_at DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX whatsapp_accounts_chatbot ON whatsapp_accounts (chatbot_id) WHERE chatbot_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX whatsapp_accounts_owner_number ON whatsapp_accounts (owner_id, phone_number_id) WHERE phone_number_id <> '';
