-- 0052's row trigger looked each inserted WhatsApp customer up in end_users with a plan kept for
-- the session. Planned while end_users looked small (a new install, a table not analysed yet), it
-- scanned end_users for every row, and kept doing so as the statement grew the table: an import of
-- 8,000 WhatsApp contacts in one statement took 14 s instead of 0.5 s, growing with the square of
-- the rows. Once per statement instead, over the rows it inserted (planned with their real count):
-- the runtime's rounds already fire two statement triggers on this insert, and an import's batch of
-- 1,000 contacts makes one join instead of 1,000 lookups. A write only where a number was reached.
DROP TRIGGER IF EXISTS end_users_reached_elsewhere ON end_users;
--> statement-breakpoint
DROP FUNCTION IF EXISTS griot_end_user_reached_elsewhere();
--> statement-breakpoint
CREATE FUNCTION griot_end_users_reached_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  reached timestamptz[];
BEGIN
  SELECT array_agg(r.id), array_agg(r.at) INTO ids, reached
  FROM (SELECT a.id, max(o.campaign_reached_at) AS at
        FROM added a
        JOIN chatbots own ON own.id = a.chatbot_id
        JOIN chatbots c ON c.workspace_id = own.workspace_id AND c.id <> own.id
        JOIN end_users o ON o.chatbot_id = c.id AND o.channel = 'whatsapp' AND o.external_id = a.external_id
        WHERE a.channel = 'whatsapp' AND o.campaign_reached_at IS NOT NULL
        GROUP BY a.id) r;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE end_users eu SET campaign_reached_at = r.at
  FROM unnest(ids, reached) AS r(id, at)
  WHERE eu.id = r.id AND (eu.campaign_reached_at IS NULL OR eu.campaign_reached_at < r.at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_reached_elsewhere AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_reached_elsewhere();
