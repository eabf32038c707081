ALTER TABLE "room_players" ADD COLUMN "plan" jsonb;
