-- One record rebuild per writing transaction (issue 13, item 5). Under 0102 every statement that touched a patient or
-- one of its children rebuilt the record texts: a lab append built them twice, a PUT with labs and encounters five
-- times, a create with both three times. The texts are still built from the rows in the writing transaction, whoever
-- writes (the service, seeders, plain SQL), but once:
--
-- - A write to the row, or to its lab results or encounters, only marks the patient `record_stale` and leaves the texts
--   as they were (an insert gets empty texts). A direct write to the texts is ignored.
-- - An update that sets `record` to null builds both texts from the row and its children as they are now and clears
--   the mark. The service does this once, as the last write of its transaction, and returns what it built.
-- - At commit a deferred trigger builds the texts of every patient still marked (plain SQL and seeders, which never ask).
--   Committed rows are therefore never stale, and a writer's own later reads see the texts it asked for.
--
-- The build reads the children afresh (a volatile function under READ COMMITTED) with the patient row locked by the
-- write that marked it, so of concurrent appends the last to commit writes a text with every result, as before.

alter table patient add column record_stale boolean not null default false;

-- Record builds since the database was created: the rebuild test counts them per write, and an operator can see how
-- often texts are built. (A sequence: counted outside the transaction, cheap, visible at once.)
create sequence patient_record_builds;
grant usage, select on sequence patient_record_builds to clinic_app;

create or replace function patient_build_record() returns trigger language plpgsql as $$
declare
  demographics text;
  clinical text;
begin
  if tg_op = 'INSERT' or new.record is not null then
    -- Not a build request: keep the texts (empty until the first build) and build once, later in the transaction.
    if tg_op = 'INSERT' then
      new.record := '';
      new.demographic_record := '';
    else
      new.record := old.record;
      new.demographic_record := old.demographic_record;
    end if;
    new.record_stale := true;
    return new;
  end if;
  perform nextval('public.patient_record_builds');
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
  new.record_stale := false;
  return new;
end $$;

-- Children changed: mark their patients (once per transaction: a patient already marked is not written again). A
-- patient that is being deleted (cascade) is already gone and matches nothing. The triggers of 0102 stay as they are.
create or replace function patient_record_follow_children() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.patient p set record_stale = true
    from (select distinct clinic_id, patient_id from added) c
    where p.clinic_id = c.clinic_id and p.id = c.patient_id and not p.record_stale;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update public.patient p set record_stale = true
    from (select distinct clinic_id, patient_id from removed) c
    where p.clinic_id = c.clinic_id and p.id = c.patient_id and not p.record_stale;
  end if;
  return null;
end $$;

-- At commit: build the texts of a patient still marked (queued by the write that marked it; a later build in the same
-- transaction makes it a no-op, as does the patient's deletion).
create function patient_record_at_commit() returns trigger language plpgsql as $$
begin
  update public.patient set record = null where clinic_id = new.clinic_id and id = new.id and record_stale;
  return null;
end $$;

create constraint trigger patient_record_at_commit after insert or update on patient
  deferrable initially deferred
  for each row when (new.record_stale) execute function patient_record_at_commit();
