-- The figures a conversation round moved at once (the end-user's interaction count and last
-- activity, with the chatbot's counters by trigger; active days and months, with the chatbot's
-- monthly figures) are written off the reply path: the round and the messages trigger only add a
-- line here, and a catch-up applies the lines a batch at a time (the runtime every second, and
-- the screens that show these figures before they read them). A line is deleted in the transaction
-- that applies it: a crash between a round and its catch-up loses nothing and counts nothing twice.
CREATE TABLE activity_backlog (
  end_user_id uuid NOT NULL,
  chatbot_id uuid NOT NULL,
  at timestamptz NOT NULL,
  -- Inbound messages whose day and month are to be marked (from the messages trigger).
  activity integer NOT NULL DEFAULT 0,
  -- Inbound messages to add to the end-user's interaction count (from the runtime's round).
  interactions integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
DROP TRIGGER messages_activity ON messages;
--> statement-breakpoint
CREATE FUNCTION griot_messages_backlog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_backlog (end_user_id, chatbot_id, at, activity)
  SELECT end_user_id, chatbot_id, min(created_at), count(*)::int
  FROM added WHERE direction = 'in'
  GROUP BY end_user_id, chatbot_id, (created_at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_backlog AFTER INSERT ON messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_messages_backlog();
--> statement-breakpoint
-- Applies up to max_lines lines of the backlog in one transaction (so atomically) and returns how
-- many it took. One catch-up at a time across processes (an advisory lock held by the
-- transaction): two would update the same end-users in different orders and deadlock. The
-- background one skips when another runs; a screen about to read waits for it, so that every
-- line committed before it asked is applied when it reads.
CREATE FUNCTION griot_catch_up_activity(max_lines integer, wait boolean) RETURNS integer LANGUAGE plpgsql AS $$
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
  -- (is_test follows interaction_count), whose activity then counts in step 2.
  UPDATE end_users eu SET
    interaction_count = eu.interaction_count + c.n,
    last_activity_at = GREATEST(eu.last_activity_at, c.latest)
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
-- A round looks up each end-user's messages still to send: through the few queued rows, not
-- through every message of a long conversation.
CREATE INDEX messages_queued_end_user ON messages (end_user_id, seq) WHERE status = 'queued';
