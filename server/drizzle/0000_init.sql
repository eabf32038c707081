CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"league" text NOT NULL,
	"primary_color" text DEFAULT '#1f2937' NOT NULL,
	"secondary_color" text DEFAULT '#ffffff' NOT NULL,
	"crest_url" text,
	"source" text DEFAULT 'pool' NOT NULL,
	"source_id" text
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"round" integer NOT NULL,
	"team_a" uuid NOT NULL,
	"team_b" uuid NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"seed" integer,
	"input" jsonb,
	"timeline" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"goals_a" integer,
	"goals_b" integer,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"name" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"season" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text NOT NULL,
	"positions" text[] NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"shirt_number" smallint,
	"club_id" integer,
	"league" text,
	"overall" smallint NOT NULL,
	"pace" smallint NOT NULL,
	"shooting" smallint NOT NULL,
	"passing" smallint NOT NULL,
	"dribbling" smallint NOT NULL,
	"defending" smallint NOT NULL,
	"physic" smallint NOT NULL,
	"goalkeeping" smallint NOT NULL,
	"face_url" text,
	"source" text DEFAULT 'pool' NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_picks" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"assigned_position" text NOT NULL,
	"pick_number" integer NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_picks_room_id_player_id_pk" PRIMARY KEY("room_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "room_players" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"is_ready" boolean DEFAULT false NOT NULL,
	"formation" text DEFAULT '4-4-2' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_players_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_name" text NOT NULL,
	"max_players" smallint NOT NULL,
	"leagues" text[] NOT NULL,
	"password_hash" text,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"current_pick" integer DEFAULT 0 NOT NULL,
	"pick_seconds" smallint DEFAULT 60 NOT NULL,
	"pick_deadline" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_league_leagues_name_fk" FOREIGN KEY ("league") REFERENCES "public"."leagues"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_a_users_id_fk" FOREIGN KEY ("team_a") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_b_users_id_fk" FOREIGN KEY ("team_b") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_picks" ADD CONSTRAINT "room_picks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_picks" ADD CONSTRAINT "room_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_picks" ADD CONSTRAINT "room_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_players" ADD CONSTRAINT "room_players_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_players" ADD CONSTRAINT "room_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_league_idx" ON "clubs" USING btree ("league");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_source_uq" ON "clubs" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_room_ordinal_uq" ON "fixtures" USING btree ("room_id","ordinal");--> statement-breakpoint
CREATE INDEX "fixtures_finished_idx" ON "fixtures" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "players_club_idx" ON "players" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "players_league_idx" ON "players" USING btree ("league","overall");--> statement-breakpoint
CREATE INDEX "players_overall_idx" ON "players" USING btree ("overall");--> statement-breakpoint
CREATE UNIQUE INDEX "room_picks_slot_uq" ON "room_picks" USING btree ("room_id","user_id","assigned_position");--> statement-breakpoint
CREATE UNIQUE INDEX "room_players_seat_uq" ON "room_players" USING btree ("room_id","seat");--> statement-breakpoint
CREATE INDEX "rooms_created_idx" ON "rooms" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));