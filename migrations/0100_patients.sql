-- Patient records (issue 3). Lab results and encounters are rows of their own, so appending is an insert and
-- concurrent appends never overwrite each other. Every table is clinic-keyed and guarded by row-level security.

create table patient (
  clinic_id text not null,
  id text not null,
  -- Digits only, so the numeric expression index below can never fail on a row (decisions.md §4).
  file_number text not null check (file_number ~ '^[0-9]{1,18}$'),
  name text not null check (length(name) between 1 and 200),
  age integer not null default 0 check (age between 0 and 150),
  sex text not null default 'M' check (sex in ('M', 'F')),
  status text not null default 'active' check (status in ('active', 'inpatient', 'discharged')),
  initials text not null check (length(initials) between 1 and 4),
  source text not null default 'manual' check (source in ('manual', 'ai')),
  pcp text not null default '',
  primary_provider_id text,
  phone text not null default '',
  blood_type text not null default '' check (blood_type in ('', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  alerts jsonb not null default '[]',
  allergies jsonb not null default '[]',
  medications jsonb not null default '[]',
  problems jsonb not null default '[]',
  vitals jsonb not null default '{"bp":"","hr":"","temp":"","spo2":"","takenAt":""}',
  vitals_trend jsonb not null default '{"label":"","unit":"","points":[]}',
  lab_trend jsonb not null default '{"label":"","unit":"","points":[]}',
  created_by text,
  -- Optimistic concurrency: bumped by every change, appends included; sent as the ETag.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id),
  constraint patient_file_number_key unique (clinic_id, file_number)
);

-- The list: a page of 50 in case-insensitive name order, optionally by status, read from an index (no sort of the
-- whole clinic).
create index patient_clinic_name_idx on patient (clinic_id, lower(name), file_number);
create index patient_clinic_status_name_idx on patient (clinic_id, status, lower(name), file_number);
-- The doctor panel: own patients, and unassigned patients the doctor created.
create index patient_clinic_provider_idx on patient (clinic_id, primary_provider_id, lower(name), file_number);
create index patient_clinic_creator_unassigned_idx on patient (clinic_id, created_by) where primary_provider_id is null;
-- Automatic file numbers: max(file_number::bigint) per clinic is one index probe.
create index patient_clinic_file_number_num_idx on patient (clinic_id, (file_number::bigint));

create table patient_lab (
  clinic_id text not null,
  patient_id text not null,
  -- Append order: a new result sorts after every earlier one.
  seq bigint generated always as identity,
  name text not null,
  value text not null,
  flag text not null check (flag in ('normal', 'high', 'low', 'critical')),
  taken_at text not null,
  created_at timestamptz not null default now(),
  primary key (clinic_id, patient_id, seq),
  foreign key (clinic_id, patient_id) references patient (clinic_id, id) on delete cascade
);

create table patient_encounter (
  clinic_id text not null,
  patient_id text not null,
  seq bigint generated always as identity,
  date date not null,
  type text not null,
  provider text not null default '',
  summary text not null default '',
  created_by text,
  created_at timestamptz not null default now(),
  primary key (clinic_id, patient_id, seq),
  foreign key (clinic_id, patient_id) references patient (clinic_id, id) on delete cascade
);

-- `q` (name or file number contains, case-insensitive): trigram indexes where pg_trgm is available (PostgreSQL).
-- PGlite ships without it unless loaded; there the search is a scan bounded by the clinic's rows. 0101 explains how
-- they are reached under row-level security (and moves the name index to the lower-cased name).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
    execute 'create index patient_name_trgm_idx on patient using gin (name gin_trgm_ops)';
    execute 'create index patient_file_number_trgm_idx on patient using gin (file_number gin_trgm_ops)';
  end if;
exception when insufficient_privilege then
  raise notice 'pg_trgm not installed (no privilege); patient search scans the clinic''s rows';
end $$;

alter table patient enable row level security;
alter table patient force row level security;
create policy clinic_isolation on patient using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

alter table patient_lab enable row level security;
alter table patient_lab force row level security;
create policy clinic_isolation on patient_lab using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

alter table patient_encounter enable row level security;
alter table patient_encounter force row level security;
create policy clinic_isolation on patient_encounter using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
