ALTER TABLE "fixtures" ADD COLUMN "tie" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "share_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "format" text DEFAULT 'round_robin' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "auto_continue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "auto_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "next_match_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "rematch_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_share_token_uq" ON "fixtures" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "fixtures_team_a_idx" ON "fixtures" USING btree ("team_a","finished_at");--> statement-breakpoint
CREATE INDEX "fixtures_team_b_idx" ON "fixtures" USING btree ("team_b","finished_at");