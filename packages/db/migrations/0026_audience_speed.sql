-- The chatbot dashboard's figures at a million end-users: counted as messages and end-users are
-- written (statement-level triggers, one statement per write whatever its size) rather than read
-- back from every message at each request.
-- * end_user_active_days / end_user_active_months: which end-user wrote on which UTC day / month
--   (test conversations left out), with the month's inbound messages; gone with the end-user.
-- * chatbot_activity_months: per chatbot and UTC month, new end-users, monthly active end-users and
--   inbound messages, spread over 16 shards (by end-user) so that concurrent conversations of one
--   chatbot do not queue on one row; the KPIs add the shards up.
CREATE TABLE end_user_active_days (
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL,
  day date NOT NULL,
  -- The UTC day the end-user arrived: the DAU without that day's new end-users reads no end_users.
  joined date NOT NULL,
  PRIMARY KEY (end_user_id, day)
);
--> statement-breakpoint
CREATE INDEX end_user_active_days_chatbot ON end_user_active_days (chatbot_id, day) INCLUDE (joined);
--> statement-breakpoint
CREATE TABLE end_user_active_months (
  end_user_id uuid NOT NULL REFERENCES end_users(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL,
  month date NOT NULL,
  messages integer NOT NULL DEFAULT 0,
  PRIMARY KEY (end_user_id, month)
);
--> statement-breakpoint
CREATE TABLE chatbot_activity_months (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  month date NOT NULL,
  shard smallint NOT NULL,
  new_users integer NOT NULL DEFAULT 0,
  active_users integer NOT NULL DEFAULT 0,
  messages integer NOT NULL DEFAULT 0,
  PRIMARY KEY (chatbot_id, month, shard)
);
--> statement-breakpoint
CREATE FUNCTION griot_activity_shard(end_user_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (abs(hashtext(end_user_id::text)) % 16)::smallint
$$;
--> statement-breakpoint
-- Inbound messages: the end-user's day and month marked, the month's counters moved.
CREATE FUNCTION griot_messages_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO end_user_active_days (end_user_id, chatbot_id, day, joined)
  SELECT DISTINCT a.end_user_id, a.chatbot_id, (a.created_at AT TIME ZONE 'UTC')::date, (e.created_at AT TIME ZONE 'UTC')::date
  FROM added a JOIN end_users e ON e.id = a.end_user_id AND NOT e.is_test
  WHERE a.direction = 'in'
  ON CONFLICT DO NOTHING;
  WITH per_month AS (
    SELECT a.end_user_id, a.chatbot_id, date_trunc('month', a.created_at AT TIME ZONE 'UTC')::date AS month,
           count(*)::int AS n
    FROM added a JOIN end_users e ON e.id = a.end_user_id AND NOT e.is_test
    WHERE a.direction = 'in'
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_activity AFTER INSERT ON messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_messages_activity();
--> statement-breakpoint
-- An end-user's months gone (the end-user deleted): the counters follow.
CREATE FUNCTION griot_active_months_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbot_activity_months c
  SET active_users = c.active_users - d.users, messages = c.messages - d.messages
  FROM (SELECT chatbot_id, month, griot_activity_shard(end_user_id) AS shard, count(*)::int AS users,
               sum(messages)::int AS messages
        FROM removed GROUP BY 1, 2, 3) d
  WHERE c.chatbot_id = d.chatbot_id AND c.month = d.month AND c.shard = d.shard;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_user_active_months_removed AFTER DELETE ON end_user_active_months
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION griot_active_months_removed();
--> statement-breakpoint
-- New end-users by the month they arrived (a deleted one no longer counts, as before).
CREATE FUNCTION griot_end_users_arrived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chatbot_activity_months AS c (chatbot_id, month, shard, new_users)
  SELECT chatbot_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, griot_activity_shard(id), count(*)::int
  FROM added WHERE NOT is_test GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (chatbot_id, month, shard) DO UPDATE SET new_users = c.new_users + excluded.new_users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION griot_end_users_departed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbot_activity_months c SET new_users = c.new_users - d.n
  FROM (SELECT chatbot_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
               griot_activity_shard(id) AS shard, count(*)::int AS n
        FROM removed WHERE NOT is_test GROUP BY 1, 2, 3) d
  WHERE c.chatbot_id = d.chatbot_id AND c.month = d.month AND c.shard = d.shard;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moved in time or to another chatbot (fixtures and imports do): out of the old month, into the
-- new. Row-level with a WHEN, so the runtime's many other updates of end_users cost nothing here.
CREATE FUNCTION griot_end_users_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.is_test THEN
    UPDATE chatbot_activity_months c SET new_users = c.new_users - 1
    WHERE c.chatbot_id = OLD.chatbot_id AND c.month = date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date
      AND c.shard = griot_activity_shard(OLD.id);
  END IF;
  UPDATE end_user_active_days SET joined = (NEW.created_at AT TIME ZONE 'UTC')::date WHERE end_user_id = NEW.id;
  IF NOT NEW.is_test THEN
    INSERT INTO chatbot_activity_months AS c (chatbot_id, month, shard, new_users)
    VALUES (NEW.chatbot_id, date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, griot_activity_shard(NEW.id), 1)
    ON CONFLICT (chatbot_id, month, shard) DO UPDATE SET new_users = c.new_users + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_arrived AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_arrived();
--> statement-breakpoint
CREATE TRIGGER end_users_departed AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_departed();
--> statement-breakpoint
CREATE TRIGGER end_users_moved AFTER UPDATE OF created_at, chatbot_id, channel, external_id ON end_users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.chatbot_id IS DISTINCT FROM NEW.chatbot_id
                     OR OLD.is_test IS DISTINCT FROM NEW.is_test)
  EXECUTE FUNCTION griot_end_users_moved();
--> statement-breakpoint
-- What is already stored.
INSERT INTO end_user_active_days (end_user_id, chatbot_id, day, joined)
SELECT DISTINCT m.end_user_id, m.chatbot_id, (m.created_at AT TIME ZONE 'UTC')::date, (e.created_at AT TIME ZONE 'UTC')::date
FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
WHERE m.direction = 'in';
--> statement-breakpoint
INSERT INTO end_user_active_months (end_user_id, chatbot_id, month, messages)
SELECT m.end_user_id, m.chatbot_id, date_trunc('month', m.created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
WHERE m.direction = 'in'
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO chatbot_activity_months (chatbot_id, month, shard, new_users, active_users, messages)
SELECT chatbot_id, month, shard, sum(new_users)::int, sum(active_users)::int, sum(messages)::int FROM (
  SELECT chatbot_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, griot_activity_shard(id) AS shard,
         1 AS new_users, 0 AS active_users, 0 AS messages
  FROM end_users WHERE NOT is_test
  UNION ALL
  SELECT chatbot_id, month, griot_activity_shard(end_user_id), 0, 1, messages FROM end_user_active_months) x
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Conditions: each end-user's variable values, lowercased, in one jsonb under a GIN index, so the
-- '=' rows of a condition group are one index lookup that intersects their end-users.
CREATE TABLE end_user_condition_values (
  end_user_id uuid PRIMARY KEY REFERENCES end_users(id) ON DELETE CASCADE,
  vals jsonb NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION griot_refresh_condition_values(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO end_user_condition_values AS c (end_user_id, vals)
  SELECT u.id, coalesce((SELECT jsonb_object_agg(v.name, lower(v.value_text)) FROM end_user_variables v WHERE v.end_user_id = u.id), '{}'::jsonb)
  FROM unnest(ids) AS u(id) JOIN end_users e ON e.id = u.id
  ORDER BY u.id
  ON CONFLICT (end_user_id) DO UPDATE SET vals = excluded.vals
$$;
--> statement-breakpoint
CREATE FUNCTION griot_variables_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM griot_refresh_condition_values(ARRAY(SELECT DISTINCT end_user_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_user_variables_added AFTER INSERT ON end_user_variables
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION griot_variables_added();
--> statement-breakpoint
CREATE TRIGGER end_user_variables_changed AFTER UPDATE ON end_user_variables
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION griot_variables_added();
--> statement-breakpoint
CREATE TRIGGER end_user_variables_removed AFTER DELETE ON end_user_variables
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION griot_variables_added();
--> statement-breakpoint
INSERT INTO end_user_condition_values (end_user_id, vals)
SELECT end_user_id, jsonb_object_agg(name, lower(value_text)) FROM end_user_variables GROUP BY end_user_id;
--> statement-breakpoint
CREATE INDEX end_user_condition_values_vals ON end_user_condition_values USING gin (vals jsonb_path_ops);
