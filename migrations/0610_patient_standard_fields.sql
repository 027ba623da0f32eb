-- Optional patient fields the data standards need (decisions.md §13): the date of birth, a postal address and the
-- insurance a claim is billed to. All three are demographics: both record texts carry them (reception's too).
--
-- `age` follows the date of birth when one is set. Every write computes it from the date in UTC (this trigger, so
-- seeders and plain SQL get it too), and reads correct a text that a birthday has overtaken since it was built
-- (patient_record_as_of below), so a patient nobody writes to still shows the right age.

alter table patient add column date_of_birth date check (date_of_birth >= date '1880-01-01');
-- { line, city, state, postalCode }, validated by the service (clinic/patients/schema.ts).
alter table patient add column address jsonb check (address is null or jsonb_typeof(address) = 'object');
-- { payerName, payerId, memberId, groupNumber }, groupNumber null when not given.
alter table patient add column insurance jsonb check (insurance is null or jsonb_typeof(insurance) = 'object');

-- Today in UTC: the day ages are counted on, whatever the session's time zone.
create function patient_utc_today() returns date language sql stable as $$
  select (now() at time zone 'UTC')::date
$$;

-- Whole years from `born` to `on_day`. A 29 February birthday comes on 1 March in other years.
create function patient_age(born date, on_day date) returns integer language sql immutable as $$
  select extract(year from age(on_day, born))::integer
$$;

-- A record text (either one) with its age set to `age_now`. The texts start with id, fileNumber, name and age, built
-- by json_build_object from the row (patient_build_record), so the text up to the age is exactly that object's text
-- without its closing brace: it is rebuilt with the new age and the rest of the text is kept as it is.
create function patient_record_as_of(record text, id text, file_number text, name text, built_age integer, age_now integer)
returns text language sql immutable as $$
  select left(json_build_object('id', id, 'fileNumber', file_number, 'name', name, 'age', age_now)::text, -1)
    || substr(record, length(json_build_object('id', id, 'fileNumber', file_number, 'name', name, 'age', built_age)::text))
$$;

create or replace function patient_build_record() returns trigger language plpgsql as $$
declare
  demographics text;
  clinical text;
begin
  if new.date_of_birth is not null then
    new.age := public.patient_age(new.date_of_birth, public.patient_utc_today());
  end if;
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
  -- id, fileNumber, name and age lead, in this order: patient_record_as_of relies on it.
  demographics := json_build_object(
    'id', new.id, 'fileNumber', new.file_number, 'name', new.name, 'age', new.age, 'sex', new.sex,
    'status', new.status, 'initials', new.initials, 'source', new.source, 'pcp', new.pcp,
    'primaryProviderId', new.primary_provider_id, 'phone', new.phone,
    -- A date is written as JSON text `YYYY-MM-DD` whatever the DateStyle.
    'dateOfBirth', new.date_of_birth, 'address', new.address, 'insurance', new.insurance,
    'alerts', new.alerts, 'allergies', new.allergies, 'version', new.version,
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

-- The date of birth identifies a patient: the chat's de-identification context holds it (decisions.md §11), so a
-- change of it bumps the clinic's identity counter (0600) like a change of name, file number or phone. Address and
-- insurance are not in that context and leave the counter alone.
drop trigger patient_identity_update on patient;
create trigger patient_identity_update after update of name, file_number, phone, date_of_birth on patient for each row
  when (old.name is distinct from new.name or old.file_number is distinct from new.file_number or old.phone is distinct from new.phone
    or old.date_of_birth is distinct from new.date_of_birth)
  execute function patient_identity_on_update();

-- Every existing record gains the three keys (null). As in 0102, lift FORCE RLS for the backfill only, so the
-- rebuild sees the children.
alter table patient no force row level security;
alter table patient_lab no force row level security;
alter table patient_encounter no force row level security;
update patient set record = null;
alter table patient force row level security;
alter table patient_lab force row level security;
alter table patient_encounter force row level security;
