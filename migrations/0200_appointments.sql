-- Appointments (interface: Appointment). `date` is a real calendar date; `time` is `HH:mm` text (a `time` column
-- would answer `HH:mm:ss`). Status and source are checked here as well as in the API schema.
create table appointment (
  clinic_id text not null,
  id text not null,
  file_number text not null default '',
  name text not null,
  initials text not null,
  date date not null,
  time text not null check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  type text not null default 'Unspecified',
  provider text not null default 'Unassigned',
  status text not null default 'confirmed' check (status in ('confirmed', 'checked-in', 'completed', 'cancelled')),
  source text not null default 'manual' check (source in ('manual', 'ai')),
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id)
);
-- The day list and date-range filters; analytics' today / this week / upcoming counts.
create index appointment_clinic_date_idx on appointment (clinic_id, date, time, id);
-- Analytics' all-time counts by status (index-only) and the status filter.
create index appointment_clinic_status_idx on appointment (clinic_id, status, date);
create index appointment_clinic_file_idx on appointment (clinic_id, file_number, date);

alter table appointment enable row level security;
alter table appointment force row level security;
create policy clinic_isolation on appointment
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
