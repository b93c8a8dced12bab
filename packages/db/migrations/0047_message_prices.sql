-- Issue 24, part "forecast": what Meta charges per delivered template message, by the recipient's
-- country and the template's category, kept as data with the date it applies from, so a campaign's
-- cost is forecast before the click and an admin updates it (`npm run admin -- prices-import`).
-- country: ISO 3166-1 alpha-2 of the recipient's number, or '*' for every country without a row.
-- A price applies from effective_from until a later row of the same country and category.
CREATE TABLE message_prices (
  country text NOT NULL CHECK (country = '*' OR country ~ '^[A-Z]{2}$'),
  category text NOT NULL CHECK (category IN ('MARKETING', 'UTILITY', 'AUTHENTICATION', 'SERVICE')),
  price numeric(12, 6) NOT NULL CHECK (price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  effective_from date NOT NULL,
  source text NOT NULL DEFAULT '',
  PRIMARY KEY (country, category, effective_from)
);--> statement-breakpoint
-- The seed: Meta's per-message rate card in USD, effective 1 July 2025 (the move from conversations
-- to per-message pricing), source https://developers.facebook.com/docs/whatsapp/pricing ("Rate
-- cards", USD). Markets are regions: Senegal and Côte d'Ivoire fall into "Rest of Africa" (as do
-- Morocco, Algeria, Tunisia: the card has no "North Africa" market; Egypt has its own rate), the
-- countries of no region into "Other" ('*'). Authentication is billed at the market's
-- authentication rate (here equal to utility; the authentication-international rates are left
-- out), service (free-form inside the 24-hour window) is free, and so is a utility template inside
-- the window (the forecast applies that rule, not this table). Meta may change the card on the
-- first day of a quarter: import the newer card with its date rather than editing these rows.
WITH markets (market, marketing, utility, authentication) AS (
  VALUES
    ('AR', 0.0618, 0.0260, 0.0260), ('BR', 0.0625, 0.0068, 0.0068), ('CL', 0.0889, 0.0200, 0.0200),
    ('CO', 0.0125, 0.0008, 0.0008), ('EG', 0.1073, 0.0036, 0.0036), ('FR', 0.0859, 0.0300, 0.0300),
    ('DE', 0.1365, 0.0550, 0.0550), ('IN', 0.0118, 0.0014, 0.0014), ('ID', 0.0411, 0.0250, 0.0250),
    ('IL', 0.0353, 0.0053, 0.0053), ('IT', 0.0691, 0.0300, 0.0300), ('MY', 0.0860, 0.0140, 0.0140),
    ('MX', 0.0305, 0.0085, 0.0085), ('NL', 0.1597, 0.0500, 0.0500), ('NG', 0.0516, 0.0067, 0.0067),
    ('PK', 0.0473, 0.0054, 0.0054), ('PE', 0.0703, 0.0200, 0.0200), ('RU', 0.0802, 0.0400, 0.0400),
    ('SA', 0.0455, 0.0107, 0.0107), ('ZA', 0.0379, 0.0076, 0.0076), ('ES', 0.0615, 0.0200, 0.0200),
    ('TR', 0.0109, 0.0053, 0.0053), ('AE', 0.0384, 0.0157, 0.0157), ('GB', 0.0529, 0.0220, 0.0220),
    ('north_america', 0.0250, 0.0034, 0.0034),
    ('rest_of_africa', 0.0225, 0.0040, 0.0040),
    ('rest_of_asia_pacific', 0.0732, 0.0113, 0.0113),
    ('rest_of_central_eastern_europe', 0.0860, 0.0212, 0.0212),
    ('rest_of_latin_america', 0.0740, 0.0113, 0.0113),
    ('rest_of_middle_east', 0.0341, 0.0091, 0.0091),
    ('rest_of_western_europe', 0.0592, 0.0171, 0.0171),
    ('other', 0.0604, 0.0077, 0.0077)
),
regions (country, market) AS (
  VALUES
    ('US', 'north_america'), ('CA', 'north_america'),
    ('DZ', 'rest_of_africa'), ('AO', 'rest_of_africa'), ('BJ', 'rest_of_africa'), ('BW', 'rest_of_africa'),
    ('BF', 'rest_of_africa'), ('BI', 'rest_of_africa'), ('CM', 'rest_of_africa'), ('TD', 'rest_of_africa'),
    ('CG', 'rest_of_africa'), ('CD', 'rest_of_africa'), ('CI', 'rest_of_africa'), ('ER', 'rest_of_africa'),
    ('ET', 'rest_of_africa'), ('GA', 'rest_of_africa'), ('GM', 'rest_of_africa'), ('GH', 'rest_of_africa'),
    ('GN', 'rest_of_africa'), ('GW', 'rest_of_africa'), ('KE', 'rest_of_africa'), ('LS', 'rest_of_africa'),
    ('LR', 'rest_of_africa'), ('LY', 'rest_of_africa'), ('MG', 'rest_of_africa'), ('MW', 'rest_of_africa'),
    ('ML', 'rest_of_africa'), ('MR', 'rest_of_africa'), ('MA', 'rest_of_africa'), ('MZ', 'rest_of_africa'),
    ('NA', 'rest_of_africa'), ('NE', 'rest_of_africa'), ('RW', 'rest_of_africa'), ('SN', 'rest_of_africa'),
    ('SL', 'rest_of_africa'), ('SO', 'rest_of_africa'), ('SS', 'rest_of_africa'), ('SD', 'rest_of_africa'),
    ('SZ', 'rest_of_africa'), ('TZ', 'rest_of_africa'), ('TG', 'rest_of_africa'), ('TN', 'rest_of_africa'),
    ('UG', 'rest_of_africa'), ('ZM', 'rest_of_africa'), ('ZW', 'rest_of_africa'),
    ('AF', 'rest_of_asia_pacific'), ('AU', 'rest_of_asia_pacific'), ('BD', 'rest_of_asia_pacific'),
    ('KH', 'rest_of_asia_pacific'), ('CN', 'rest_of_asia_pacific'), ('HK', 'rest_of_asia_pacific'),
    ('JP', 'rest_of_asia_pacific'), ('LA', 'rest_of_asia_pacific'), ('MN', 'rest_of_asia_pacific'),
    ('NP', 'rest_of_asia_pacific'), ('NZ', 'rest_of_asia_pacific'), ('PG', 'rest_of_asia_pacific'),
    ('PH', 'rest_of_asia_pacific'), ('SG', 'rest_of_asia_pacific'), ('LK', 'rest_of_asia_pacific'),
    ('TW', 'rest_of_asia_pacific'), ('TJ', 'rest_of_asia_pacific'), ('TH', 'rest_of_asia_pacific'),
    ('TM', 'rest_of_asia_pacific'), ('UZ', 'rest_of_asia_pacific'), ('VN', 'rest_of_asia_pacific'),
    ('AL', 'rest_of_central_eastern_europe'), ('AM', 'rest_of_central_eastern_europe'),
    ('AZ', 'rest_of_central_eastern_europe'), ('BY', 'rest_of_central_eastern_europe'),
    ('BG', 'rest_of_central_eastern_europe'), ('HR', 'rest_of_central_eastern_europe'),
    ('CZ', 'rest_of_central_eastern_europe'), ('GE', 'rest_of_central_eastern_europe'),
    ('GR', 'rest_of_central_eastern_europe'), ('HU', 'rest_of_central_eastern_europe'),
    ('LV', 'rest_of_central_eastern_europe'), ('LT', 'rest_of_central_eastern_europe'),
    ('MK', 'rest_of_central_eastern_europe'), ('MD', 'rest_of_central_eastern_europe'),
    ('PL', 'rest_of_central_eastern_europe'), ('RO', 'rest_of_central_eastern_europe'),
    ('RS', 'rest_of_central_eastern_europe'), ('SK', 'rest_of_central_eastern_europe'),
    ('SI', 'rest_of_central_eastern_europe'), ('UA', 'rest_of_central_eastern_europe'),
    ('BO', 'rest_of_latin_america'), ('CR', 'rest_of_latin_america'), ('DO', 'rest_of_latin_america'),
    ('EC', 'rest_of_latin_america'), ('SV', 'rest_of_latin_america'), ('GT', 'rest_of_latin_america'),
    ('HT', 'rest_of_latin_america'), ('HN', 'rest_of_latin_america'), ('JM', 'rest_of_latin_america'),
    ('NI', 'rest_of_latin_america'), ('PA', 'rest_of_latin_america'), ('PY', 'rest_of_latin_america'),
    ('PR', 'rest_of_latin_america'), ('UY', 'rest_of_latin_america'), ('VE', 'rest_of_latin_america'),
    ('BH', 'rest_of_middle_east'), ('IQ', 'rest_of_middle_east'), ('JO', 'rest_of_middle_east'),
    ('KW', 'rest_of_middle_east'), ('LB', 'rest_of_middle_east'), ('OM', 'rest_of_middle_east'),
    ('QA', 'rest_of_middle_east'), ('YE', 'rest_of_middle_east'),
    ('AT', 'rest_of_western_europe'), ('BE', 'rest_of_western_europe'), ('DK', 'rest_of_western_europe'),
    ('FI', 'rest_of_western_europe'), ('IE', 'rest_of_western_europe'), ('NO', 'rest_of_western_europe'),
    ('PT', 'rest_of_western_europe'), ('SE', 'rest_of_western_europe'), ('CH', 'rest_of_western_europe'),
    ('*', 'other')
),
countries (country, market) AS (
  SELECT country, market FROM regions
  UNION ALL
  SELECT market, market FROM markets WHERE market ~ '^[A-Z]{2}$'
)
INSERT INTO message_prices (country, category, price, currency, effective_from, source)
SELECT c.country, p.category, p.price, 'USD', DATE '2025-07-01',
       'Meta, WhatsApp Business Platform rate card (USD), per-message pricing effective 2025-07-01'
FROM countries c
JOIN markets m ON m.market = c.market
CROSS JOIN LATERAL (VALUES ('MARKETING', m.marketing), ('UTILITY', m.utility),
                           ('AUTHENTICATION', m.authentication), ('SERVICE', 0)) AS p (category, price);--> statement-breakpoint
-- The frequency cap: who a campaign of the workspace reached lately, read by campaign (only the
-- campaigns that may have reached someone within the cap) and by when the row last moved.
CREATE INDEX broadcast_recipients_reached ON broadcast_recipients (broadcast_id, updated_at)
  INCLUDE (end_user_id, phone) WHERE status IN ('accepted', 'sent', 'delivered', 'read');--> statement-breakpoint
-- The messaging limit left today: the campaigns of a number, newest first.
CREATE INDEX broadcasts_phone_number ON broadcasts (phone_number_id, created_at DESC);
