-- chatbots.user_count, interaction_count and last_activity_at follow end_users, whatever writes
-- them (a deleted end-user leaves last_activity_at as it was: it only orders candidates).
-- Statement-level triggers with transition tables: a bulk insert costs one UPDATE per chatbot,
-- not one per row.
CREATE FUNCTION griot_end_users_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count + d.users, interaction_count = c.interaction_count + d.interactions,
      last_activity_at = GREATEST(c.last_activity_at, d.latest)
  FROM (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions,
               max(last_activity_at) AS latest
        FROM added GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION griot_end_users_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count - d.users, interaction_count = c.interaction_count - d.interactions
  FROM (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions
        FROM removed GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION griot_end_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count + d.users, interaction_count = c.interaction_count + d.interactions,
      last_activity_at = GREATEST(c.last_activity_at, d.latest)
  FROM (SELECT chatbot_id, sum(users)::int AS users, sum(interactions)::int AS interactions, max(latest) AS latest FROM (
          SELECT chatbot_id, 1 AS users, interaction_count AS interactions, last_activity_at AS latest FROM after_change
          UNION ALL
          SELECT chatbot_id, -1, -interaction_count, NULL FROM before_change) moves
        GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER end_users_added AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_added();
--> statement-breakpoint
CREATE TRIGGER end_users_removed AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_removed();
--> statement-breakpoint
CREATE TRIGGER end_users_changed AFTER UPDATE ON end_users
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change FOR EACH STATEMENT EXECUTE FUNCTION griot_end_users_changed();
--> statement-breakpoint
UPDATE chatbots c
SET user_count = d.users, interaction_count = d.interactions, last_activity_at = d.latest
FROM (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions,
             max(last_activity_at) AS latest
      FROM end_users GROUP BY chatbot_id) d
WHERE c.id = d.chatbot_id;
