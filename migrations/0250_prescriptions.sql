-- Prescriptions. `status` is stored and kept in line with the expiry rule (decisions.md §6): an `active` row whose
-- `end_date` is before today becomes `expired`; `completed` never changes by itself.
create table prescription (
  clinic_id text not null,
  id text not null,
  file_number text not null default '',
  name text not null check (char_length(name) between 1 and 200),
  initials text not null check (char_length(initials) between 1 and 4),
  medication text not null check (char_length(medication) between 1 and 200),
  dose text not null default '',
  frequency text not null check (char_length(frequency) between 1 and 100),
  prescriber text not null,
  prescribed_by text,
  prescribed_at date not null,
  start_date date,
  end_date date,
  status text not null default 'active' check (status in ('active', 'completed', 'expired')),
  duration text,
  notes text,
  source text not null default 'manual' check (source in ('manual', 'ai')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index prescription_clinic_prescribed_idx on prescription (clinic_id, prescribed_at desc, id desc);
create index prescription_clinic_file_idx on prescription (clinic_id, file_number);
-- Serves the expiry update (active rows past their end date) and counts by status.
create index prescription_clinic_status_end_idx on prescription (clinic_id, status, end_date);

alter table prescription enable row level security;
alter table prescription force row level security;
create policy clinic_isolation on prescription
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
