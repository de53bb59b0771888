-- Issue 33, checkout limits per card: the sandbox keeps the paying test card's fingerprint on its session, as Stripe
-- keeps card.fingerprint on the PaymentMethod; completing a checkout counts the card's checkouts by it.
alter table "payment_sessions" add column "card_fingerprint" text;
--> statement-breakpoint
-- A checkout start finds the browser's or customer's own unpaid checkouts (released: a new one replaces them) and
-- counts the contact's (CHECKOUT_MAX_UNPAID) in one statement; these indexes make that a few index probes instead
-- of a scan of every pending checkout (and, by session, of the whole table). The expressions are exactly the
-- guard's (services/orders/hoarding.ts: guestContact, normalizedPhoneSqlText).
create index "orders_pending_session_idx" on "orders" using btree ("guest_session_id") where "hold_expires_at" is not null;
--> statement-breakpoint
create index "orders_pending_email_idx" on "orders" using btree (lower("customer_email")) where "hold_expires_at" is not null;
--> statement-breakpoint
create index "orders_pending_phone_idx" on "orders" using btree ((regexp_replace(regexp_replace(regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', ''))) where "hold_expires_at" is not null;
