ALTER TABLE "rooms" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rooms_remind_idx" ON "rooms" USING btree ("remind_at") WHERE remind_at is not null;