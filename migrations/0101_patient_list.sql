-- The patient list at 100,000 patients per clinic (issue 3): pages read from covering indexes, totals from a
-- trigger-maintained tally, and `q` served by trigram indexes despite row-level security.

-- Stored keys the list sorts and scopes by: real columns, so an index holding them allows index-only scans.
-- panel_key mirrors the doctor panel (decisions.md §2): the primary provider, or "~" + creator when unassigned.
alter table patient add column name_key text generated always as (lower(name)) stored;
alter table patient add column panel_key text generated always as (coalesce(primary_provider_id, '~' || coalesce(created_by, ''))) stored;

drop index patient_clinic_name_idx;
drop index patient_clinic_status_name_idx;
drop index patient_clinic_provider_idx;
drop index patient_clinic_creator_unassigned_idx;
drop index if exists patient_name_trgm_idx;

-- A page of 50 (any offset) is an index-only walk; the records of that page are then read by primary key.
create index patient_page_idx on patient (clinic_id, name_key, file_number) include (id);
create index patient_status_page_idx on patient (clinic_id, status, name_key, file_number) include (id);
create index patient_panel_page_idx on patient (clinic_id, panel_key, name_key, file_number) include (id, status);

-- Totals (X-Total-Count) without counting rows: one row per clinic, panel and status, kept by statement triggers in
-- the writing transaction. The upserts lock tally rows in key order, so concurrent writers cannot deadlock on them.
create table patient_tally (
  clinic_id text not null,
  panel_key text not null,
  status text not null,
  n bigint not null,
  primary key (clinic_id, panel_key, status)
);

create function patient_tally_on_insert() returns trigger language plpgsql as $$
begin
  insert into public.patient_tally as t (clinic_id, panel_key, status, n)
    select clinic_id, panel_key, status, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status) do update set n = t.n + excluded.n;
  return null;
end $$;

create function patient_tally_on_delete() returns trigger language plpgsql as $$
begin
  insert into public.patient_tally as t (clinic_id, panel_key, status, n)
    select clinic_id, panel_key, status, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status) do update set n = t.n + excluded.n;
  return null;
end $$;

create function patient_tally_on_update() returns trigger language plpgsql as $$
begin
  with moved as (
    select o.clinic_id, o.panel_key as old_key, o.status as old_status, n.panel_key as new_key, n.status as new_status
    from old_rows o join new_rows n on n.clinic_id = o.clinic_id and n.id = o.id
    where o.panel_key <> n.panel_key or o.status <> n.status
  ), deltas as (
    select clinic_id, old_key as panel_key, old_status as status, -1 as d from moved
    union all
    select clinic_id, new_key, new_status, 1 from moved
  )
  insert into public.patient_tally as t (clinic_id, panel_key, status, n)
    select clinic_id, panel_key, status, sum(d) from deltas group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status) do update set n = t.n + excluded.n;
  return null;
end $$;

create trigger patient_tally_insert after insert on patient
  referencing new table as new_rows for each statement execute function patient_tally_on_insert();
create trigger patient_tally_delete after delete on patient
  referencing old table as old_rows for each statement execute function patient_tally_on_delete();
create trigger patient_tally_update after update on patient
  referencing old table as old_rows new table as new_rows for each statement execute function patient_tally_on_update();

-- Patients written before this migration (the owner may be bound by FORCE RLS; lift it for the backfill only).
alter table patient no force row level security;
insert into patient_tally (clinic_id, panel_key, status, n)
  select clinic_id, panel_key, status, count(*) from patient group by 1, 2, 3;
alter table patient force row level security;

alter table patient_tally enable row level security;
alter table patient_tally force row level security;
create policy clinic_isolation on patient_tally using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

-- `q` (name or file number contains). Under row-level security the planner may not use an index for a qual whose
-- operator is not leakproof (LIKE is not), so the trigram indexes would never serve a clinic query. This function
-- runs as the migration owner to find candidate ids, bound explicitly to the transaction's clinic (app.clinic_id);
-- it returns ids only, and the caller joins them back to `patient` under RLS and the caller's scope, so RLS still
-- guards every row that is returned. Where the owner is not exempt from RLS, or pg_trgm is absent (PGlite), it is
-- the same search by scan, bounded by the clinic.
create function patient_search_ids(search text) returns setof text
  language plpgsql stable security definer set search_path = pg_catalog, public rows 200 as $$
declare
  clinic text := current_setting('app.clinic_id', true);
  needle text := lower(btrim(search));
begin
  if clinic is null or clinic = '' or needle is null or needle = '' then
    return;
  end if;
  return query execute
    'select id from public.patient where clinic_id = $1 and (name_key like $2 or ($3 and file_number like $2))'
    using clinic, '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%', needle ~ '^[0-9]+$';
end $$;
revoke all on function patient_search_ids(text) from public;
grant execute on function patient_search_ids(text) to clinic_app;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index patient_name_key_trgm_idx on patient using gin (name_key gin_trgm_ops)';
  end if;
end $$;
