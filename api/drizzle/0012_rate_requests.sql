-- Driver rate requests (issue 15, db/schema/ratings.ts): one per returned order, answered once (rated or cancelled).
CREATE TABLE "rate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"rate" integer,
	"feedback" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "rate_requests_rate_range" CHECK ("rate_requests"."rate" is null or "rate_requests"."rate" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "rate_requests" ADD CONSTRAINT "rate_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_requests" ADD CONSTRAINT "rate_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_requests" ADD CONSTRAINT "rate_requests_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "rate_requests_order_unique" ON "rate_requests" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "rate_requests_customer_open_idx" ON "rate_requests" USING btree ("customer_id") WHERE "rate_requests"."state" = 'open';
--> statement-breakpoint
CREATE INDEX "rate_requests_driver_rated_idx" ON "rate_requests" USING btree ("driver_id","answered_at" DESC NULLS LAST) WHERE "rate_requests"."state" = 'rated';
