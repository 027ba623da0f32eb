-- Saved chat conversations (decisions.md §7, §11): one row per thread, owned by one user within one clinic (the
-- messages carry that clinic's patient data, so the row is a clinic row under row-level security, and every query
-- also names its user).
create table chat_thread (
  clinic_id text not null,
  id text not null,
  user_id text not null,
  title text not null default '',
  messages jsonb not null default '[]'::jsonb,
  message_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id)
);

create index chat_thread_owner_recent on chat_thread (clinic_id, user_id, updated_at desc, id desc);

alter table chat_thread enable row level security;
alter table chat_thread force row level security;
create policy clinic_isolation on chat_thread
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
