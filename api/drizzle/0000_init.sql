CREATE TYPE "public"."user_locale" AS ENUM('de', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'driver', 'manager');--> statement-breakpoint
CREATE TYPE "public"."service_input_type" AS ENUM('select', 'toggle');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'fixed', 'free_order');--> statement-breakpoint
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
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_options_service_id_idx" ON "service_options" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");