-- The dispensing ledger: rows are inserted and may be deleted (a correction), never updated. The prescription and
-- inventory item ids are kept as recorded (no foreign key), so deleting either leaves the history intact.
create table dispense (
  clinic_id text not null,
  id text not null,
  file_number text not null default '',
  name text not null check (char_length(name) between 1 and 200),
  initials text not null check (char_length(initials) between 1 and 4),
  medication text not null check (char_length(medication) between 1 and 200),
  dose text not null default '',
  quantity integer not null default 0 check (quantity >= 0),
  unit text not null default '',
  prescription_id text,
  inventory_item_id text,
  dispensed_by text,
  dispensed_by_name text not null,
  dispensed_at timestamptz not null default now(),
  notes text,
  primary key (clinic_id, id)
);
create index dispense_clinic_at_idx on dispense (clinic_id, dispensed_at desc, id desc);
create index dispense_clinic_file_idx on dispense (clinic_id, file_number);
create index dispense_clinic_prescription_idx on dispense (clinic_id, prescription_id) where prescription_id is not null;
create index dispense_clinic_item_idx on dispense (clinic_id, inventory_item_id) where inventory_item_id is not null;

alter table dispense enable row level security;
alter table dispense force row level security;
create policy clinic_isolation on dispense
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
