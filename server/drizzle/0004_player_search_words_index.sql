DROP INDEX "players_positions_idx";--> statement-breakpoint
DROP INDEX "players_search_idx";--> statement-breakpoint
-- search_name now holds only words separated by single spaces (the index splits it on spaces): stored rows lose their punctuation.
UPDATE "players" SET "search_name" = btrim(regexp_replace("search_name", '[[:punct:][:space:]]+', ' ', 'g')) WHERE "search_name" ~ '[[:punct:]]';--> statement-breakpoint
CREATE INDEX "players_positions_idx" ON "players" USING gin ("positions") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "players_search_idx" ON "players" USING gin (array_to_tsvector(array_remove(string_to_array("search_name", ' '), ''))) WITH (fastupdate=false);--> statement-breakpoint
-- The planner's statistics for the new index expression (without them a rare word walks the rank index).
ANALYZE "players";