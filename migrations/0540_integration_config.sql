-- One configuration per clinic and integration type (decisions.md §13). No row means the type is unset: endpoint "",
-- disabled. `encrypted_credentials` is the platform encryptor's output (`v1:<keyId>:…`, so keys rotate), never the
-- plaintext blob; the API answers only `hasCredentials`.
create table integration_config (
  clinic_id text not null,
  type text not null check (type in ('fhir', 'eprescribe', 'claims')),
  endpoint text not null default '',
  enabled boolean not null default false,
  encrypted_credentials text,
  settings jsonb not null default '{}'::jsonb,
  updated_by text,
  updated_at timestamptz not null default now(),
  primary key (clinic_id, type),
  -- An enabled integration needs somewhere to call.
  check (not enabled or endpoint <> '')
);

alter table integration_config enable row level security;
alter table integration_config force row level security;
create policy clinic_isolation on integration_config using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
