-- Issue 32: every API instance keeps the sessions its requests looked up for SESSION_CACHE_MS (plugins/sessions.ts),
-- so a signed-in read costs no session query. Whatever changes what that lookup read tells every instance at commit,
-- on the channel they all listen on (services/notifications/notify.ts), whoever made the change: the API, a job, a
-- script or psql. Deletes are told once per statement (an hourly prune of thousands of rows: one message); an update
-- of a session or of its user's role, names, e-mail or language per row. last_seen (touched once a minute) is not told.
create or replace function cv_sessions_deleted() returns trigger language plpgsql as $$
declare
  ids text[];
begin
  select array_agg(id) into ids from (select id from gone limit 51) g;
  if ids is not null then
    -- a NOTIFY's payload holds at most 8,000 bytes: past 50 ids (65 bytes each), every instance forgets every session
    perform pg_notify('cv_notifications', case when cardinality(ids) > 50 then json_build_object('forget', 'all')
                                              else json_build_object('forget', 'sessions', 'ids', ids) end::text);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger sessions_forget_deleted after delete on sessions referencing old table as gone
  for each statement execute function cv_sessions_deleted();
--> statement-breakpoint
create or replace function cv_session_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('cv_notifications', json_build_object('forget', 'sessions', 'ids', json_build_array(old.id))::text);
  return null;
end $$;
--> statement-breakpoint
create trigger sessions_forget_changed after update of id, user_id, csrf_token, data, expires_at, role, idle_seconds on sessions
  for each row execute function cv_session_changed();
--> statement-breakpoint
create or replace function cv_session_user_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('cv_notifications', json_build_object('forget', 'user', 'id', old.id)::text);
  return null;
end $$;
--> statement-breakpoint
create trigger users_forget_sessions after update of id, role, first_name, last_name, email, locale on users
  for each row when ((old.id, old.role, old.first_name, old.last_name, old.email, old.locale)
                     is distinct from (new.id, new.role, new.first_name, new.last_name, new.email, new.locale))
  execute function cv_session_user_changed();
