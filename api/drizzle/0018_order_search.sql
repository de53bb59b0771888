-- The search text in a table of its own. A status change rewrites the order's row, and as state is indexed that is
-- never a HOT update: every index of the table gets the new row, the trigram index some sixty entries, and its
-- pending list's flush held one change in the bench for 150 ms every two seconds. The text changes only with the
-- fields it is made of, and only then is it written (the trigger fires on those columns alone).
CREATE TABLE IF NOT EXISTS "order_search" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "text" text NOT NULL
);--> statement-breakpoint
INSERT INTO "order_search" ("order_id", "text")
  SELECT "id", cv_order_search_text("identity", "license_plate", "customer_first_name", "customer_last_name", "customer_email", "customer_phone")
    FROM "orders"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION cv_order_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search (order_id, text)
    VALUES (NEW.id, cv_order_search_text(NEW.identity, NEW.license_plate, NEW.customer_first_name, NEW.customer_last_name, NEW.customer_email, NEW.customer_phone))
    ON CONFLICT (order_id) DO UPDATE SET text = EXCLUDED.text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "order_search_sync"
  AFTER INSERT OR UPDATE OF "identity", "license_plate", "customer_first_name", "customer_last_name", "customer_email", "customer_phone" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION cv_order_search_sync();--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_search_trgm_idx" ON "order_search" USING gin ("text" gin_trgm_ops);
