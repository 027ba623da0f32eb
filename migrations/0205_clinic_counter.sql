-- Per-clinic sequences (decisions.md §4: invoice numbers INV-000001…). Any capability may use it with its own
-- `name`: advance a counter in one statement,
--   insert into clinic_counter (clinic_id, name, value) values ($clinic, $name, 1)
--   on conflict (clinic_id, name) do update set value = clinic_counter.value + 1 returning value
-- which locks the row until commit, so concurrent transactions get distinct values and never a conflict.
create table clinic_counter (
  clinic_id text not null,
  name text not null,
  value bigint not null,
  primary key (clinic_id, name)
);

alter table clinic_counter enable row level security;
alter table clinic_counter force row level security;
create policy clinic_isolation on clinic_counter
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
