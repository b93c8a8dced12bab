-- Profile and account settings live on the server (the spec keeps them in the browser): the
-- profile's extra fields, the settings as one validated document, the account's own events (the
-- profile's recent activity), two-factor authentication, plans and invoices.
ALTER TABLE users
  ADD COLUMN birth_date date,
  ADD COLUMN location text NOT NULL DEFAULT '',
  ADD COLUMN bio text NOT NULL DEFAULT '',
  ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN password_changed_at timestamptz,
  ADD COLUMN plan_id text NOT NULL DEFAULT 'premium',
  ADD COLUMN totp_secret_encrypted text,
  ADD COLUMN totp_pending_secret_encrypted text,
  ADD COLUMN totp_enabled_at timestamptz,
  ADD COLUMN totp_last_step bigint;
--> statement-breakpoint
CREATE TABLE account_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX account_events_user_recent ON account_events (user_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);
--> statement-breakpoint
CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year'))
);
--> statement-breakpoint
INSERT INTO plans (id, name, price_cents, currency, billing_interval) VALUES ('premium', 'Premium', 2999, 'EUR', 'month');
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_plan_fk FOREIGN KEY (plan_id) REFERENCES plans(id);
--> statement-breakpoint
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  plan_id text NOT NULL REFERENCES plans(id),
  period_start date NOT NULL,
  period_end date NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'due', 'void')),
  issued_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX invoices_user ON invoices (user_id, issued_at DESC);
