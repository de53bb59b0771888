-- Every job is written three times (queued, claimed, done), and a state change is never a HOT update: each write
-- pays for every index of `jobs`. jobs_due_idx (state, run_at) has served no query since 0017's claim indexes, and
-- the singleton index held every mail job's NULL key. A burst of status changes queues a mail each.
drop index if exists "jobs_due_idx";
--> statement-breakpoint
drop index if exists "jobs_singleton_key_unique";
--> statement-breakpoint
create unique index "jobs_singleton_key_unique" on "jobs" using btree ("singleton_key") where "state" in ('pending', 'running') and "singleton_key" is not null;
