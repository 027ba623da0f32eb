-- A member's prescriber identifiers in this clinic (decisions.md §13), next to the specialty: the NPI (10 digits,
-- Luhn-checked) and the DEA registration number. The service checks the rules (src/clinic/common/standard-codes.ts);
-- the checks below are the shape as a second wall. One NPI names one person, so within a clinic it belongs to one
-- member (a second member given it is a 409). A DEA number may be shared: a registration is per practitioner per
-- state, but institutional registrations are used by several practitioners, so it carries no uniqueness.
alter table staff_profile add column npi text check (npi ~ '^[0-9]{10}$');
alter table staff_profile add column dea text check (dea ~ '^[A-Z]{2}[0-9]{7}$');
create unique index staff_profile_clinic_npi_key on staff_profile (clinic_id, npi) where npi is not null;
