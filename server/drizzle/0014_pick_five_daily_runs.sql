-- Issue 42: the daily challenge's runs of "Beşten birini seç", one per account and day, and the table's order.
CREATE TABLE "pick_five_daily_runs" (
	"date" text NOT NULL,
	"user_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"pool_version" integer NOT NULL,
	"wins" integer NOT NULL,
	"goals_for" integer NOT NULL,
	"goals_against" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_five_daily_runs_date_user_id_pk" PRIMARY KEY("date","user_id")
);
--> statement-breakpoint
ALTER TABLE "pick_five_daily_runs" ADD CONSTRAINT "pick_five_daily_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_five_daily_runs_table_idx" ON "pick_five_daily_runs" USING btree ("date","wins","goals_for","created_at");