-- The invoice total in cents, kept by the database from the invoice's line items, so that the earnings dashboard
-- sums one indexed column instead of joining every sent and paid invoice to its lines on each request.
-- Each line counts as round-half-up(quantity × unit price) to the cent, the rule of src/clinic/invoices/money.ts.
-- Statement-level triggers with transition tables: one update of each touched invoice per statement, whoever writes
-- the lines (the service, seeders, bulk SQL), and in the writer's transaction.

alter table invoice add column total_cents bigint not null default 0;

alter table invoice no force row level security;
update invoice i set total_cents = s.cents
from (
  select clinic_id, invoice_id, sum((quantity_hundredths * unit_price_cents + 50) / 100) as cents
  from invoice_line_item group by clinic_id, invoice_id
) s
where i.clinic_id = s.clinic_id and i.id = s.invoice_id;
alter table invoice force row level security;

-- Lines added count in, lines removed count out; an update of a line is both. (A trigger only has the transition
-- tables its event allows, hence one block per table.)
create function invoice_total_follow_lines() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update invoice i set total_cents = i.total_cents + s.cents
    from (select clinic_id, invoice_id, sum((quantity_hundredths * unit_price_cents + 50) / 100) as cents
          from added group by clinic_id, invoice_id) s
    where i.clinic_id = s.clinic_id and i.id = s.invoice_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update invoice i set total_cents = i.total_cents - s.cents
    from (select clinic_id, invoice_id, sum((quantity_hundredths * unit_price_cents + 50) / 100) as cents
          from removed group by clinic_id, invoice_id) s
    where i.clinic_id = s.clinic_id and i.id = s.invoice_id;
  end if;
  return null;
end $$;

create trigger invoice_total_on_insert after insert on invoice_line_item
  referencing new table as added for each statement execute function invoice_total_follow_lines();
create trigger invoice_total_on_delete after delete on invoice_line_item
  referencing old table as removed for each statement execute function invoice_total_follow_lines();
create trigger invoice_total_on_update after update on invoice_line_item
  referencing old table as removed new table as added for each statement execute function invoice_total_follow_lines();

-- Earnings read (clinic, status, issued_at, total) from this index alone.
drop index invoice_clinic_status_idx;
create index invoice_clinic_status_idx on invoice (clinic_id, status, issued_at) include (id, total_cents);
