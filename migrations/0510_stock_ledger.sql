-- Stock and ledger always agree (decisions §6): a stock count is an `adjustment` entry in the dispensing ledger with a
-- signed quantity, ordinary entries are `dispense`s (quantity taken out, never negative). Stock = the sum of the
-- ledger: adjustments added, dispenses from that item subtracted.
alter table dispense add column kind text not null default 'dispense';
alter table dispense add constraint dispense_kind_check check (kind in ('dispense', 'adjustment'));
alter table dispense drop constraint dispense_quantity_check;
alter table dispense add constraint dispense_quantity_check check (kind = 'adjustment' or quantity >= 0);
alter table dispense add constraint dispense_adjustment_item_check check (kind = 'dispense' or inventory_item_id is not null);

-- Opening balances, so the rule holds for items that existed before it: one adjustment per item for the stock the
-- ledger does not yet explain. FORCE row-level security applies to a table owner that is not a superuser, so each
-- clinic's rows are written under that clinic's scope.
do $$
declare
  clinic record;
begin
  for clinic in select id from organization loop
    perform set_config('app.clinic_id', clinic.id, true);
    insert into dispense (clinic_id, id, name, initials, medication, quantity, unit, inventory_item_id,
                          dispensed_by, dispensed_by_name, dispensed_at, notes, kind)
    select i.clinic_id, gen_random_uuid()::text, 'Stock count', 'SC', i.name,
           i.stock_quantity + coalesce(d.taken, 0), i.unit, i.id, null, 'Opening balance', i.created_at,
           'Opening balance: the stock recorded before stock counts joined the ledger', 'adjustment'
      from inventory_item i
      left join (select inventory_item_id, sum(quantity) as taken from dispense
                  where clinic_id = clinic.id and kind = 'dispense' and inventory_item_id is not null
                  group by inventory_item_id) d on d.inventory_item_id = i.id
     where i.clinic_id = clinic.id and i.stock_quantity + coalesce(d.taken, 0) <> 0;
  end loop;
  perform set_config('app.clinic_id', '', true);
end $$;
