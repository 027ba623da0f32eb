-- What a claim (X12 837P) needs beyond the interface's invoice shape (decisions.md §13), all optional: the invoice's
-- diagnoses (ICD-10-CM, 1–12, as the 837P's HI segment takes them) and, per line, a procedure code (CPT/HCPCS), up to
-- four modifiers and up to four pointers into the diagnoses (1-based). The service checks the code rules and that
-- each pointer names a diagnosis (src/clinic/invoices/schema.ts, service.ts); these checks are the bounds as a second
-- wall.
alter table invoice add column diagnosis_codes text[]
  check (cardinality(diagnosis_codes) between 1 and 12);

alter table invoice_line_item
  add column code text check (code ~ '^([0-9]{4}[0-9FTU]|[A-Z][0-9]{4})$'),
  add column modifiers text[] not null default '{}' check (cardinality(modifiers) <= 4),
  add column diagnosis_pointers smallint[]
    check (cardinality(diagnosis_pointers) between 1 and 4 and 1 <= all (diagnosis_pointers) and 12 >= all (diagnosis_pointers));
