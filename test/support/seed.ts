import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Role } from '../../src/platform/auth/permissions.js';
import type { App } from '../../src/platform/http/app.js';
import { Actor } from './client.js';

export const ALL_ROLES: Role[] = ['owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy', 'lab'];
export const TEST_PASSWORD = 'test-password-123456';

export interface SeededClinic {
  clinicId: string;
  tag: string;
  as(role: Role): Actor;
  actors: Map<Role, Actor>;
  /** Adds one more member with the given role (a second doctor, say) and returns them signed in. */
  addMember(role: Role, name?: string): Promise<Actor>;
}

export async function signUp(app: App, username: string, name = `User ${username}`): Promise<Actor> {
  const actor = new Actor(app);
  const res = await actor.post('/api/auth/sign-up/email', { name, email: `${username}@example.test`, password: TEST_PASSWORD, username });
  expect(res.statusCode, res.body).toBe(200);
  actor.userId = res.json().user.id;
  actor.name = name;
  actor.username = username;
  return actor;
}

export async function signIn(app: App, username: string, password = TEST_PASSWORD): Promise<Actor> {
  const actor = new Actor(app);
  const res = await actor.post('/api/auth/sign-in/username', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  actor.userId = res.json().user.id;
  actor.name = res.json().user.name;
  actor.username = username;
  return actor;
}

/**
 * A new clinic with unique names, seeded through the public API as a user would: sign up, create the clinic, add one
 * member per role (`member` is made with update-member-role, the only way to that role), sign each in by username.
 */
export async function seedClinic(app: App, roles: Role[] = ALL_ROLES): Promise<SeededClinic> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const owner = await signUp(app, `owner_${tag}`, `Owner ${tag}`);
  const created = await owner.post('/api/auth/organization/create', { name: `Clinic ${tag}`, slug: `c-${tag}` });
  expect(created.statusCode, created.body).toBe(200);
  const clinicId = created.json().id as string;
  const actors = new Map<Role, Actor>([['owner', owner]]);
  let counter = 0;
  const usedDefaults = new Set<Role>();
  const addMember = async (role: Role, name?: string) => {
    // A second member of a role gets a numbered name: names that pass for a colleague's are refused (name-rule.ts).
    const defaultName = usedDefaults.has(role) ? `${role} ${counter} ${tag}` : `${role} ${tag}`;
    if (name === undefined) usedDefaults.add(role);
    const username = `${role}_${counter++}_${tag}`;
    const createRole = role === 'member' || role === 'owner' ? 'doctor' : role;
    const res = await owner.post('/api/staff', { name: name ?? defaultName, username, password: TEST_PASSWORD, role: createRole });
    expect(res.statusCode, res.body).toBe(201);
    if (createRole !== role) {
      const memberId = await memberIdOf(app, clinicId, res.json().userId);
      const changed = await owner.post('/api/auth/organization/update-member-role', { memberId, role, organizationId: clinicId });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    return signIn(app, username);
  };
  for (const role of roles) if (role !== 'owner') actors.set(role, await addMember(role));
  return {
    clinicId, tag, actors, addMember,
    as(role) {
      const actor = actors.get(role);
      if (!actor) throw new Error(`no ${role} seeded`);
      return actor;
    },
  };
}

async function memberIdOf(app: App, clinicId: string, userId: string): Promise<string> {
  const row = await app.deps.db.selectFrom('member').select('id')
    .where('organizationId', '=', clinicId).where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-up user who created a clinic of their own (so they are a member of an active clinic). */
export async function signUpWithClinic(app: App, username: string, name?: string): Promise<Actor> {
  const actor = await signUp(app, username, name);
  const created = await actor.post('/api/auth/organization/create', { name: `Clinic ${username}`, slug: `c-${username.toLowerCase().replaceAll('_', '-')}` });
  expect(created.statusCode, created.body).toBe(200);
  return actor;
}
