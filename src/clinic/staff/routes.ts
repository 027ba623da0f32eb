import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { Ok, problems } from '../../platform/http/schemas.js';
import { CreateStaffBody, ProviderRow, SetPasswordBody, StaffRow, UpdateStaffBody, UserIdParams } from './schema.js';
import { createStaff, listProviders, listStaff, setPassword, updateStaffProfile } from './service.js';

export async function staffRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/staff/providers', {
    schema: {
      tags: ['staff'], summary: 'Members who can be a primary provider (owner, admin, doctor, member), with specialty',
      response: { 200: z.array(ProviderRow) },
    },
  }, (req) => listProviders(deps, req.clinicCtx));

  app.get('/api/staff', {
    schema: { tags: ['staff'], summary: 'All members of the clinic (member:create)', response: { 200: z.array(StaffRow) } },
  }, (req) => listStaff(deps, req.clinicCtx));

  app.post('/api/staff', {
    schema: {
      tags: ['staff'], summary: 'Create a staff account and its membership in one step (member:create)',
      description: 'The new member signs in with username and password. Email is optional (a placeholder is generated). Duplicate username or email → 409; so is a name or username equal to a member\'s name or username in this clinic, '
        + 'ignoring case, accents and spacing (no one may pass for a colleague). Optional npi and dea follow the rules of PATCH.',
      body: CreateStaffBody,
      response: { 201: StaffRow, ...problems(409) },
    },
  }, async (req, reply) => reply.code(201).send(await createStaff(deps, req.clinicCtx, req.body)));

  app.patch('/api/staff/:userId', {
    schema: {
      tags: ['staff'], summary: 'Set the member\'s specialty, NPI or DEA number in this clinic (member:update)',
      description: 'A field omitted keeps its value; null clears it; at least one is required. npi and dea exist for the data '
        + 'standards (decisions.md §13): an NPI has 10 digits and a valid check digit (Luhn over 80840 and its first 9 digits), '
        + 'a DEA number two letters and seven digits with a valid DEA check digit (upper-cased). Any failure is a 400 naming '
        + 'the field and nothing is written. An NPI already held by another member of the clinic → 409. They are visible '
        + 'where the staff row is (GET /api/staff, member:create); the providers list does not carry them.',
      params: UserIdParams, body: UpdateStaffBody, response: { 200: StaffRow, ...problems(404, 409) },
    },
  }, (req) => updateStaffProfile(deps, req.clinicCtx, req.params.userId, req.body));

  app.patch('/api/staff/:userId/password', {
    schema: {
      tags: ['staff'], summary: 'Set a member\'s password (member:update); their other sessions are revoked',
      description: 'The target must be a member of the active clinic (404 otherwise). A clinic resets only a password it alone governs: '
        + 'an account that is also a member of another clinic, or outranks the caller in any clinic, is refused with 403 (the user resets it '
        + 'themselves with POST /api/auth/change-password), unless the caller is an owner of every clinic the account belongs to.',
      params: UserIdParams, body: SetPasswordBody, response: { 200: Ok, ...problems(404) },
    },
  }, (req) => setPassword(deps, req.clinicCtx, req.params.userId, req.body.newPassword, req.session?.token));
}
