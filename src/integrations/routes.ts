import type { AppDeps, ZodApp } from '../platform/http/route-module.js';
import { problems } from '../platform/http/schemas.js';
import { receiveRemittance } from './claims/remittance.js';
import { submitClaim } from './claims/submit.js';
import { sendNewRx } from './eprescribe/send.js';
import { syncFhirLabs } from './fhir/sync.js';
import { ingestHl7 } from './hl7/ingest.js';
import {
  ClaimsRemittanceBody, ClaimsRemittanceResult, ClaimsSubmitBody, ClaimsSubmitResult, EprescribeSendBody, EprescribeSendResult,
  FhirSyncBody, FhirSyncResult, Hl7IngestBody, Hl7IngestResult,
} from './schema.js';

/**
 * The body limit of the routes that take a whole message (HL7 v2, X12 835): room for the 5,000,000 characters their
 * schema allows, JSON-escaped (an ORU carrying a lab report PDF in an ED OBX runs to megabytes), over the 2 MB default.
 */
const MESSAGE_BODY_LIMIT = 16 * 1024 * 1024;

/** Calls to and from outside systems: lab results (HL7 v2 ingest, FHIR sync), e-prescribing and insurance claims. */
export async function integrationRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/integrations/fhir/sync', {
    schema: {
      tags: ['integrations'], summary: 'Pull a patient\'s laboratory results from the clinic\'s FHIR server (lab:write)',
      description: 'Finds the remote Patient by identifier = fileNumber (narrowed to settings.identifierSystem when set), reads every page '
        + 'of Observation?patient=…&category=laboratory through its `next` links, and appends each result: name from code.text (else the '
        + 'coding display or code), value by value[x] (Quantity → number with any comparator, string, CodeableConcept text, integer, '
        + 'Ratio `n:d`, Range `low-high`, boolean, dateTime, time, Period; units never in the value), flag from interpretation (H, A '
        + 'high; L low; HH, LL, AA critical; N or none normal), takenAt = effectiveDateTime as sent (partial dates kept), else '
        + 'effectivePeriod.start, effectiveInstant, issued. Results already in the record (same name, value, takenAt) and observations '
        + 'without a value are counted in `skipped`. 409 `integration_disabled` when the fhir integration is unset or disabled; 404 '
        + '`remote_patient_not_found`; 409 `remote_patient_ambiguous` for several; 502 `fhir_server_failed` when the server fails, '
        + 'times out or answers something that is not FHIR (detail gives the remote status, never its body).',
      body: FhirSyncBody, response: { 200: FhirSyncResult, ...problems(404, 409, 502) },
    },
  }, (req) => syncFhirLabs({ ...deps, log: req.log }, req.clinicCtx, req.body.fileNumber));

  app.post('/api/integrations/fhir/ingest', {
    bodyLimit: MESSAGE_BODY_LIMIT,
    schema: {
      tags: ['integrations'], summary: 'Ingest an HL7 v2 ORU^R01 into a patient\'s labs (lab:write)',
      description: 'One row per OBX with a value: name from OBX-3 (text, else original text, else code); value by OBX-2 (SN as '
        + 'comparator and numbers with `=` dropped, coded values by their text, repetitions joined with ", ", units never in the value); '
        + 'flag from OBX-8 (H/A high, L low, HH/LL/AA critical, empty or N normal); takenAt = OBX-14, else OBR-7, else MSH-7, as ISO '
        + '8601 at the sender\'s precision (a zone offset kept when given). Results already in the record (same name, value, takenAt) '
        + 'are skipped. 400 `not_hl7`, `not_oru`, or `patient_mismatch` (a PID none of whose identifiers equals the file number: every '
        + 'PID of a message with several patient groups must; `force: true` overrides) with the `AE` acknowledgement in `ack`; nothing is appended then. The fhir integration need not be enabled. '
        + 'Reception holds patient:write for demographics only, so labs are refused (403) as in POST /api/patients/{fileNumber}/labs. '
        + 'A message that would take the record past its 5,000 lab results is a 409 and appends nothing (so is a sync). Up to 5,000,000 '
        + 'characters (a 16 MB body); a text of more than 20,000 segments is a 400 `message_too_large`. Every refusal carries the AE '
        + 'acknowledgement in `ack`.',
      body: Hl7IngestBody, response: { 200: Hl7IngestResult, ...problems(404, 409) },
    },
  }, (req) => ingestHl7(deps, req.clinicCtx, req.body));

  app.post('/api/integrations/eprescribe/send', {
    schema: {
      tags: ['integrations'], summary: 'Send a prescription to the clinic\'s pharmacy as an NCPDP SCRIPT 2017071 NewRx (prescription:write)',
      description: 'Builds the NewRx from the prescription, its patient (name, sex, dateOfBirth, address, phone), the prescribing '
        + 'member (NPI, DEA number when set) and the pharmacy of the eprescribe settings, posts it as application/xml with the '
        + 'bearer token to the endpoint, and reads the answer: Status → `sent`, Verify → `verified`, Error → `rejected` with its '
        + 'Description in `message`. `messageId` is the MessageID sent. 400 `validation_failed` with one errors[] entry per field '
        + 'the NewRx needs and lacks (`patient`, `patient.dateOfBirth`, `patient.address`, `prescriber.npi`, `quantity`, '
        + '`quantityUnit` (also one without an NCPDP unit code), `ndc` (neither an NDC nor an RxNorm code), `refills`, `pharmacy`, '
        + '`credentials`) or holds longer than SCRIPT carries (`medication`, `patient.address.line`, `pharmacy.name`, …); nothing '
        + 'is sent then. 404 for a prescription outside the caller\'s scope; 409 `integration_disabled`; 409 `conflict` for a '
        + 'prescription that is not active; 502 `gateway_failed` when the gateway fails, times out or answers something else '
        + '(detail gives the remote status, never its body). Each answered send is an activity entry on the prescription.',
      body: EprescribeSendBody, response: { 200: EprescribeSendResult, ...problems(404, 409, 502) },
    },
  }, (req) => sendNewRx({ ...deps, log: req.log }, req.clinicCtx, req.body.rxId));

  app.post('/api/integrations/claims/remittance', {
    bodyLimit: MESSAGE_BODY_LIMIT,
    schema: {
      tags: ['integrations'], summary: 'Apply an X12 835 remittance to the clinic\'s submitted claims (invoice:write)',
      description: 'Reads every CLP of the 835 transaction sets and matches it, in message order, to the invoice of the caller\'s '
        + 'clinic whose claim control number equals CLP01 (another clinic\'s number is unmatched). CLP02 1, 2, 3 (processed as primary, '
        + 'secondary, tertiary) and 19, 20, 21 (the same, forwarded): `paid` when CLP04 ≥ CLP03, `partially_paid` when 0 < CLP04 < '
        + 'CLP03, `denied` when CLP04 is 0; 4 → `denied`; 22 → `reversed` (paidAmount 0). paidAmount is the CLP04 of the latest '
        + 'remittance, not a sum over payers. Other codes (23 not our claim, 25 predetermination) change nothing and are listed in '
        + '`unmatched`. 400 `not_x12` for text that is not an X12 interchange, `not_835` for one without an 835 or with a CLP lacking '
        + 'its amounts; nothing is changed then. The claims integration need not be enabled (the 835 is what the caller sends). One '
        + 'activity entry per invoice changed (re-applying an 835 matches the same claims and changes nothing). Up to 5,000,000 characters.',
      body: ClaimsRemittanceBody, response: { 200: ClaimsRemittanceResult, ...problems() },
    },
  }, (req) => receiveRemittance(deps, req.clinicCtx, req.body.message));

  app.post('/api/integrations/claims/submit', {
    schema: {
      tags: ['integrations'], summary: 'Submit an invoice as an X12 837P (005010X222A1) insurance claim (invoice:write)',
      description: 'Builds an 837P with one claim from the invoice (diagnosisCodes → HI without dots, ABK then ABF; each line → SV1 '
        + 'HC:code:modifiers, line charge, UN quantity, diagnosis pointers; issuedAt as the date of service), the patient as the '
        + 'subscriber (name, sex, dateOfBirth, address, insurance memberId and groupNumber), the payer of the patient\'s insurance '
        + '(else settings.payer), the billing provider and placeOfService (default 11) of the claims settings and the credentials\' '
        + 'submitterId and receiverId. One control number per submission from a per-clinic counter: ISA13 and ST02 (9 digits), GS06, '
        + 'BHT03 and CLM01 (invoice.claim.controlNumber; an 835 quotes it in CLP01). Posted as application/edi-x12 with the bearer '
        + 'token. The answer: 999 accepted (AK9 A/E/P) → `submitted`; 999 rejected (AK9 or IK5 R) → `denied`, submitted false; 277CA '
        + '→ `pending` (STC category A3/A4/A6/A7/A8 → `denied`, submitted false); 835 → status and paidAmount from its CLP for this '
        + 'claim. The answer is stored in the invoice\'s `claim` with an activity entry. 400 `validation_failed` with one errors[] '
        + 'entry per field the claim needs and lacks (`invoice.diagnosisCodes`, `lineItems`, `lineItems.0.code`, '
        + '`lineItems.0.diagnosisPointers`, `patient`, `patient.name` (no Latin letter: X12 is ASCII, accents are dropped), `patient.dateOfBirth`, `patient.address`, `patient.insurance.memberId`, '
        + '`settings.billingProvider`, `settings.billingProvider.phone`, `settings.billingProvider.address.postalCode` (not ZIP+4), '
        + '`settings.payer`, `credentials`, `credentials.submitterId` '
        + '(over 15 characters), address lines over 55 and cities over 30 characters); nothing is sent then. 404 for an invoice of '
        + 'another clinic; 409 `integration_disabled`; 409 `conflict` for a void invoice or a claim that is submitted, pending, paid '
        + 'or partially paid (a denied or reversed one may be sent again, with a new control number), or one being sent right now; '
        + 'a submission that never recorded an answer (its process died mid-call) is abandoned after 5 minutes and the next submit '
        + 'takes it over with a new control number, naming the old one in its activity entry; 409 also when the invoice changed '
        + 'while the claim was being prepared (submit again); 502 `clearinghouse_failed` '
        + 'when the clearinghouse fails, times out or answers something else (detail gives the remote status, never its body), the '
        + 'claim then left as it was.',
      body: ClaimsSubmitBody, response: { 200: ClaimsSubmitResult, ...problems(404, 409, 502) },
    },
  }, (req) => submitClaim({ ...deps, log: req.log }, req.clinicCtx, req.body.invoiceId));
}
