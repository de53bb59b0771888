CREATE TYPE "public"."user_locale" AS ENUM('de', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'driver', 'manager');--> statement-breakpoint
CREATE TYPE "public"."service_input_type" AS ENUM('select', 'toggle');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'fixed', 'free_order');--> statement-breakpoint
CREATE TYPE "public"."order_state" AS ENUM('pending_checkout', 'created', 'assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked', 'returned', 'pending_payment', 'unpaid', 'paid', 'no_charge', 'cancelled');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"locale" "user_locale" DEFAULT 'de' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charging_level_translations" (
	"charging_level_id" integer NOT NULL,
	"locale" "user_locale" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "charging_level_translations_charging_level_id_locale_pk" PRIMARY KEY("charging_level_id","locale")
);
--> statement-breakpoint
CREATE TABLE "charging_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"battery_percent" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "charging_levels_percent_range" CHECK ("charging_levels"."battery_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "charging_stations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_included_services" (
	"package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "package_included_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "package_service_options" (
	"package_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"default_enabled" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_service_options_package_id_option_id_pk" PRIMARY KEY("package_id","option_id"),
	CONSTRAINT "package_service_options_cost_nonnegative" CHECK ("package_service_options"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"input_type" "service_input_type" NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "package_translations" (
	"package_id" integer NOT NULL,
	"locale" "user_locale" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "package_translations_package_id_locale_pk" PRIMARY KEY("package_id","locale")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"cost" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_preselected" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "packages_cost_nonnegative" CHECK ("packages"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_option_translations" (
	"option_id" integer NOT NULL,
	"locale" "user_locale" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "service_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "service_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_translations" (
	"service_id" integer NOT NULL,
	"locale" "user_locale" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "service_translations_service_id_locale_pk" PRIMARY KEY("service_id","locale")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code_packages" (
	"discount_code_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	CONSTRAINT "discount_code_packages_discount_code_id_package_id_pk" PRIMARY KEY("discount_code_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_uppercase" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_value_nonnegative" CHECK ("discount_codes"."value" >= 0),
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" between 1 and 100),
	CONSTRAINT "discount_codes_used_count_nonnegative" CHECK ("discount_codes"."used_count" >= 0),
	CONSTRAINT "discount_codes_max_uses_positive" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"singleton_key" text,
	"last_error" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"template" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"state" "order_state" NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_id" uuid,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"locale" "user_locale" DEFAULT 'de' NOT NULL,
	"billing_street" text NOT NULL,
	"billing_zip" text NOT NULL,
	"car_type" text NOT NULL,
	"license_plate" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"package_id" integer NOT NULL,
	"package" jsonb NOT NULL,
	"charging_level_id" integer NOT NULL,
	"charging_level" jsonb NOT NULL,
	"return_type_id" integer NOT NULL,
	"return_type" jsonb NOT NULL,
	"selected_services" integer[] NOT NULL,
	"is_wash_car" boolean NOT NULL,
	"is_clean_car" boolean NOT NULL,
	"is_use_fuel_card" boolean NOT NULL,
	"is_send_bill" boolean NOT NULL,
	"pickup_street" text NOT NULL,
	"pickup_zip" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"return_street" text NOT NULL,
	"return_zip" text NOT NULL,
	"return_lat" double precision NOT NULL,
	"return_lng" double precision NOT NULL,
	"station_address" jsonb,
	"pickup_slot" timestamp with time zone NOT NULL,
	"return_slot" timestamp with time zone NOT NULL,
	"return_slot_chosen" boolean NOT NULL,
	"service_minutes" integer NOT NULL,
	"driver_id" uuid,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"payment_provider" text,
	"checkout_session_id" text,
	"is_guest_order" boolean NOT NULL,
	"guest_session_id" text,
	"is_free" boolean NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"estimated_service_total" integer NOT NULL,
	"estimated_electricity_total" integer NOT NULL,
	"estimated_grand_total" integer NOT NULL,
	"service_total" integer,
	"electricity_total" integer,
	"grand_total" integer,
	"discount_code" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_blocked_days" (
	"driver_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_blocked_days_driver_id_date_pk" PRIMARY KEY("driver_id","date")
);
--> statement-breakpoint
CREATE TABLE "driver_blocked_slots" (
	"driver_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_blocked_slots_driver_id_slot_start_pk" PRIMARY KEY("driver_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "driver_slot_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"slot_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"held" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"client_secret" text,
	"payment_intent_id" text,
	"card_last4" text,
	"captured_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"billing_address" text,
	"zip_code" text,
	"marketing_consent" boolean DEFAULT true NOT NULL,
	"car_type" text,
	"license_plate" text,
	"car_brand" text,
	"car_model" text,
	"car_color" text,
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"session_id" text,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_level_translations" ADD CONSTRAINT "charging_level_translations_charging_level_id_charging_levels_id_fk" FOREIGN KEY ("charging_level_id") REFERENCES "public"."charging_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_included_services" ADD CONSTRAINT "package_included_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_included_services" ADD CONSTRAINT "package_included_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_service_options" ADD CONSTRAINT "package_service_options_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_service_options" ADD CONSTRAINT "package_service_options_option_id_service_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."service_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_translations" ADD CONSTRAINT "package_translations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_option_translations" ADD CONSTRAINT "service_option_translations_option_id_service_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."service_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_packages" ADD CONSTRAINT "discount_code_packages_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_packages" ADD CONSTRAINT "discount_code_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_blocked_days" ADD CONSTRAINT "driver_blocked_days_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_blocked_days" ADD CONSTRAINT "driver_blocked_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_blocked_slots" ADD CONSTRAINT "driver_blocked_slots_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_blocked_slots" ADD CONSTRAINT "driver_blocked_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_slot_bookings" ADD CONSTRAINT "driver_slot_bookings_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_slot_bookings" ADD CONSTRAINT "driver_slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_options_service_id_idx" ON "service_options" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key_unique" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."state" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_identity_unique" ON "orders" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_session_unique" ON "orders" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_holding_pickup_idx" ON "orders" USING btree ("pickup_slot") WHERE "orders"."driver_id" is null and "orders"."state" in ('pending_checkout', 'created');--> statement-breakpoint
CREATE INDEX "orders_holding_return_idx" ON "orders" USING btree ("return_slot") WHERE "orders"."driver_id" is null and "orders"."state" in ('pending_checkout', 'created');--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."state" = 'pending_checkout';--> statement-breakpoint
CREATE INDEX "driver_blocked_days_date_idx" ON "driver_blocked_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "driver_blocked_slots_slot_start_idx" ON "driver_blocked_slots" USING btree ("slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_slot_bookings_driver_slot_unique" ON "driver_slot_bookings" USING btree ("driver_id","slot_start");--> statement-breakpoint
CREATE INDEX "driver_slot_bookings_slot_start_idx" ON "driver_slot_bookings" USING btree ("slot_start");--> statement-breakpoint
CREATE INDEX "driver_slot_bookings_order_idx" ON "driver_slot_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_unique" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("purpose","target","created_at");