DROP INDEX "users_phone_normalized_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_normalized" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', '')) STORED;--> statement-breakpoint
CREATE INDEX "users_phone_normalized_idx" ON "users" USING btree ("phone_normalized");