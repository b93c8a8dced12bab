-- The owner's digest mail ('Nouveaux messages', 'Erreurs' notifications): when the last one went,
-- so that one goes at most every 15 minutes, whichever process sends it.
ALTER TABLE users ADD COLUMN last_digest_at timestamptz;
