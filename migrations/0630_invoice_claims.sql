-- The insurance claim of an invoice (decisions.md §13, §7): null columns until the invoice is first submitted as an
-- X12 837P; then the claim's status, the amount paid so far (integer cents, from the 835's CLP04), the claim's
-- control number (CLM01, which the payer's 835 echoes in CLP01) and when it was sent. Control numbers come from the
-- clinic's `claim` counter in clinic_counter (one value per submission, used for ISA13, GS06, ST02 and CLM01), so
-- within a clinic a control number names one invoice; a resubmission takes a new one.
alter table invoice
  add column claim_status text
    check (claim_status in ('submitted', 'pending', 'paid', 'partially_paid', 'denied', 'reversed')),
  add column claim_paid_cents bigint check (claim_paid_cents >= 0),
  add column claim_control_number text check (claim_control_number ~ '^[0-9]{9}$'),
  add column claim_submitted_at timestamptz,
  add constraint invoice_claim_whole check (
    (claim_status is null) = (claim_control_number is null)
    and (claim_status is null) = (claim_submitted_at is null)
    and (claim_status is null) = (claim_paid_cents is null));

-- An 835 is matched by (clinic, CLP01); the index also keeps one invoice per control number within a clinic.
create unique index invoice_claim_control_number on invoice (clinic_id, claim_control_number)
  where claim_control_number is not null;
