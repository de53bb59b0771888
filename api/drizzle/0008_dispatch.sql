-- Dispatch (issue 13): the manager of an order, what was paid after the service, the charges' idempotency ledger,
-- and the indexes of the manager's order list and search. Hand-written (pg_trgm and an expression index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manager_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Charges after the service beyond the capture, keyed by their idempotency key (`difference:<order>`, also sent to
-- Stripe): a retried or doubled request finds the row and never charges twice.
CREATE TABLE "payment_charges" (
  "idempotency_key" text PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "amount" integer NOT NULL,
  "status" text NOT NULL,
  "provider_ref" text,
  "error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_charges_order_idx" ON "payment_charges" ("order_id");--> statement-breakpoint
-- The list is sorted by pickup time and never shows unfinished checkouts: an index walk gives any page at once.
CREATE INDEX "orders_list_pickup_idx" ON "orders" ("pickup_slot", "id") WHERE "state" <> 'pending_checkout';--> statement-breakpoint
-- Search text: number, plate (also without spaces), name, e-mail, phone digits, lower case. IMMUTABLE so that an
-- expression index can hold it; the list query uses the very same call.
CREATE FUNCTION cv_order_search_text(identity text, plate text, first_name text, last_name text, email text, phone text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(identity || ' ' || plate || ' ' || replace(plate, ' ', '') || ' ' || first_name || ' ' || last_name || ' '
    || email || ' ' || regexp_replace(phone, '[^0-9+]', '', 'g'))
$$;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (
  cv_order_search_text("identity", "license_plate", "customer_first_name", "customer_last_name", "customer_email", "customer_phone") gin_trgm_ops
);--> statement-breakpoint
-- Active orders and the dashboard read orders by state and pickup time.
CREATE INDEX "orders_state_pickup_idx" ON "orders" ("state", "pickup_slot");
