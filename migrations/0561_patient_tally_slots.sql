-- The patient tally (0101) kept one row per clinic, panel and status. Every create of a clinic added 1 to the same row
-- and held that row's lock until it committed, so concurrent creates ran one after the other, each waiting for the
-- previous commit (issue 17: with the file-number lock no longer exclusive for explicit numbers, this row was where
-- 16 concurrent creates queued). Each key now has up to 16 rows (`slot`), and a transaction adds its deltas to the
-- slot its transaction id picks: concurrent writers mostly touch different rows, and a total sums at most 16 rows per
-- key. A transaction uses one slot for all its rows, and the upserts still lock in key order, so writers cannot
-- deadlock on them.

alter table patient_tally add column slot smallint not null default 0;
alter table patient_tally drop constraint patient_tally_pkey;
alter table patient_tally add primary key (clinic_id, panel_key, status, slot);

-- The slot of the current (writing) transaction.
create function patient_tally_slot() returns smallint language sql volatile as $$
  select (pg_current_xact_id()::text::bigint % 16)::smallint
$$;

create or replace function patient_tally_on_insert() returns trigger language plpgsql as $$
begin
  insert into public.patient_tally as t (clinic_id, panel_key, status, slot, n)
    select clinic_id, panel_key, status, public.patient_tally_slot(), count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status, slot) do update set n = t.n + excluded.n;
  return null;
end $$;

create or replace function patient_tally_on_delete() returns trigger language plpgsql as $$
begin
  insert into public.patient_tally as t (clinic_id, panel_key, status, slot, n)
    select clinic_id, panel_key, status, public.patient_tally_slot(), -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status, slot) do update set n = t.n + excluded.n;
  return null;
end $$;

create or replace function patient_tally_on_update() returns trigger language plpgsql as $$
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
  insert into public.patient_tally as t (clinic_id, panel_key, status, slot, n)
    select clinic_id, panel_key, status, public.patient_tally_slot(), sum(d) from deltas group by 1, 2, 3 order by 1, 2, 3
  on conflict (clinic_id, panel_key, status, slot) do update set n = t.n + excluded.n;
  return null;
end $$;
