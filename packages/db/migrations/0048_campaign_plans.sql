-- Issue 24 (campaigns), part "plans": campaigns planned for a date and time or recurring, A/B tests.
-- A plan is what to send and when; each run is a broadcasts row (the campaign) tied to the plan and
-- its run time: the unique (plan_id, plan_run_at) key makes a run that a crash or a restart repeats
-- impossible to send twice.
CREATE TABLE campaign_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  name text CHECK (length(name) <= 80),
  -- The model resolved when the plan was saved (title, langage, source, parameters, model).
  message jsonb NOT NULL,
  -- The segment's condition rows, evaluated again at each run.
  conditions jsonb NOT NULL DEFAULT '[]'::jsonb,
  parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- { sharePercent, metric, decideAfterHours, pick, variantB: { title, langage, source, parameters, model } }
  ab_test jsonb,
  -- A once-only plan: the local time entered ('YYYY-MM-DDTHH:mm') and the instant it stands for.
  schedule_local text,
  schedule_at timestamptz,
  -- A recurring plan: { frequency, days, time, endsOn? } in the workspace's time zone.
  recurrence jsonb,
  next_run_at timestamptz,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'active', 'cancelled', 'finished')),
  last_run_at timestamptz,
  runs integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
-- The scheduler's due plans: a few rows, read every second.
CREATE INDEX campaign_plans_due ON campaign_plans (next_run_at) WHERE status IN ('scheduled', 'active');--> statement-breakpoint
CREATE INDEX campaign_plans_workspace_recent ON campaign_plans (workspace_id, created_at DESC);--> statement-breakpoint
ALTER TABLE broadcasts
  ADD COLUMN plan_id uuid REFERENCES campaign_plans(id) ON DELETE SET NULL,
  ADD COLUMN plan_run_at timestamptz,
  ADD COLUMN name text,
  -- As campaign_plans.ab_test, copied at start.
  ADD COLUMN ab_test jsonb,
  -- 'testing' until ab_decide_at, 'awaitingChoice' (manual pick), 'decided' (the rest gets ab_winner).
  ADD COLUMN ab_phase text CHECK (ab_phase IN ('testing', 'awaitingChoice', 'decided')),
  ADD COLUMN ab_decide_at timestamptz,
  ADD COLUMN ab_winner text CHECK (ab_winner IN ('A', 'B'));--> statement-breakpoint
CREATE UNIQUE INDEX broadcasts_plan_run ON broadcasts (plan_id, plan_run_at) WHERE plan_id IS NOT NULL;--> statement-breakpoint
-- A/B campaigns whose winner is to be chosen: the scheduler reads them every second.
CREATE INDEX broadcasts_ab_due ON broadcasts (ab_decide_at) WHERE ab_phase = 'testing';--> statement-breakpoint
-- The workspace-wide list, newest first.
CREATE INDEX broadcasts_recent ON broadcasts (created_at DESC, id DESC);--> statement-breakpoint
-- 'A' or 'B' for the test's share; NULL for the rest, which stays 'held' until the winner is known.
ALTER TABLE broadcast_recipients ADD COLUMN variant text CHECK (variant IN ('A', 'B'));
