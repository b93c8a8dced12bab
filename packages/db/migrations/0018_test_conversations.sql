-- Conversations of the playground's simulator ('test-…' web visitors, issued to the owner only)
-- are not customers: they are marked, and the counters the dashboards read leave them out.
ALTER TABLE end_users ADD COLUMN is_test boolean GENERATED ALWAYS AS (channel = 'web' AND external_id LIKE 'test-%') STORED NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION griot_end_users_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count + d.users, interaction_count = c.interaction_count + d.interactions,
      last_activity_at = GREATEST(c.last_activity_at, d.latest)
  FROM (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions,
               max(last_activity_at) AS latest
        FROM added WHERE NOT is_test GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION griot_end_users_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chatbots c
  SET user_count = c.user_count - d.users, interaction_count = c.interaction_count - d.interactions
  FROM (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions
        FROM removed WHERE NOT is_test GROUP BY chatbot_id) d
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  WHERE c.id = d.chatbot_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE chatbots c
SET user_count = coalesce(d.users, 0), interaction_count = coalesce(d.interactions, 0), last_activity_at = d.latest
FROM chatbots c2
LEFT JOIN (SELECT chatbot_id, count(*)::int AS users, coalesce(sum(interaction_count), 0)::int AS interactions,
                  max(last_activity_at) AS latest
           FROM end_users WHERE NOT is_test GROUP BY chatbot_id) d ON d.chatbot_id = c2.id
WHERE c.id = c2.id;
