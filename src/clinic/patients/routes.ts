import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems, sendJsonText, validatedByService } from '../../platform/http/schemas.js';
import { etagOf } from './present.js';
import {
  type LabInputRaw, AppendLabsBody, FileNumberParams, IfMatchHeaders, LabKey, Patient, PatientInput, PatientListQuery, TransferBody,
} from './schema.js';
import {
  appendLabs, createPatient, deletePatient, getPatientText, listPatientsText, removeLab, transferPatient, updatePatient,
} from './service.js';

const ETAG_NOTE = 'The `ETag` header is the patient\'s version; it changes on every change, appends included.';
const PATIENT_FIELDS_NOTE = 'Reception receives demographics only: bloodType, medications, problems, labs, encounters, vitals, '
  + 'vitalsTrend and labTrend are omitted. A non-elevated doctor reaches only their panel (their patients, and unassigned '
  + 'patients they created); anything else is 404.';
const STANDARD_FIELDS_NOTE = 'Optional `dateOfBirth` (`YYYY-MM-DD`, from 1880-01-01 to today in UTC), `address` '
  + '`{ line, city, state, postalCode }` (all four required; `state` a two-letter USPS code, `postalCode` `12345` or '
  + '`12345-6789`) and `insurance` `{ payerName, payerId, memberId, groupNumber? }`; unknown keys inside address or '
  + 'insurance are a 400 naming them. They are demographics (reception reads and writes them). While `dateOfBirth` is '
  + 'set, `age` is the whole years since it, in UTC (a given `age` is ignored) and stays right on later reads.';

