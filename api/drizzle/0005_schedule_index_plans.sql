-- cv_schedule runs on every slot answer and placement. PL/pgSQL keeps one generic plan per connection, made from
-- the statistics of the moment: planned while `orders` or `slot_holds` were nearly empty (a new database, or before
-- autovacuum's next analyze), the plan scans those tables whole, and every call then grows with their size (measured:
-- a third of a placement's database time after 10,000 orders). Every branch of the read has an index made for it,
-- so the function plans with sequential scans disabled: the indexed plan whatever the statistics say.
alter function cv_schedule(date, date, timestamptz, timestamptz, timestamptz) set enable_seqscan = off;
