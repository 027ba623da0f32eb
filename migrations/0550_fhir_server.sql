-- FHIR server (issue 16, decisions.md §9): per-clinic API keys and the record of every read made with them.

-- Only the SHA-256 of a key is stored. A revoked key keeps its row (the access log names it) with `revoked_at` set.
-- A key is found by that hash before any clinic is known (like a session): the lookup transaction runs as clinic_app
-- with `app.fhir_key_hash` set, and a second, select-only policy shows it the one row carrying that hash, so a
-- caller sees a key's clinic only by presenting the key.
create table fhir_server_key (
  clinic_id text not null,
  id text not null,
  label text not null check (char_length(label) between 1 and 100),
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  created_by text,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by text,
  primary key (clinic_id, id)
);
create index fhir_server_key_clinic_idx on fhir_server_key (clinic_id, created_at) where revoked_at is null;

alter table fhir_server_key enable row level security;
alter table fhir_server_key force row level security;
create policy clinic_isolation on fhir_server_key using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
create policy key_lookup on fhir_server_key for select using (key_hash = current_setting('app.fhir_key_hash', true));

-- Every FHIR read (read, search, Binary): which key, which resource type and ids, when, and the answer's status.
-- Clinic data (the query may name a patient), so it is a clinic table with row-level security.
create table fhir_access_log (
  clinic_id text not null,
  id text not null,
  key_id text not null,
  interaction text not null check (interaction in ('read', 'search-type', 'binary')),
  resource_type text not null,
  resource_ids jsonb not null default '[]',
  query text not null default '',
  status integer not null,
  at timestamptz not null default now(),
  primary key (clinic_id, id)
);
create index fhir_access_log_key_idx on fhir_access_log (clinic_id, key_id, at desc);
create index fhir_access_log_at_idx on fhir_access_log (clinic_id, at desc, id desc);

alter table fhir_access_log enable row level security;
alter table fhir_access_log force row level security;
create policy clinic_isolation on fhir_access_log using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
