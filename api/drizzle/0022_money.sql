-- Marketing consent is opt-in: a profile row written without it has none (issue 30).
alter table "customers" alter column "marketing_consent" set default false;
--> statement-breakpoint
-- Gapless invoice and credit-note numbers (§ 14 UStG): the last number per series and year, taken in the issuing
-- transaction (a rollback gives it back).
create table "invoice_counters" (
  "series" text not null,
  "year" integer not null,
  "last" integer not null,
  constraint "invoice_counters_series_year_pk" primary key ("series", "year")
);
--> statement-breakpoint
-- Invoices and credit notes, their content frozen when issued; kept when an order would be deleted (§ 14b UStG).
create table "invoices" (
  "number" text primary key,
  "order_id" uuid not null references "orders"("id") on delete restrict,
  "kind" text not null,
  "refers_to" text references "invoices"("number"),
  "issued_at" timestamp with time zone not null,
  "gross" integer not null,
  "content" jsonb not null,
  constraint "invoices_kind_check" check ("kind" in ('invoice', 'credit_note')),
  constraint "invoices_credit_note_refers" check (("kind" = 'invoice') = ("refers_to" is null))
);
--> statement-breakpoint
create unique index "invoices_one_invoice_per_order" on "invoices" ("order_id") where "kind" = 'invoice';
--> statement-breakpoint
create index "invoices_order_idx" on "invoices" ("order_id", "issued_at");
--> statement-breakpoint
-- Refunds (issue 30): what went back of a paid order, and the sandbox's record of refunds of its captures.
alter table "orders" add column "refunded_total" integer not null default 0;
--> statement-breakpoint
alter table "payment_sessions" add column "refunded_amount" integer not null default 0;
--> statement-breakpoint
create table "refunds" (
  "id" uuid primary key default gen_random_uuid(),
  "order_id" uuid not null references "orders"("id") on delete restrict,
  "idempotency_key" text not null,
  "amount" integer not null,
  "reason" text not null,
  "status" text not null,
  "parts" jsonb not null,
  "credit_note" text references "invoices"("number"),
  "error" text,
  "created_at" timestamp with time zone not null,
  "updated_at" timestamp with time zone not null,
  constraint "refunds_idempotency_key_unique" unique ("idempotency_key"),
  constraint "refunds_amount_check" check ("amount" > 0),
  constraint "refunds_status_check" check ("status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
create index "refunds_order_idx" on "refunds" ("order_id");
