-- Issue 31: the customer is told of every change and can follow the order live.
-- calendar_sequence: the SEQUENCE of the order's two calendar events (UIDs <id>-pickup@…, <id>-return@…) as last
-- mailed; a reschedule and the cancellation raise it (RFC 5546). track_generation: the tracking link's generation,
-- raised when the link is revoked (the link is an HMAC of the order id and it, services/orders/tracking.ts). Both
-- nullable (null = 0), so the placement's insert needs no change and no row is rewritten.
ALTER TABLE "orders" ADD COLUMN "calendar_sequence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_generation" integer;--> statement-breakpoint
-- A user's personal iCalendar feed: the token in /api/calendar/{token}.ics; renewing replaces it.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");