// Every patient route whose service validates its input (patients/service.ts) takes `validatedByService`: the schema
// documents the request, the service checks it once, for HTTP and for every other door alike.
export async function patientRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/patients', {
    ...validatedByService,
    schema: {
      tags: ['patients'], summary: 'The caller\'s patients, full records in name order (patient:read)',
      description: '`q`: name or file number contains (case-insensitive). `status` filters. With `limit` (1–500) the '
        + `response carries \`X-Total-Count\`; without it the whole list is returned. ${PATIENT_FIELDS_NOTE}`,
      querystring: PatientListQuery,
      response: { 200: z.array(Patient) },
    },
  }, async (req, reply) => {
    const { json, total } = await listPatientsText(deps, req.clinicCtx, req.query);
    if (total !== null) reply.header('x-total-count', String(total));
    return sendJsonText(reply, json);
  });

  app.get('/api/patients/:fileNumber', {
    schema: {
      tags: ['patients'], summary: 'One patient by file number (patient:read)',
      description: `${ETAG_NOTE} ${PATIENT_FIELDS_NOTE}`,
      params: FileNumberParams, response: { 200: Patient, ...problems(404) },
    },
  }, async (req, reply) => {
    const patient = await getPatientText(deps, req.clinicCtx, req.params.fileNumber);
    return sendJsonText(reply.header('etag', etagOf(patient)), patient.json);
  });

  app.post('/api/patients', {
    ...validatedByService,
    schema: {
      tags: ['patients'], summary: 'Create a patient (patient:write); only name is required',
      description: 'Defaults: age 0, sex M, status active, source manual, initials from the name, bloodType and text fields '
        + 'empty, lists empty. `fileNumber` is digits only; when empty it is the largest numeric file number in the clinic '
        + 'plus 1 (the first is 10000), assigned race-free. A taken file number is 409. `primaryProviderId` must be a '
        + 'clinician of the clinic (400) and sets `pcp` to their name. Reception\'s clinical fields are ignored. '
        + `${STANDARD_FIELDS_NOTE} ${ETAG_NOTE}`,
      body: PatientInput, response: { 201: Patient, ...problems(409) },
    },
  }, async (req, reply) => {
    const patient = await createPatient(deps, req.clinicCtx, req.body);
    return reply.code(201).header('etag', etagOf(patient)).send(patient);
  });

  app.put('/api/patients/:fileNumber', {
    ...validatedByService,
    schema: {
      tags: ['patients'], summary: 'Replace a patient record (patient:write)',
      description: 'The same payload as create, applied in one transaction; omitted content fields take their defaults. '
        + 'A file number never changes once assigned: `fileNumber` may be omitted or repeat the current one; any other '
        + 'value is 409 (appointments, invoices, prescriptions and dispenses refer to the patient by it). Left as they '
        + 'are when omitted: `source`, '
        + '`primaryProviderId`/`pcp`, the appended records `labs` and `encounters` (when present they replace), and '
        + '`dateOfBirth`, `address` and `insurance` (`null` clears them). '
        + 'With `If-Match` naming a version that is no longer current: 412 and nothing changes; without it the last '
        + `write wins. Reception's clinical fields are ignored and the stored ones kept. ${STANDARD_FIELDS_NOTE} ${ETAG_NOTE}`,
      params: FileNumberParams, headers: IfMatchHeaders, body: PatientInput,
      response: { 200: Patient, ...problems(404, 409, 412) },
    },
  }, async (req, reply) => {
    const patient = await updatePatient(deps, req.clinicCtx, req.params.fileNumber, req.body, { ifMatch: req.headers['if-match'] });
    return reply.header('etag', etagOf(patient)).send(patient);
  });

  app.delete('/api/patients/:fileNumber', {
    schema: {
      tags: ['patients'], summary: 'Delete a patient with its labs, encounters and attachments (patient:delete)',
      description: 'Honours `If-Match` (412 when stale).',
      params: FileNumberParams, headers: IfMatchHeaders,
      response: { 204: z.null().describe('Deleted'), ...problems(404, 412) },
    },
  }, async (req, reply) => {
    await deletePatient(deps, req.clinicCtx, req.params.fileNumber, { ifMatch: req.headers['if-match'] });
    return reply.code(204).send(null);
  });

  app.post('/api/patients/:fileNumber/transfer', {
    schema: {
      tags: ['patients'], summary: 'Make a clinician the patient\'s primary provider (patient:write)',
      description: 'The provider must be a member of the active clinic with role owner, admin, doctor or member (400 '
        + `otherwise). Sets \`primaryProviderId\` and \`pcp\` (the provider's name). ${ETAG_NOTE}`,
      params: FileNumberParams, body: TransferBody, response: { 200: Patient, ...problems(404) },
    },
  }, async (req, reply) => {
    const patient = await transferPatient(deps, req.clinicCtx, req.params.fileNumber, req.body.providerId);
    return reply.header('etag', etagOf(patient)).send(patient);
  });

  app.post('/api/patients/:fileNumber/labs', {
    ...validatedByService,
    schema: {
      tags: ['patients'], summary: 'Append 1–50 lab results (lab:write)',
      description: `New results go after the existing ones; nothing else in the record changes. A record holds at most 5,000 results: `
        + `an append past that is a 409. ${ETAG_NOTE}`,
      params: FileNumberParams, body: AppendLabsBody, response: { 201: Patient, ...problems(404, 409) },
    },
  }, async (req, reply) => {
    const patient = await appendLabs(deps, req.clinicCtx, req.params.fileNumber, (req.body as { labs?: LabInputRaw[] } | undefined)?.labs as LabInputRaw[]);
    return reply.code(201).header('etag', etagOf(patient)).send(patient);
  });

  app.delete('/api/patients/:fileNumber/labs', {
    ...validatedByService,
    schema: {
      tags: ['patients'], summary: 'Remove one lab result (lab:write)',
      description: 'The JSON body `{ name, value, takenAt }` identifies the result; when several match, the most recently '
        + `appended one is removed. 404 when the patient is absent or no result matches. ${ETAG_NOTE}`,
      params: FileNumberParams, body: LabKey, response: { 200: Patient, ...problems(404) },
    },
  }, async (req, reply) => {
    const patient = await removeLab(deps, req.clinicCtx, req.params.fileNumber, req.body);
    return reply.header('etag', etagOf(patient)).send(patient);
  });
}
