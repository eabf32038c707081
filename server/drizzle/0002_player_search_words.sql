DROP INDEX "players_overall_idx";--> statement-breakpoint
DROP INDEX "players_rank_idx";--> statement-breakpoint
CREATE INDEX "players_search_idx" ON "players" USING gin (to_tsvector('simple', "search_name"));--> statement-breakpoint
CREATE INDEX "players_rank_idx" ON "players" USING btree ("overall" DESC NULLS FIRST,"short_name","id");