ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_uq" ON "users" USING btree ("username_key");