CREATE TABLE "pool_meta" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "players_rank_idx" ON "players" USING btree ("overall" DESC NULLS LAST,"short_name","id");--> statement-breakpoint
CREATE INDEX "players_positions_idx" ON "players" USING gin ("positions");