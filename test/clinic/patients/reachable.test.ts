import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachableLabs, reachablePatients } from '../../../src/clinic/patients/service.js';
import type { ClinicContext } from '../../../src/platform/auth/context.js';
import { permissionsFor, type Role } from '../../../src/platform/auth/permissions.js';
import { withClinicTx } from '../../../src/platform/db/clinic-tx.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// The scoped queries callers shape in SQL (the FHIR server): the same clinic, panel and permission rules as every
// patient read, whatever the caller adds to the query.

let t: TestApp;
let c: SeededClinic;
let other: SeededClinic;
let inPanel: string;
let outOfPanel: string;
let otherClinic: string;

const lab = { name: 'Sodium', value: '140 mmol/L', flag: 'normal', takenAt: '2026-01-02' };

async function create(clinic: SeededClinic, body: Record<string, unknown>): Promise<string> {
  const res = await clinic.as('owner').post('/api/patients', { sex: 'F', labs: [lab], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

function ctxOf(clinic: SeededClinic, role: Role): ClinicContext {
  return { userId: clinic.as(role).userId!, userName: role, clinicId: clinic.clinicId, role, permissions: permissionsFor(role), requestId: 'test', via: 'http' };
}

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'reception']);
  other = await seedClinic(t.app, ['owner']);
  inPanel = await create(c, { name: 'In Panel', primaryProviderId: c.as('doctor').userId });
  outOfPanel = await create(c, { name: 'Out Of Panel' });
  otherClinic = await create(other, { name: 'Other Clinic' });
});
afterAll(() => t.close());

const ids = (ctx: ClinicContext) => withClinicTx(t.app.deps.db, ctx, async (tx) => ({
  patients: (await reachablePatients(tx, ctx).select('patient.id').execute()).map((r) => r.id).sort(),
  labs: [...new Set((await reachableLabs(tx, ctx).select('lab.patient_id').execute()).map((r) => r.patient_id))].sort(),
}));

describe('reachablePatients and reachableLabs', () => {
  it('give the clinic\'s patients to the owner, the panel to a doctor, and nothing of another clinic', async () => {
    expect(await ids(ctxOf(c, 'owner'))).toEqual({ patients: [inPanel, outOfPanel].sort(), labs: [inPanel, outOfPanel].sort() });
    expect(await ids(ctxOf(c, 'doctor'))).toEqual({ patients: [inPanel], labs: [inPanel] });
    // Even asking for the other clinic's patient by id finds nothing.
    const ctx = ctxOf(c, 'owner');
    const found = await withClinicTx(t.app.deps.db, ctx, (tx) => reachablePatients(tx, ctx).select('patient.id').where('patient.id', '=', otherClinic).execute());
    expect(found).toEqual([]);
  });

  it('refuse a caller without the read permission (reception may not read lab results)', async () => {
    const ctx = ctxOf(c, 'reception');
    await expect(withClinicTx(t.app.deps.db, ctx, async (tx) => reachableLabs(tx, ctx))).rejects.toMatchObject({ status: 403 });
    const { patients } = await withClinicTx(t.app.deps.db, ctx, async (tx) => ({ patients: await reachablePatients(tx, ctx).select('patient.id').execute() }));
    expect(patients.map((p) => p.id).sort()).toEqual([inPanel, outOfPanel].sort());
  });
});
