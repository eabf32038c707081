-- Issue 42: the manager's decisions in a daily run's knockout ties (shared/src/pickFive/knockoutDecisions.ts), kept with its choices.
ALTER TABLE "pick_five_daily_runs" ADD COLUMN "decisions" jsonb DEFAULT '[]'::jsonb NOT NULL;
