-- messages.end_user_id was a foreign key: one key query per message row, each locking the
-- end-user's row. A round writes about three rows per end-user (the customer's message, the bot's
-- replies), and under a burst those checks were about half of the round's write (2.1 s over 14,300
-- rows in 50 rounds, 148 µs a row, traced with auto_explain) and a fifth of PostgreSQL's CPU.
-- The same guarantees, once per statement instead of once per row:
-- * a message cannot name an end-user that does not exist: after each insert, the statement's
--   distinct end-users are locked (KEY SHARE, as the key's check did, until the writer commits, so
--   nobody deletes them meanwhile), and a missing one fails the statement with the key's own error
--   (SQLSTATE 23503, the same constraint name), as before;
-- * deleting an end-user deletes their messages, in the deleting statement's transaction (the
--   cascade's job), over every end-user the statement removed, through messages_end_user_seq.
-- A writer whose end-user is deleted while it writes waits for the delete, then fails; a delete
-- that comes while a writer holds the lock waits for its commit, then removes what it wrote.
ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_end_user_id_end_users_id_fk;
--> statement-breakpoint
-- The key's own error, so callers that recognise a missing end-user (SQLSTATE 23503) still do.
CREATE FUNCTION griot_message_end_user_missing(missing uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'insert or update on table "messages" violates foreign key constraint "messages_end_user_id_end_users_id_fk"'
    USING ERRCODE = 'foreign_key_violation',
          DETAIL = format('Key (end_user_id)=(%s) is not present in table "end_users".', missing),
          TABLE = 'messages',
          CONSTRAINT = 'messages_end_user_id_end_users_id_fk';
END $$;
--> statement-breakpoint
CREATE FUNCTION griot_messages_end_users_held() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  held int;
  missing uuid;
BEGIN
  SELECT array_agg(DISTINCT end_user_id) INTO ids FROM added;
  PERFORM 1 FROM end_users WHERE id = ANY (ids) FOR KEY SHARE;
  GET DIAGNOSTICS held = ROW_COUNT;
  IF held < coalesce(cardinality(ids), 0) THEN
    SELECT i INTO missing FROM unnest(ids) AS i WHERE NOT EXISTS (SELECT 1 FROM end_users e WHERE e.id = i) LIMIT 1;
    PERFORM griot_message_end_user_missing(missing);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_end_users_held AFTER INSERT ON messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_messages_end_users_held();
--> statement-breakpoint
-- Nothing moves a message to another end-user today; if something does, it is checked per row (the
-- WHEN clause is evaluated without calling the function, so the send outcome's updates pay nothing).
CREATE FUNCTION griot_message_end_user_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM end_users WHERE id = NEW.end_user_id FOR KEY SHARE;
  IF NOT FOUND THEN
    PERFORM griot_message_end_user_missing(NEW.end_user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_end_user_moved AFTER UPDATE OF end_user_id ON messages
  FOR EACH ROW WHEN (OLD.end_user_id IS DISTINCT FROM NEW.end_user_id)
  EXECUTE FUNCTION griot_message_end_user_moved();
--> statement-breakpoint
CREATE FUNCTION griot_end_users_messages_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM messages WHERE end_user_id IN (SELECT id FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_messages_removed AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_messages_removed();
