-- Live streams (server-sent events) must end with their session: whichever path ends a session
-- (logout, a revocation from the sessions list, a password change or reset, the account's
-- deletion, which cascades), PostgreSQL tells every server process at commit, so none of them has
-- to remember to. The payload is the session's id; each process ends the streams it holds for it.
CREATE FUNCTION notify_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('griot_sessions', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_end();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_end();
