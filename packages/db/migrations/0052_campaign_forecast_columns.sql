-- Issue 24, the campaign's forecast of a million end-users in one parallel pass: what the 24-hour
-- window and the workspace's frequency cap need is kept on end_users itself, so the forecast and
-- the campaign's start (campaignExclusions.ts) read one row per end-user and join nothing. Both
-- were hashed subplans over conversations and broadcast_recipients, which every parallel worker
-- built again and which cost more than the scan itself.
--
-- * last_inbound_at: the end-user's last message, as conversations.last_inbound_at. The reply
--   path writes nothing more: a round's line in activity_backlog (interactions > 0: its inbound
--   messages, at the time the round set the conversation's last_inbound_at) already reaches
--   end_users through griot_catch_up_activity, which now carries it too. Readers catch up first.
-- * campaign_reached_at: the last time Meta took a campaign's send to this number from any chatbot
--   of the workspace (the recipient's sent_at, 0049): set by the database when a recipient's
--   sent_at is first set, whichever path settles it (the worker's outcome, a status webhook, a
--   demo or an import writing a delivered row), on every WhatsApp end-user of the workspace with
--   that number (a WhatsApp end-user's number is '+' and its wa_id), and given to an end-user
--   created later from the others of its number. The cap in force is read when counting, so a
--   cap changed later applies to reaches already made.
ALTER TABLE end_users
  ADD COLUMN last_inbound_at timestamptz,
  ADD COLUMN campaign_reached_at timestamptz;
--> statement-breakpoint
UPDATE end_users eu SET last_inbound_at = c.last_inbound_at
FROM conversations c
WHERE c.end_user_id = eu.id AND c.last_inbound_at IS NOT NULL;
--> statement-breakpoint
-- The reaches within the longest cap a workspace may set (720 hours): the sends Meta took (sent_at;
-- before 0049, a recipient still in a taken state, at its last write).
UPDATE end_users eu SET campaign_reached_at = r.reached
FROM (
  SELECT own.workspace_id, ltrim(r.phone, '+') AS wa_id,
         max(coalesce(r.sent_at, r.updated_at)) AS reached
  FROM broadcast_recipients r
  JOIN broadcasts b ON b.id = r.broadcast_id
  JOIN chatbots own ON own.id = b.chatbot_id
  WHERE (r.sent_at IS NOT NULL OR r.status IN ('accepted', 'sent', 'delivered', 'read'))
    AND r.updated_at > now() - interval '720 hours'
  GROUP BY 1, 2
) r
JOIN chatbots c ON c.workspace_id = r.workspace_id
WHERE eu.chatbot_id = c.id AND eu.channel = 'whatsapp' AND eu.external_id = r.wa_id;
--> statement-breakpoint
-- An update of end_users that moves no count (a campaign's reach, an opt-out, Meta's marks) leaves
-- the chatbot's counter row alone: it neither writes the row nor waits for its lock, which the
-- activity catch-up takes before the end-users (a send's settlement taking them the other way
-- round would deadlock with it).
CREATE OR REPLACE FUNCTION griot_end_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count + d.users, interaction_count = c.interaction_count + d.interactions,
      last_activity_at = GREATEST(c.last_activity_at, d.latest)
  FROM (SELECT chatbot_id, sum(users)::int AS users, sum(interactions)::int AS interactions, max(latest) AS latest FROM (
          SELECT chatbot_id, 1 AS users, interaction_count AS interactions, last_activity_at AS latest
          FROM after_change WHERE NOT is_test
          UNION ALL
          SELECT chatbot_id, -1, -interaction_count, NULL FROM before_change WHERE NOT is_test) moves
        GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id
    AND (d.users <> 0 OR d.interactions <> 0 OR d.latest > coalesce(c.last_activity_at, '-infinity'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION griot_campaign_reached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE end_users eu SET campaign_reached_at = NEW.sent_at
  FROM broadcasts b
  JOIN chatbots own ON own.id = b.chatbot_id
  JOIN chatbots c ON c.workspace_id = own.workspace_id
  WHERE b.id = NEW.broadcast_id
    AND eu.chatbot_id = c.id AND eu.channel = 'whatsapp' AND eu.external_id = ltrim(NEW.phone, '+')
    AND (eu.campaign_reached_at IS NULL OR eu.campaign_reached_at < NEW.sent_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row-level with a WHEN, so the recipients a start inserts (pending, skipped) and the claims cost
-- nothing: it runs once per recipient Meta takes.
CREATE TRIGGER broadcast_recipients_reached AFTER INSERT ON broadcast_recipients
  FOR EACH ROW WHEN (NEW.sent_at IS NOT NULL)
  EXECUTE FUNCTION griot_campaign_reached();
--> statement-breakpoint
CREATE TRIGGER broadcast_recipients_reached_now AFTER UPDATE OF status ON broadcast_recipients
  FOR EACH ROW WHEN (OLD.sent_at IS NULL AND NEW.sent_at IS NOT NULL)
  EXECUTE FUNCTION griot_campaign_reached();
--> statement-breakpoint
-- A customer reached through one chatbot who first writes to another of the workspace (or is
-- imported into it) is spared there too. Only rows actually inserted (the runtime's
-- INSERT … ON CONFLICT DO NOTHING of known end-users fires nothing), and a write only when the
-- number was reached.
CREATE FUNCTION griot_end_user_reached_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reached timestamptz;
BEGIN
  SELECT max(o.campaign_reached_at) INTO reached
  FROM chatbots own
  JOIN chatbots c ON c.workspace_id = own.workspace_id AND c.id <> own.id
  JOIN end_users o ON o.chatbot_id = c.id AND o.channel = 'whatsapp' AND o.external_id = NEW.external_id
  WHERE own.id = NEW.chatbot_id;
  IF reached IS NOT NULL THEN
    UPDATE end_users SET campaign_reached_at = reached
    WHERE id = NEW.id AND (campaign_reached_at IS NULL OR campaign_reached_at < reached);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_reached_elsewhere AFTER INSERT ON end_users
  FOR EACH ROW WHEN (NEW.channel = 'whatsapp')
  EXECUTE FUNCTION griot_end_user_reached_elsewhere();
--> statement-breakpoint
-- 0036's catch-up, its first step also carrying the last inbound time (the rest unchanged).
CREATE OR REPLACE FUNCTION griot_catch_up_activity(max_lines integer, wait boolean) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  bots uuid[];
  lines tid[];
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(4711002);
  ELSIF NOT pg_try_advisory_xact_lock(4711002) THEN
    RETURN 0;
  END IF;
  -- Lines of a chatbot deleted since have nothing left to count.
  DELETE FROM activity_backlog b WHERE NOT EXISTS (SELECT 1 FROM chatbots c WHERE c.id = b.chatbot_id);
  -- The chatbots' counter rows first, in id order: a round creating end-users locks its chatbot's
  -- row then its monthly shards (triggers), so taking the shards before the row would deadlock.
  bots := ARRAY(SELECT id FROM chatbots WHERE id IN (SELECT DISTINCT chatbot_id FROM activity_backlog)
                ORDER BY id FOR NO KEY UPDATE);
  -- The lines taken: only this function deletes lines, under the lock, so they stay put until then.
  lines := ARRAY(SELECT ctid FROM activity_backlog WHERE chatbot_id = ANY (bots) LIMIT max_lines);
  IF cardinality(lines) = 0 THEN
    RETURN 0;
  END IF;
  -- 1. The end-users' counts, first: a web visitor's first message makes them a customer
  -- (is_test follows interaction_count), whose activity then counts in step 2. A round's line
  -- with interactions is its inbound messages, at the time it set the conversation's
  -- last_inbound_at: the end-user's copy (the campaigns' 24-hour window) follows in the same write.
  UPDATE end_users eu SET
    interaction_count = eu.interaction_count + c.n,
    last_activity_at = GREATEST(eu.last_activity_at, c.latest),
    last_inbound_at = GREATEST(eu.last_inbound_at, c.latest)
  FROM (SELECT end_user_id, sum(interactions)::int AS n, max(at) AS latest
        FROM activity_backlog WHERE ctid = ANY (lines) AND interactions > 0 GROUP BY end_user_id) c
  WHERE eu.id = c.end_user_id;
  -- 2. Their active days and months, and the lines gone in the same statement.
  WITH picked AS (
    DELETE FROM activity_backlog WHERE ctid = ANY (lines)
    RETURNING end_user_id, chatbot_id, at, activity
  ), live AS (
    -- Lines of end-users deleted meanwhile, and of test conversations, drop here.
    SELECT p.*, (e.created_at AT TIME ZONE 'UTC')::date AS joined
    FROM picked p JOIN end_users e ON e.id = p.end_user_id AND NOT e.is_test
    WHERE p.activity > 0
  ), days AS (
    INSERT INTO end_user_active_days (end_user_id, chatbot_id, day, joined)
    SELECT DISTINCT end_user_id, chatbot_id, (at AT TIME ZONE 'UTC')::date, joined
    FROM live
    ORDER BY 1, 3
    ON CONFLICT DO NOTHING
  ), per_month AS (
    SELECT end_user_id, chatbot_id, date_trunc('month', at AT TIME ZONE 'UTC')::date AS month,
           sum(activity)::int AS n
    FROM live
    GROUP BY 1, 2, 3
  ), marked AS (
    INSERT INTO end_user_active_months AS m (end_user_id, chatbot_id, month, messages)
    SELECT end_user_id, chatbot_id, month, n FROM per_month ORDER BY end_user_id, month
    ON CONFLICT (end_user_id, month) DO UPDATE SET messages = m.messages + excluded.messages
    RETURNING m.end_user_id, m.month, (m.xmax::text = '0') AS first
  )
  INSERT INTO chatbot_activity_months AS c (chatbot_id, month, shard, active_users, messages)
  SELECT p.chatbot_id, p.month, griot_activity_shard(p.end_user_id), count(*) FILTER (WHERE k.first)::int, sum(p.n)::int
  FROM per_month p JOIN marked k ON k.end_user_id = p.end_user_id AND k.month = p.month
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (chatbot_id, month, shard) DO UPDATE
    SET active_users = c.active_users + excluded.active_users, messages = c.messages + excluded.messages;
  RETURN cardinality(lines);
END $$;
--> statement-breakpoint
-- The forecast groups a million end-users by a reason and a number's first digits: expressions
-- the planner cannot count, estimated at a million groups, so it planned one process sorting or
-- hashing them all. What these expressions take, sampled by ANALYZE, tells it a few dozen: a
-- parallel partial aggregate.
CREATE STATISTICS end_users_forecast
  ON (left(external_id, 4)), (opted_out_at IS NOT NULL), (invalid_number_at IS NOT NULL), channel,
     (imported_at IS NOT NULL AND opt_in_at IS NULL)
  FROM end_users;
--> statement-breakpoint
ANALYZE end_users;
