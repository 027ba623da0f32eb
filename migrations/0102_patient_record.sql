-- Each patient's response, kept by the database as the JSON text the API sends (issue 3's read benchmark): a read
-- selects one column instead of building two dozen keys and aggregating the lab results and encounters on every
-- request. `record` is the full record; `demographic_record` is reception's (decisions.md §2: no clinical key at all).
--
-- The rows stay the truth. The text is rebuilt from them in the writing transaction, whoever writes (the service,
-- seeders, bulk SQL): a BEFORE trigger on `patient` builds it from the new row and the patient's current children,
-- and statement triggers on `patient_lab` and `patient_encounter` touch the patients whose children changed, so their
-- text is rebuilt too. The rebuild runs with the patient row locked and reads the children afresh (READ COMMITTED,
-- volatile function), so of concurrent appends the last to commit writes a text with every result.

alter table patient add column record text;
alter table patient add column demographic_record text;
-- A row with its record is about 3 KB. At the default target (about 2 KB) PostgreSQL would compress the record in
-- nearly every row, and every read would decompress it; a list page paid about half its database time for that.
-- Rows are compressed (or moved out of line) only past a full page now: larger tables, no work on read.
alter table patient set (toast_tuple_target = 8160);

create function patient_build_record() returns trigger language plpgsql as $$
declare
  demographics text;
  clinical text;
begin
  demographics := json_build_object(
    'id', new.id, 'fileNumber', new.file_number, 'name', new.name, 'age', new.age, 'sex', new.sex,
    'status', new.status, 'initials', new.initials, 'source', new.source, 'pcp', new.pcp,
    'primaryProviderId', new.primary_provider_id, 'phone', new.phone, 'alerts', new.alerts,
    'allergies', new.allergies, 'version', new.version,
    -- ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it.
    'createdAt', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(new.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  clinical := json_build_object(
    'bloodType', new.blood_type, 'medications', new.medications, 'problems', new.problems,
    'labs', coalesce((
      select json_agg(json_build_object('name', l.name, 'value', l.value, 'flag', l.flag, 'takenAt', l.taken_at) order by l.seq)
      from public.patient_lab l where l.clinic_id = new.clinic_id and l.patient_id = new.id), '[]'::json),
    'encounters', coalesce((
      select json_agg(json_build_object('date', e.date, 'type', e.type, 'provider', e.provider, 'summary', e.summary) order by e.seq)
      from public.patient_encounter e where e.clinic_id = new.clinic_id and e.patient_id = new.id), '[]'::json),
    'vitals', new.vitals, 'vitalsTrend', new.vitals_trend, 'labTrend', new.lab_trend)::text;
  new.demographic_record := demographics;
  -- Both texts are JSON objects with keys, so joining them at the braces is one object: demographics, then clinical.
  new.record := left(demographics, -1) || ', ' || substr(clinical, 2);
  return new;
end $$;

create trigger patient_record before insert or update on patient
  for each row execute function patient_build_record();

-- Children changed: touch their patients (the BEFORE trigger above rebuilds the text). A patient that is being
-- deleted (cascade) is already gone and matches nothing. (A trigger only has the transition tables its event allows,
-- hence one block per table, as in 0212.)
create function patient_record_follow_children() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.patient p set record = null
    from (select distinct clinic_id, patient_id from added) c
    where p.clinic_id = c.clinic_id and p.id = c.patient_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update public.patient p set record = null
    from (select distinct clinic_id, patient_id from removed) c
    where p.clinic_id = c.clinic_id and p.id = c.patient_id;
  end if;
  return null;
end $$;

create trigger patient_record_lab_insert after insert on patient_lab
  referencing new table as added for each statement execute function patient_record_follow_children();
create trigger patient_record_lab_update after update on patient_lab
  referencing old table as removed new table as added for each statement execute function patient_record_follow_children();
create trigger patient_record_lab_delete after delete on patient_lab
  referencing old table as removed for each statement execute function patient_record_follow_children();
create trigger patient_record_encounter_insert after insert on patient_encounter
  referencing new table as added for each statement execute function patient_record_follow_children();
create trigger patient_record_encounter_update after update on patient_encounter
  referencing old table as removed new table as added for each statement execute function patient_record_follow_children();
create trigger patient_record_encounter_delete after delete on patient_encounter
  referencing old table as removed for each statement execute function patient_record_follow_children();

-- Patients written before this migration. The owner may be bound by FORCE RLS, which would hide the children from
-- the rebuild; lift it for the backfill only.
alter table patient no force row level security;
alter table patient_lab no force row level security;
alter table patient_encounter no force row level security;
update patient set record = null;
alter table patient force row level security;
alter table patient_lab force row level security;
alter table patient_encounter force row level security;

alter table patient alter column record set not null;
alter table patient alter column demographic_record set not null;
