-- Invoices (interface: Invoice). Money is integer cents in the database; the API speaks currency units.
--   line_items:   [{ "description": text, "quantity": number (≤ 2 decimals), "unitPriceCents": integer }]
--   installments: [{ "label": text, "amountCents": integer, "dueAt": "YYYY-MM-DD", "paid": boolean }]
-- Both are jsonb on the invoice row: they are always read and replaced with their invoice as a whole (PUT replaces
-- them, split replaces the installments), never appended to concurrently, and one row per invoice keeps the
-- analytics earnings aggregate to a single-table scan.
-- The total is never stored: invoice_total_cents() derives it (each line rounded half-up to the cent, then summed),
-- the same rule the service applies in TypeScript.
create table invoice (
  clinic_id text not null,
  id text not null,
  number text not null,
  file_number text not null default '',
  name text not null,
  initials text not null,
  issued_at date not null,
  due_at date,
  status text not null default 'draft' check (status in ('draft', 'sent', 'paid', 'void')),
  line_items jsonb not null default '[]' check (jsonb_typeof(line_items) = 'array'),
  installments jsonb not null default '[]' check (jsonb_typeof(installments) = 'array'),
  notes text,
  source text not null default 'manual' check (source in ('manual', 'ai')),
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (clinic_id, id),
  unique (clinic_id, number)
);
create index invoice_clinic_issued_idx on invoice (clinic_id, issued_at desc, id desc);
create index invoice_clinic_status_idx on invoice (clinic_id, status, issued_at);
create index invoice_clinic_file_idx on invoice (clinic_id, file_number);

create function invoice_total_cents(items jsonb) returns bigint
  language sql immutable strict parallel safe
  as $$
    select coalesce(sum(round((e ->> 'quantity')::numeric * (e ->> 'unitPriceCents')::bigint)), 0)::bigint
    from jsonb_array_elements(items) as e
  $$;

alter table invoice enable row level security;
alter table invoice force row level security;
create policy clinic_isolation on invoice
  using (clinic_id = current_setting('app.clinic_id', true))
  with check (clinic_id = current_setting('app.clinic_id', true));
