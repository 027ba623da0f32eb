-- Attachments (issue 5): files linked to a patient and optionally to one of their lab results. The bytes live on
-- disk under UPLOAD_DIR/<clinic_id>/<id>; this table holds only metadata. `mime_type` is the type detected from the
-- bytes, never the one the client declared. The file number is read through the patient (it may be renumbered).

create table attachment (
  clinic_id text not null,
  id text not null,
  patient_id text not null,
  lab_key text check (lab_key is null or char_length(lab_key) between 1 and 200),
  filename text not null check (char_length(filename) between 1 and 255),
  mime_type text not null,
  size_bytes bigint not null check (size_bytes between 1 and 15728640),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by text,
  uploaded_by_name text not null,
  created_at timestamptz not null default now(),
  primary key (clinic_id, id),
  -- Deleting a patient removes its attachments' rows through the patient-deleted hook (which also removes the files);
  -- the cascade is the backstop, and a file left without a row is removed by the start-up sweep.
  foreign key (clinic_id, patient_id) references patient (clinic_id, id) on delete cascade
);

-- A patient's attachments, newest first.
create index attachment_patient_created_idx on attachment (clinic_id, patient_id, created_at desc, id desc);

alter table attachment enable row level security;
alter table attachment force row level security;
create policy clinic_isolation on attachment using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
