-- Issue 42: an auction room's auction (budgets, the open lot and its bids, the sales), written with the room row under its version.
ALTER TABLE "rooms" ADD COLUMN "auction" jsonb;