-- A room's options are stored whole, as the create form's schema parsed them (issue 26).
ALTER TABLE "rooms" ADD COLUMN "options" jsonb;--> statement-breakpoint
UPDATE "rooms" SET "options" = jsonb_build_object('maxPlayers', "max_players", 'leagues', to_jsonb("leagues"), 'pickSeconds', "pick_seconds", 'format', "format", 'autoContinue', "auto_continue", 'draftOrder', "draft_order");--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "options" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "draft_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "max_players";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "leagues";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "pick_seconds";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "draft_order";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "format";--> statement-breakpoint
ALTER TABLE "rooms" DROP COLUMN "auto_continue";--> statement-breakpoint
CREATE TABLE "room_watchers" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_watchers_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "room_watchers" ADD CONSTRAINT "room_watchers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_watchers" ADD CONSTRAINT "room_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Checked at the end of each statement, so one statement may swap two players' slots (a formation change).
DROP INDEX "room_picks_slot_uq";--> statement-breakpoint
ALTER TABLE "room_picks" ADD CONSTRAINT "room_picks_slot_uq" UNIQUE("room_id","user_id","assigned_position") DEFERRABLE INITIALLY IMMEDIATE;
