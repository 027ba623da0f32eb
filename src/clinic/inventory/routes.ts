import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { IdParams, IfMatchHeaders, InventoryInput, InventoryItem, InventoryListQuery } from './schema.js';
import {
  createInventoryItem, deleteInventoryItem, getInventoryItem, listInventory, updateInventoryItem,
} from './service.js';

/** `"3"` or `W/"3"` → 3; `*` or no header → undefined (no precondition); anything else → null (never current). */
function expectedVersion(ifMatch: string | undefined): number | null | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"(\d{1,10})"\s*$/.exec(ifMatch);
  return m ? Number(m[1]) : null;
}

function withEtag(reply: FastifyReply, item: InventoryItem) {
  reply.header('etag', `"${item.version}"`);
  return item;
}

const STOCK = 'stockQuantity and reorderThreshold are whole numbers, never negative. availability is derived on every '
  + 'response: out when stockQuantity is 0, low when at or below reorderThreshold, otherwise in-stock. Dispenses that '
  + 'name an inventoryItemId take their quantity out of stock atomically (see POST /api/dispenses).';

export async function inventoryRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/inventory', {
    schema: {
      tags: ['inventory'], summary: 'Inventory items by name (inventory:read)',
      description: `Filters: availability (out | low | in-stock), barcode. With limit the response carries X-Total-Count. ${STOCK}`,
      querystring: InventoryListQuery, response: { 200: z.array(InventoryItem) },
    },
  }, async (req, reply) => {
    const { items, total } = await listInventory(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/inventory/:id', {
    schema: {
      tags: ['inventory'], summary: 'One inventory item, with an ETag (inventory:read)',
      params: IdParams, response: { 200: InventoryItem, ...problems(404) },
    },
  }, async (req, reply) => withEtag(reply, await getInventoryItem(deps, req.clinicCtx, req.params.id)));

  app.post('/api/inventory', {
    schema: {
      tags: ['inventory'], summary: 'Add an inventory item (inventory:write)', description: `name is required. A stockQuantity above 0 is recorded in the ledger as the item's first stock count (kind adjustment). ${STOCK}`,
      body: InventoryInput, response: { 201: InventoryItem },
    },
  }, async (req, reply) => reply.code(201).send(withEtag(reply, await createInventoryItem(deps, req.clinicCtx, req.body))));

  app.put('/api/inventory/:id', {
    schema: {
      tags: ['inventory'], summary: 'Update an inventory item (inventory:write)',
      description: 'Same shape as create (name required). An optional field that is omitted keeps its stored value '
        + '(stockQuantity included, so editing a label never overwrites stock that dispenses changed meanwhile). '
        + 'A stockQuantity that differs from the stock at that moment is a stock count (decisions §6): it is applied '
        + 'with the item locked, and the difference is written to the dispensing ledger as an entry of kind '
        + 'adjustment with a signed quantity, so stock is always the sum of the ledger. '
        + `Optional If-Match with the item's ETag: when it is no longer current nothing is written (412). ${STOCK}`,
      params: IdParams, headers: IfMatchHeaders, body: InventoryInput, response: { 200: InventoryItem, ...problems(404, 412) },
    },
  }, async (req, reply) => withEtag(reply, await updateInventoryItem(
    deps, req.clinicCtx, req.params.id, req.body, expectedVersion(req.headers['if-match']),
  )));

  app.delete('/api/inventory/:id', {
    schema: {
      tags: ['inventory'], summary: 'Delete an inventory item (inventory:delete: full clinicians only)',
      description: 'Dispenses that name it keep its id (the ledger is history).',
      params: IdParams, response: { 204: z.null(), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteInventoryItem(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
