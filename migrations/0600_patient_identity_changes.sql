-- A change counter of the identifying fields of a clinic's patients (name, file number, phone): every insert and
-- delete, and every update that changes one of those fields, adds to it in the writing transaction. Caches built
-- from those fields (the chat agent's de-identification context, decisions.md §11) read the clinic's sum, a handful
-- of rows, to tell whether they are still current, instead of aggregating over every patient of the clinic on every
-- request. Like the patient tally (0561), each clinic has up to 16 rows (`slot`, picked by the transaction id), so
-- concurrent writers mostly add to different rows.
create table patient_identity_changes (
  clinic_id text not null,
  slot smallint not null,
  n bigint not null,
  primary key (clinic_id, slot)
);

create function patient_identity_on_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into public.patient_identity_changes as t (clinic_id, slot, n)
      select clinic_id, public.patient_tally_slot(), count(*) from old_rows group by 1 order by 1
    on conflict (clinic_id, slot) do update set n = t.n + excluded.n;
  else
    insert into public.patient_identity_changes as t (clinic_id, slot, n)
      select clinic_id, public.patient_tally_slot(), count(*) from new_rows group by 1 order by 1
    on conflict (clinic_id, slot) do update set n = t.n + excluded.n;
  end if;
  return null;
end $$;

-- Updates: a row trigger with a WHEN clause, so the many updates that change nothing identifying (record appends,
-- provider changes) never call a function.
create function patient_identity_on_update() returns trigger language plpgsql as $$
begin
  insert into public.patient_identity_changes as t (clinic_id, slot, n)
    values (new.clinic_id, public.patient_tally_slot(), 1)
  on conflict (clinic_id, slot) do update set n = t.n + 1;
  return null;
end $$;

create trigger patient_identity_insert after insert on patient
  referencing new table as new_rows for each statement execute function patient_identity_on_write();
create trigger patient_identity_delete after delete on patient
  referencing old table as old_rows for each statement execute function patient_identity_on_write();
create trigger patient_identity_update after update of name, file_number, phone on patient for each row
  when (old.name is distinct from new.name or old.file_number is distinct from new.file_number or old.phone is distinct from new.phone)
  execute function patient_identity_on_update();

alter table patient_identity_changes enable row level security;
alter table patient_identity_changes force row level security;
create policy clinic_isolation on patient_identity_changes using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
