-- Pharmacy stock. Quantities are whole units and never negative; `version` backs ETag / If-Match on PUT.
create table inventory_item (
  clinic_id text not null,
  id text not null,
  name text not null check (char_length(name) between 1 and 200),
  form text not null default '',
  strength text not null default '',
  unit text not null default '',
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  reorder_threshold integer not null default 0 check (reorder_threshold >= 0),
  location text not null default '',
  barcode text,
  expires_at date,
  notes text,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id)
);
create index inventory_item_clinic_name_idx on inventory_item (clinic_id, lower(name), id);
create index inventory_item_clinic_barcode_idx on inventory_item (clinic_id, barcode) where barcode is not null;

alter table inventory_item enable row level security;
alter table inventory_item force row level security;
create policy clinic_isolation on inventory_item
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
