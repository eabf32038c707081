-- Issue 27: each manager's own club (name and kit colours) on his seat, and reactions to the live match.
ALTER TABLE "room_players" ADD COLUMN "club" jsonb;--> statement-breakpoint
ALTER TABLE "room_messages" ADD COLUMN "fixture_id" uuid;
