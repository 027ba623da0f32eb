-- A claim submission in flight (src/integrations/claims/submit.ts): set when a submit reserves the claim (status
-- submitted under a new control number, before the 837P is posted) and cleared when the clearinghouse's answer or an
-- 835 is recorded; a failed post puts back what was there before. A process that dies in between never clears it, so
-- a reservation older than the submit's bound (5 minutes, five times the longest a clearinghouse call may take) is
-- abandoned and a new submit may take it over. Null for every claim stored before: those were answered, or cannot be
-- told apart from answered ones, and a claim the payer may hold is never sent twice on a guess.
alter table invoice
  add column claim_sending_since timestamptz,
  add constraint invoice_claim_sending check (claim_sending_since is null or claim_status = 'submitted');
