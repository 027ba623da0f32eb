import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAiAllowedFor } from '../../../src/ai/policy/service.js';
import { isRefusal, resolveAiFor } from '../../../src/ai/resolve.js';
import type { ClinicContext } from '../../../src/platform/auth/context.js';
import { permissionsFor, type Role } from '../../../src/platform/auth/permissions.js';
import { anonymous } from '../../support/client.js';
import { ALL_ROLES, seedClinic, signUp, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app);
  other = await seedClinic(t.app, ['owner']);
});
afterAll(async () => { await t?.close(); });

function ctxOf(role: Role): ClinicContext {
  const actor = clinic.as(role);
  return {
    userId: actor.userId, userName: actor.name, clinicId: clinic.clinicId, role, permissions: permissionsFor(role),
    requestId: 'test', via: 'http',
  };
}

async function setPolicy(aiEnabled: boolean, disabledForEmployees: boolean) {
  const res = await clinic.as('owner').put('/api/ai/policy', { aiEnabled, disabledForEmployees });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ aiEnabled, disabledForEmployees });
}

describe('GET /api/ai/policy', () => {
  it('answers the defaults (AI on for everyone) to every member', async () => {
    for (const role of ALL_ROLES) {
      const res = await clinic.as(role).get('/api/ai/policy');
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ aiEnabled: true, disabledForEmployees: false });
    }
  });

  it('answers 401 anonymously and 403 without an active clinic', async () => {
    expect((await anonymous(t.app).get('/api/ai/policy')).statusCode).toBe(401);
    const loner = await signUp(t.app, `policy_loner_${clinic.tag}`);
    expect((await loner.get('/api/ai/policy')).statusCode).toBe(403);
    expect((await loner.put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false })).statusCode).toBe(403);
  });
});

describe('PUT /api/ai/policy', () => {
  // decisions.md §2: AI policy write is owner/admin only.
  const writers: Array<[Role, number]> = [
    ['owner', 200], ['admin', 200], ['doctor', 403], ['member', 403], ['reception', 403], ['pharmacy', 403], ['lab', 403],
  ];
  it.each(writers)('%s → %i', async (role, status) => {
    const res = await clinic.as(role).put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403) expect(res.json().code).toBe('forbidden');
  });

  it('saves, is read back by every member, writes an activity entry, and leaves other clinics alone', async () => {
    const res = await clinic.as('admin').put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: true });
    expect(res.json()).toEqual({ aiEnabled: true, disabledForEmployees: true });
    for (const role of ALL_ROLES) expect((await clinic.as(role).get('/api/ai/policy')).json()).toEqual({ aiEnabled: true, disabledForEmployees: true });
    expect((await other.as('owner').get('/api/ai/policy')).json()).toEqual({ aiEnabled: true, disabledForEmployees: false });

    const activity = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; actorName: string; entityType: string; summary: string }>;
    const entry = activity.find((a) => a.action === 'ai_policy.updated');
    expect(entry).toMatchObject({ entityType: 'ai_policy', actorName: clinic.as('admin').name });
    expect(entry!.summary).toMatch(/owners and admins only/);
    expect((await other.as('owner').get('/api/activity')).json().some((a: { action: string }) => a.action === 'ai_policy.updated')).toBe(false);

    const denied = await clinic.as('doctor').put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false });
    expect(denied.statusCode).toBe(403);
    expect((await clinic.as('doctor').get('/api/ai/policy')).json()).toEqual({ aiEnabled: true, disabledForEmployees: true });
    await setPolicy(true, false);
  });

  it('validates the body: both fields required booleans', async () => {
    const owner = clinic.as('owner');
    for (const [body, field] of [
      [{ disabledForEmployees: false }, 'aiEnabled'], [{ aiEnabled: true }, 'disabledForEmployees'],
      [{ aiEnabled: 'no', disabledForEmployees: false }, 'aiEnabled'], [{ aiEnabled: true, disabledForEmployees: 1 }, 'disabledForEmployees'],
      [{ aiEnabled: null, disabledForEmployees: false }, 'aiEnabled'],
    ] as const) {
      const res = await owner.put('/api/ai/policy', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await owner.get('/api/ai/policy')).json()).toEqual({ aiEnabled: true, disabledForEmployees: false });
  });
});

describe('the guard, for each role under each policy state', () => {
  // Written by hand from the interface: aiEnabled=false blocks everyone; disabledForEmployees blocks all but owner/admin.
  const states: Array<[string, boolean, boolean, Record<Role, boolean>]> = [
    ['enabled', true, false, { owner: true, admin: true, doctor: true, member: true, reception: true, pharmacy: true, lab: true }],
    ['disabled', false, false, { owner: false, admin: false, doctor: false, member: false, reception: false, pharmacy: false, lab: false }],
    ['disabled, with disabledForEmployees too', false, true, { owner: false, admin: false, doctor: false, member: false, reception: false, pharmacy: false, lab: false }],
    ['disabledForEmployees', true, true, { owner: true, admin: true, doctor: false, member: false, reception: false, pharmacy: false, lab: false }],
  ];

  it.each(states)('%s', async (_name, aiEnabled, disabledForEmployees, allowed) => {
    await setPolicy(aiEnabled, disabledForEmployees);
    for (const role of ALL_ROLES) {
      const ctx = ctxOf(role);
      if (allowed[role]) {
        await expect(assertAiAllowedFor(t.app.deps, ctx), role).resolves.toEqual({ aiEnabled, disabledForEmployees });
      } else {
        const expectedReason = aiEnabled ? 'ai_disabled_for_employees' : 'ai_disabled';
        await expect(assertAiAllowedFor(t.app.deps, ctx), role).rejects.toMatchObject({
          status: 403, code: 'ai_disabled', extra: { reason: expectedReason },
          message: aiEnabled ? expect.stringMatching(/only owners and admins/) : expect.stringMatching(/turned off for this clinic/),
        });
      }
      // The resolver applies the same policy, with the caller's own (here: unconfigured) settings behind it.
      const resolution = await resolveAiFor(t.app.deps, ctx, null);
      if (allowed[role]) expect(isRefusal(resolution) ? resolution.reason : resolution.kind, role).toBe('no_ai_configured');
      else expect(isRefusal(resolution) && resolution.status, role).toBe(403);
    }
  });
});
