import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission } from '../../src/platform/auth/context.js';
import type { Permission, Role } from '../../src/platform/auth/permissions.js';
import type { ZodApp } from '../../src/platform/http/route-module.js';
import { routeModules } from '../../src/modules.js';
import { anonymous } from '../support/client.js';
import { ALL_ROLES, seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// decisions.md §2, written out by hand (never derived from src): every role × every permission.
const R = 'read', W = 'write', D = 'delete';
const TABLE: Record<Role, Record<string, string[]>> = {
  owner: { patient: [R, W, D], lab: [R, W], appointment: [R, W, D], invoice: [R, W, D], prescription: [R, W, D], task: [R, W, D], inventory: [R, W, D], member: ['create', 'update'] },
  admin: { patient: [R, W, D], lab: [R, W], appointment: [R, W, D], invoice: [R, W, D], prescription: [R, W, D], task: [R, W, D], inventory: [R, W, D], member: ['create', 'update'] },
  doctor: { patient: [R, W], lab: [R, W], appointment: [R, W, D], invoice: [R, W, D], prescription: [R, W, D], task: [R, W, D], inventory: [R, W, D], member: [] },
  member: { patient: [R, W], lab: [R, W], appointment: [R, W, D], invoice: [R, W, D], prescription: [R, W, D], task: [R, W, D], inventory: [R, W, D], member: [] },
  reception: { patient: [R, W], lab: [], appointment: [R, W, D], invoice: [R, W, D], prescription: [], task: [R, W], inventory: [], member: [] },
  pharmacy: { patient: [R], lab: [], appointment: [R], invoice: [], prescription: [R, W], task: [R, W], inventory: [R, W], member: [] },
  lab: { patient: [R], lab: [R, W], appointment: [R], invoice: [], prescription: [], task: [R, W], inventory: [], member: [] },
};
const EVERY: Array<[string, string]> = [
  ['patient', R], ['patient', W], ['patient', D], ['lab', R], ['lab', W],
  ['appointment', R], ['appointment', W], ['appointment', D], ['invoice', R], ['invoice', W], ['invoice', D],
  ['prescription', R], ['prescription', W], ['prescription', D], ['task', R], ['task', W], ['task', D],
  ['inventory', R], ['inventory', W], ['inventory', D], ['member', 'create'], ['member', 'update'],
];
const ROWS = ALL_ROLES.flatMap((role) => EVERY.map(([res, act]) => [role, `${res}:${act}`, TABLE[role][res]!.includes(act)] as const));

// A probe route per permission: answers 200 when the caller's role holds it, 403 otherwise.
async function probeRoutes(app: ZodApp) {
  app.get('/test/probe/:permission', { schema: { params: z.object({ permission: z.string() }) } }, async (req) => {
    requirePermission(req.clinicCtx, req.params.permission as Permission);
    return { ok: true };
  });
}

let t: TestApp;
let clinic: SeededClinic;
let targetUserId: string;
beforeAll(async () => {
  t = await startTestApp({ build: { routeModules: [...routeModules, probeRoutes] } });
  clinic = await seedClinic(t.app);
  // Password resets revoke the target's sessions, so they aim at a member no other test signs in as.
  targetUserId = (await clinic.addMember('lab', 'Reset Target')).userId;
});
afterAll(async () => { await t?.close(); });

describe('every role × every permission of decisions.md §2', () => {
  it.each(ROWS)('%s %s → allowed: %s', async (role, permission, allowed) => {
    const res = await clinic.as(role).get(`/test/probe/${permission}`);
    expect(res.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('reports the same permissions in GET /api/me', async () => {
    for (const role of ALL_ROLES) {
      const me = (await clinic.as(role).get('/api/me')).json();
      const expected = ROWS.filter(([r, , ok]) => r === role && ok).map(([, p]) => p).sort();
      expect([...me.permissions].sort()).toEqual(expected);
      expect(me.role).toBe(role);
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await anonymous(t.app).get('/test/probe/patient:read')).statusCode).toBe(401);
  });
});

describe('staff routes by role', () => {
  it.each(ALL_ROLES)('%s', async (role) => {
    const actor = clinic.as(role);
    const elevated = role === 'owner' || role === 'admin';
    expect((await actor.get('/api/staff/providers')).statusCode).toBe(200);
    expect((await actor.get('/api/staff')).statusCode).toBe(elevated ? 200 : 403);
    const target = targetUserId;
    expect((await actor.patch(`/api/staff/${target}`, { specialty: 'Hematology' })).statusCode).toBe(elevated ? 200 : 403);
    expect((await actor.patch(`/api/staff/${target}/password`, { newPassword: 'another-password-1' })).statusCode).toBe(elevated ? 200 : 403);
    const created = await actor.post('/api/staff', { name: `New Hire ${role}`, username: `hire_${role}_${clinic.tag}`, password: 'long-enough-password', role: 'lab' });
    expect(created.statusCode).toBe(elevated ? 201 : 403);
  });
});
