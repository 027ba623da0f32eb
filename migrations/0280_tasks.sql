-- The task board. `done` is true exactly when `status` is 'done' (the interface's state table); the check makes a
-- row that breaks it impossible. Assignment: personal (both assignee columns null), to a role (assignee_role) or to
-- a person (assignee_user_id; assignee_role is then null).
create table task (
  clinic_id text not null,
  id text not null,
  title text not null check (char_length(title) between 1 and 200),
  assignee text not null default 'Unassigned',
  assignee_role text check (assignee_role in ('owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy', 'lab')),
  assignee_user_id text,
  due text not null default 'No due date',
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  status text not null default 'todo' check (status in ('todo', 'in_progress', 'done')),
  done boolean not null default false,
  done_at timestamptz,
  patient text,
  notes text,
  created_by text not null,
  created_by_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id),
  check (done = (status = 'done')),
  check (assignee_user_id is null or assignee_role is null)
);
create index task_clinic_created_idx on task (clinic_id, created_at desc, id desc);
create index task_clinic_creator_idx on task (clinic_id, created_by);
create index task_clinic_role_idx on task (clinic_id, assignee_role) where assignee_role is not null;
create index task_clinic_user_idx on task (clinic_id, assignee_user_id) where assignee_user_id is not null;
create index task_clinic_status_idx on task (clinic_id, status);

alter table task enable row level security;
alter table task force row level security;
create policy clinic_isolation on task
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
