-- AI settings of one user. Not a clinic table: the settings follow the user from clinic to clinic, so they carry no
-- clinic_id and no row-level security. They are read and written outside clinic transactions, and the clinic role
-- cannot reach them at all (clinic work has no business reading another user's provider keys).
create table ai_user_config (
  user_id text not null primary key references "user" ("id") on delete cascade,
  mode text not null default 'auto' check (mode in ('api', 'local', 'auto', 'off')),
  provider text not null default 'provider_a' check (provider in ('provider_a', 'provider_b', 'provider_c')),
  local_base_url text not null default '',
  local_model text not null default '',
  default_model text not null default '',
  default_effort text not null default 'medium' check (default_effort in ('low', 'medium', 'high')),
  deid_level text not null default 'full' check (deid_level in ('full', 'names', 'off')),
  updated_at timestamptz not null default now()
);

-- One encrypted key per user and cloud provider (AES-256-GCM via the platform encryptor; never the plaintext).
create table ai_provider_key (
  user_id text not null references "user" ("id") on delete cascade,
  provider text not null check (provider in ('provider_a', 'provider_b', 'provider_c')),
  encrypted_key text not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, provider)
);

revoke all on ai_user_config from clinic_app;
revoke all on ai_provider_key from clinic_app;

-- The clinic's AI policy. No row means the defaults: AI on for everyone.
create table ai_policy (
  clinic_id text not null primary key,
  ai_enabled boolean not null default true,
  disabled_for_employees boolean not null default false,
  updated_by text,
  updated_at timestamptz not null default now()
);

alter table ai_policy enable row level security;
alter table ai_policy force row level security;
create policy clinic_isolation on ai_policy
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
