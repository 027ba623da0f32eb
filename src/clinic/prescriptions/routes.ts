import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { IdParams, Prescription, PrescriptionInput, PrescriptionListQuery } from './schema.js';
import { createPrescription, deletePrescription, getPrescription, listPrescriptions, updatePrescription } from './service.js';

const EXPIRY = 'Expiry (decisions.md §6), applied on read: a prescription whose status is `active` and whose `endDate` is '
  + 'before today (server date) is `expired`. Every read (list or single) first updates such stored rows to `expired` '
  + 'in the same transaction, so the answer and the stored row agree; a write stores the rule\'s result directly. '
  + '`completed` is never changed. The automatic change writes no activity entry (no one acted).';

const CODED = 'Optional coded fields for the data standards (decisions.md §13; e-prescribing is not built yet): quantity '
  + '(> 0, at most 3 decimals) with quantityUnit (free text, 1–40; each needs the other), daysSupply (1–365), refills '
  + '(0–99), ndc (11 digits; a hyphenated 5-4-2, 4-4-2, 5-3-2 or 5-4-1 NDC is stored as its 11 digits), rxnormCode '
  + '(an RxCUI; may be given with ndc, as a NewRx carries both), substitutionAllowed (false: dispense as written). '
  + 'A value that breaks a rule is a 400 naming the field, and nothing is written.';

const UPDATE_RULES = 'Same shape as create (name, initials, medication and frequency required). An optional field that is '
  + 'omitted keeps its stored value (prescriber, prescribedAt and status included); send null to clear a nullable one. '
  + 'endDate before startDate (after merging) → 400.';

export async function prescriptionRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/prescriptions', {
    schema: {
      tags: ['prescriptions'], summary: 'Prescriptions of the clinic, latest prescribed first (prescription:read)',
      description: `Filters: status, fileNumber. With limit the response carries X-Total-Count. ${EXPIRY}`,
      querystring: PrescriptionListQuery, response: { 200: z.array(Prescription) },
    },
  }, async (req, reply) => {
    const { items, total } = await listPrescriptions(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/prescriptions/:id', {
    schema: {
      tags: ['prescriptions'], summary: 'One prescription (prescription:read)', description: EXPIRY,
      params: IdParams, response: { 200: Prescription, ...problems(404) },
    },
  }, (req) => getPrescription(deps, req.clinicCtx, req.params.id));

  app.post('/api/prescriptions', {
    schema: {
      tags: ['prescriptions'], summary: 'Create a prescription (prescription:write)',
      description: 'name, initials (1–4), medication and frequency are required. prescriber defaults to the signed-in '
        + `user's name, prescribedAt to today, status to active. endDate before startDate → 400. ${CODED} ${EXPIRY}`,
      body: PrescriptionInput, response: { 201: Prescription },
    },
  }, async (req, reply) => reply.code(201).send(await createPrescription(deps, req.clinicCtx, req.body)));

  app.put('/api/prescriptions/:id', {
    schema: {
      tags: ['prescriptions'], summary: 'Update a prescription (prescription:write)', description: `${UPDATE_RULES} ${CODED} ${EXPIRY}`,
      params: IdParams, body: PrescriptionInput, response: { 200: Prescription, ...problems(404) },
    },
  }, (req) => updatePrescription(deps, req.clinicCtx, req.params.id, req.body));

  app.delete('/api/prescriptions/:id', {
    schema: {
      tags: ['prescriptions'], summary: 'Delete a prescription (prescription:delete)',
      description: 'Dispenses that name it keep its id (the ledger is history).',
      params: IdParams, response: { 204: z.null(), ...problems(404) },
    },
  }, async (req, reply) => {
    await deletePrescription(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
