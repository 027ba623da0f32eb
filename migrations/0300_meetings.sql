-- Staff meeting rooms (the places calls happen) and scheduled meetings with their participants.
-- Live call state (who is in which room right now) is never stored here: it lives in memory or in Redis.

create table meeting_room (
  clinic_id text not null,
  id text not null,
  name text not null check (char_length(name) between 1 and 80),
  created_by text not null,
  created_at timestamptz not null default now(),
  primary key (clinic_id, id)
);
create index meeting_room_clinic_created_idx on meeting_room (clinic_id, created_at, id);

create table scheduled_meeting (
  clinic_id text not null,
  id text not null,
  title text not null check (char_length(title) between 1 and 120),
  meeting_date date not null,
  meeting_time text not null check (meeting_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  created_by text not null,
  created_at timestamptz not null default now(),
  primary key (clinic_id, id)
);
create index scheduled_meeting_clinic_when_idx on scheduled_meeting (clinic_id, meeting_date, meeting_time, id);

-- One row per participant (the creator included); `position` keeps the order the creator gave.
create table scheduled_meeting_participant (
  clinic_id text not null,
  meeting_id text not null,
  user_id text not null,
  position integer not null,
  primary key (clinic_id, meeting_id, user_id),
  foreign key (clinic_id, meeting_id) references scheduled_meeting (clinic_id, id) on delete cascade
);
create index scheduled_meeting_participant_user_idx on scheduled_meeting_participant (clinic_id, user_id);

alter table meeting_room enable row level security;
alter table meeting_room force row level security;
create policy clinic_isolation on meeting_room
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

alter table scheduled_meeting enable row level security;
alter table scheduled_meeting force row level security;
create policy clinic_isolation on scheduled_meeting
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));

alter table scheduled_meeting_participant enable row level security;
alter table scheduled_meeting_participant force row level security;
create policy clinic_isolation on scheduled_meeting_participant
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
