-- What a coded prescription (NCPDP SCRIPT NewRx) carries beyond the interface's shape (decisions.md §13), all
-- optional: the quantity to dispense and its unit, the days supply, the refills, the drug as an NDC (11 digits) and/or
-- an RxNorm concept id, and whether generic substitution is allowed. The service checks the rules
-- (src/clinic/prescriptions/schema.ts); these checks are the same bounds as a second wall.
alter table prescription
  add column quantity numeric(9, 3) check (quantity > 0),
  add column quantity_unit text check (char_length(quantity_unit) between 1 and 40),
  add column days_supply integer check (days_supply between 1 and 365),
  add column refills smallint check (refills between 0 and 99),
  add column ndc text check (ndc ~ '^[0-9]{11}$'),
  add column rxnorm_code text check (rxnorm_code ~ '^[1-9][0-9]{0,9}$'),
  add column substitution_allowed boolean;
