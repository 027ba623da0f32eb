import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { Ok, problems } from '../../platform/http/schemas.js';
import { CreateStaffBody, ProviderRow, SetPasswordBody, StaffRow, UpdateStaffBody, UserIdParams } from './schema.js';
import { createStaff, listProviders, listStaff, setPassword, updateSpecialty } from './service.js';

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
        + 'ignoring case, accents and spacing (no one may pass for a colleague).',
      body: CreateStaffBody,
      response: { 201: StaffRow, ...problems(409) },
    },
  }, async (req, reply) => reply.code(201).send(await createStaff(deps, req.clinicCtx, req.body)));

  app.patch('/api/staff/:userId', {
    schema: {
      tags: ['staff'], summary: 'Set the member\'s specialty in this clinic (member:update)',
      params: UserIdParams, body: UpdateStaffBody, response: { 200: StaffRow, ...problems(404) },
    },
  }, (req) => updateSpecialty(deps, req.clinicCtx, req.params.userId, req.body.specialty));

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
