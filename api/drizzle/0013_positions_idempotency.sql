-- Issue 14: the car's last position per order while the driver is on the way (live map of the customer and the
-- managers), and the answers of idempotent requests (a status change queued offline is applied once).
-- Written by hand (0012 belongs to another branch); schema in src/db/schema/positions.ts.
CREATE TABLE "order_positions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"delete_after" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_positions_driver_received_idx" ON "order_positions" USING btree ("driver_id","received_at");--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");
