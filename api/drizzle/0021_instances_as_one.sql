-- Issue 33: several API instances on one database behave as one.
--
-- Idempotency-Key claims hold a short lease: a claim whose attempt died (kill -9 between claim and answer) is taken
-- over by a retry once the lease ran out, instead of answering 425 for 24 h. applied_at is set in the transaction
-- of the change itself, so a retry never applies a committed change a second time. Rows that exist have run out.
alter table "idempotent_requests" add column "lease_until" timestamp with time zone;
--> statement-breakpoint
update "idempotent_requests" set "lease_until" = "created_at";
--> statement-breakpoint
alter table "idempotent_requests" alter column "lease_until" set not null;
--> statement-breakpoint
alter table "idempotent_requests" add column "applied_at" timestamp with time zone;
