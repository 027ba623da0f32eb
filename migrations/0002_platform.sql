-- The role clinic work runs as. Row-level security binds it; superusers would bypass RLS even with FORCE.
-- Roles are cluster-wide, so creating it tolerates another database of the cluster having made it first.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'clinic_app') then
    create role clinic_app nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;

do $$
begin
  execute format('grant clinic_app to %I', current_user);
exception when others then null;
end $$;

grant usage on schema public to clinic_app;
-- Every table this migration owner creates from here on is reachable by clinic_app; RLS decides which rows.
alter default privileges in schema public grant select, insert, update, delete on tables to clinic_app;
alter default privileges in schema public grant usage, select on sequences to clinic_app;

-- Clinic work joins staff names and roles; these auth tables are read-only for clinic_app.
grant select on "user", "member", "organization" to clinic_app;

create table activity (
  clinic_id text not null,
  id text not null,
  action text not null,
  entity_type text not null,
  entity_id text,
  actor_id text,
  actor_name text not null,
  summary text not null,
  at timestamptz not null default now(),
  primary key (clinic_id, id)
);
create index activity_clinic_at_idx on activity (clinic_id, at desc, id desc);

create table staff_profile (
  clinic_id text not null,
  user_id text not null,
  specialty text,
  updated_at timestamptz not null default now(),
  primary key (clinic_id, user_id)
);

alter table activity enable row level security;
alter table activity force row level security;
create policy clinic_isolation on activity
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

alter table staff_profile enable row level security;
alter table staff_profile force row level security;
create policy clinic_isolation on staff_profile
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
