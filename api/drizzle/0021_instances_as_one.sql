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
--> statement-breakpoint
-- The handover photos' bytes in the database (unless S3_BUCKET names an S3-compatible store), so that any instance
-- serves any photo; files left under DATA_DIR/handover-photos move over at start-up (routes/driver/photo-store.ts).
create table "handover_photo_files" (
  "name" text primary key,
  "data" bytea not null,
  "created_at" timestamp with time zone not null
);
--> statement-breakpoint
-- Sessions per role (plugins/sessions.ts, SESSION_LIMITS): an idle timeout besides the absolute expires_at, and the
-- role the session was made for (a changed role rotates it). Sessions from before keep a day's idle timeout and end
-- on their next request if their user is staff (no role recorded: rotated into the staff limits).
alter table "sessions" add column "role" text;
--> statement-breakpoint
alter table "sessions" add column "idle_seconds" integer not null default 86400;
--> statement-breakpoint
-- Jobs hold a lease (plugins/jobs.ts): a run ends by lease_until (its handler's time limit), and a running job whose
-- lease ran out (its worker died) is claimed again at once instead of after a fixed ten minutes. Runs from before
-- keep the ten minutes.
alter table "jobs" add column "lease_until" timestamp with time zone;
--> statement-breakpoint
update "jobs" set "lease_until" = "locked_at" + interval '10 minutes' where "state" = 'running';
--> statement-breakpoint
drop index if exists "jobs_running_idx";
--> statement-breakpoint
create index if not exists "jobs_lease_idx" on "jobs" using btree ("lease_until") where "state" = 'running';
