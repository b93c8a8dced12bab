-- Returning end-users per local day (issue 28: the summary of every chatbot within 300 ms).
-- analytics_end_user_hours has a row per end-user and hour they wrote; counting a 60-day period's
-- returning end-users read every such row. Here, per chatbot, local day and the local day the
-- end-user last wrote before it, how many end-users wrote that day for the first time since then:
-- the returning end-users of days [F, T] are the rows with day in [F, T] and prev_day < F (each
-- end-user has exactly one: the first day they wrote in the period), a sum over a few thousand rows.
-- Days are the workspace's: analytics_returning_zones says which time zone a chatbot's rows were
-- counted in; when the workspace changes zone, the rollup counts them again from the hours, and
-- meanwhile the summary reads the hours.
CREATE TABLE analytics_returning_zones (
  chatbot_id uuid PRIMARY KEY REFERENCES chatbots(id) ON DELETE CASCADE,
  -- The IANA zone the days are cut in, as the summary resolves it (workspaceTimeZone).
  time_zone text NOT NULL,
  -- The workspace's stored setting it came from (null: none): a change of it means a new count.
  source_zone text
);--> statement-breakpoint
CREATE TABLE analytics_returning_days (
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  day date NOT NULL,
  prev_day date NOT NULL,
  end_users integer NOT NULL,
  PRIMARY KEY (chatbot_id, day, prev_day)
);
