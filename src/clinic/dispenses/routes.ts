import { z } from 'zod';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { Dispense, DispenseInput, DispenseListQuery, IdParams } from './schema.js';
import { createDispense, deleteDispense, getDispense, listDispenses } from './service.js';

const LEDGER = 'The ledger is append-only: entries are created and may be deleted (a correction), never updated.';

export async function dispenseRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/dispenses', {
    schema: {
      tags: ['dispenses'], summary: 'The dispensing ledger, newest first (inventory:read)',
      description: `Filters: fileNumber, prescriptionId, inventoryItemId, kind. Stock counts (PUT /api/inventory/{id} `
        + `changing stockQuantity, and an item's initial stock) are entries of kind adjustment with a signed quantity; `
        + `an item's stock is the sum of its adjustments minus its dispenses. With limit the response carries X-Total-Count. ${LEDGER}`,
      querystring: DispenseListQuery, response: { 200: z.array(Dispense) },
    },
  }, async (req, reply) => {
    const { items, total } = await listDispenses(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/dispenses/:id', {
    schema: {
      tags: ['dispenses'], summary: 'One ledger entry (inventory:read)',
      params: IdParams, response: { 200: Dispense, ...problems(404) },
    },
  }, (req) => getDispense(deps, req.clinicCtx, req.params.id));

  app.post('/api/dispenses', {
    schema: {
      tags: ['dispenses'], summary: 'Record a dispense (inventory:write)',
      description: 'name and medication are required; initials are derived from name when omitted. dispensedBy, '
        + 'dispensedByName and dispensedAt are set from the signed-in user and the server clock; values sent for them '
        + 'are ignored. Beyond the interface: with inventoryItemId, quantity is taken out of that item\'s stock in the '
        + 'same transaction by one conditional update (stock never goes negative, concurrent dispenses never lose a '
        + 'decrement); insufficient stock → 409 and nothing is recorded; an unknown item → 400. With prescriptionId, '
        + 'the prescription must exist in this clinic (400) and be active (409 when completed or expired).',
      body: DispenseInput, response: { 201: Dispense, ...problems(409) },
    },
  }, async (req, reply) => reply.code(201).send(await createDispense(deps, req.clinicCtx, req.body)));

  app.delete('/api/dispenses/:id', {
    schema: {
      tags: ['dispenses'], summary: 'Delete a ledger entry (inventory:write)',
      description: '404 when the id does not exist in the clinic. Deleting corrects the ledger; it does not un-dispense: '
        + 'stock taken by the entry is not restored, and an adjustment of the same quantity is written so that stock '
        + 'stays the sum of the ledger. A stock count (kind adjustment) cannot be deleted (409): count again instead.',
      params: IdParams, response: { 204: z.null(), ...problems(404, 409) },
    },
  }, async (req, reply) => {
    await deleteDispense(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method, url: '/api/dispenses/:id',
      schema: {
        tags: ['dispenses'], summary: 'Not allowed: ledger entries are never updated (405)',
        description: `${LEDGER} Answers 405 with Allow: GET, DELETE. To correct an entry, delete it and record a new one.`,
        params: IdParams, response: problems(405),
      },
      handler: async (_req, reply) => {
        reply.header('allow', 'GET, DELETE');
        throw errors.methodNotAllowed('Dispense entries are never updated; delete the entry and record a new one');
      },
    });
  }
}
