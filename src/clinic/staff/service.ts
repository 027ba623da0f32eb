import { hashPassword } from 'better-auth/crypto';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isElevated, requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { nameClash } from '../../platform/auth/name-rule.js';
import { CLINICIAN_ROLES } from '../../platform/auth/permissions.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { CreateStaffBody, StaffRow, UpdateStaffBody } from './schema.js';

type Deps = Pick<AppDeps, 'db' | 'activity' | 'sessions' | 'faults'>;

function staffQuery(tx: ClinicTx, clinicId: string) {
  return tx.selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .leftJoin('staff_profile', (j) => j.onRef('staff_profile.user_id', '=', 'member.userId').on('staff_profile.clinic_id', '=', clinicId))
    .select(['member.userId', 'user.name', 'user.displayUsername', 'user.username', 'user.email', 'member.role', 'staff_profile.specialty',
      'staff_profile.npi', 'staff_profile.dea'])
    .where('member.organizationId', '=', clinicId)
    .orderBy('user.name').orderBy('member.userId');
}

/** Runs a write of a member's profile; an NPI another member of the clinic holds (the unique index of 0620) is a 409. */
async function refuseTakenNpi<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'staff_profile_clinic_npi_key') {
      throw errors.conflict('That NPI belongs to another member of this clinic');
    }
    throw err;
  }
}

type StaffQueryRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

function toStaff(r: StaffQueryRow): StaffRow {
  return {
    userId: r.userId, name: r.name, username: r.displayUsername ?? r.username, email: r.email, role: r.role,
    specialty: r.specialty ?? null, npi: r.npi ?? null, dea: r.dea ?? null,
  };
}

export async function listProviders(deps: Deps, ctx: ClinicContext) {
  return withClinicTx(deps.db, ctx, async (tx) => {
    const rows = await staffQuery(tx, ctx.clinicId).where('member.role', 'in', [...CLINICIAN_ROLES]).execute();
    return rows.map((r) => ({ userId: r.userId, name: r.name, role: r.role, specialty: r.specialty ?? null }));
  });
}

export async function listStaff(deps: Deps, ctx: ClinicContext) {
  requirePermission(ctx, 'member:create');
  return withClinicTx(deps.db, ctx, async (tx) => (await staffQuery(tx, ctx.clinicId).execute()).map(toStaff));
}

/** Finds a member of the active clinic; anyone else is a 404, whatever exists in other clinics. */
export async function findMemberOrThrow(tx: ClinicTx, ctx: ClinicContext, userId: string): Promise<StaffRow> {
  const row = await staffQuery(tx, ctx.clinicId).where('member.userId', '=', userId).executeTakeFirst();
  if (!row) throw errors.notFound('staff member');
  return toStaff(row);
}

/**
 * User, credential, membership, specialty and activity row commit together: a failure at any step leaves no user
 * without a membership behind.
 */
export async function createStaff(deps: Deps, ctx: ClinicContext, input: CreateStaffBody): Promise<StaffRow> {
  requirePermission(ctx, 'member:create');
  const username = input.username.toLowerCase();
  const email = (input.email ?? `${username}@staff.invalid`).toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const userId = uuidv7();
  const now = new Date();
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    if (input.specialty || input.npi || input.dea) {
      await refuseTakenNpi(() => tx.insertInto('staff_profile').values({
        clinic_id: ctx.clinicId, user_id: userId, specialty: input.specialty ?? null, npi: input.npi ?? null, dea: input.dea ?? null,
        updated_at: now,
      }).execute());
    }
    await deps.activity.record(tx, after, ctx, {
      action: 'staff.created', entityType: 'staff', entityId: userId, summary: `${ctx.userName} added ${input.name} as ${input.role}`,
    });
    return findMemberOrThrow(tx, ctx, userId);
  }, {
    beforeScope: async (tx) => {
      const taken = await tx.selectFrom('user').select(['username', 'email'])
        .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)])).executeTakeFirst();
      if (taken) throw errors.conflict(taken.username === username ? 'That username is taken' : 'That email is already in use');
      const clash = await nameClash(tx, { clinicIds: [ctx.clinicId], name: input.name, username: input.username });
      if (clash) throw errors.conflict(clash);
      await tx.insertInto('user').values({
        id: userId, name: input.name, email, emailVerified: false, image: null, createdAt: now, updatedAt: now,
        username, displayUsername: input.username,
      }).execute();
      deps.faults?.afterStaffUserInsert?.();
      await tx.insertInto('account').values({
        id: uuidv7(), accountId: userId, providerId: 'credential', userId, password: passwordHash, createdAt: now, updatedAt: now,
      }).execute();
      await tx.insertInto('member').values({ id: uuidv7(), organizationId: ctx.clinicId, userId, role: input.role, createdAt: now }).execute();
    },
  });
}

const PROFILE_FIELD_NAMES = { specialty: 'specialty', npi: 'NPI', dea: 'DEA number' } as const;

/**
 * Upserts the member's profile in this clinic: a field omitted keeps its value, null clears it. The activity entry
 * names the fields changed, never their values (a DEA number is not for the activity feed).
 */
export async function updateStaffProfile(deps: Deps, ctx: ClinicContext, userId: string, input: UpdateStaffBody): Promise<StaffRow> {
  requirePermission(ctx, 'member:update');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const member = await findMemberOrThrow(tx, ctx, userId);
    const next = {
      specialty: input.specialty !== undefined ? input.specialty : member.specialty,
      npi: input.npi !== undefined ? input.npi : member.npi,
      dea: input.dea !== undefined ? input.dea : member.dea,
    };
    const now = new Date();
    await refuseTakenNpi(() => tx.insertInto('staff_profile').values({ clinic_id: ctx.clinicId, user_id: userId, ...next, updated_at: now })
      .onConflict((oc) => oc.columns(['clinic_id', 'user_id']).doUpdateSet({ ...next, updated_at: now }))
      .execute());
    const changed = (Object.keys(PROFILE_FIELD_NAMES) as Array<keyof typeof PROFILE_FIELD_NAMES>)
      .filter((k) => input[k] !== undefined).map((k) => PROFILE_FIELD_NAMES[k]);
    await deps.activity.record(tx, after, ctx, {
      action: 'staff.updated', entityType: 'staff', entityId: userId,
      summary: `${ctx.userName} updated the ${changed.join(', ')} of ${member.name}`,
    });
    return { ...member, ...next };
  });
}

/** Rank for "outranks": owner above admin above everyone else. */
function rank(role: string): number {
  return role === 'owner' ? 2 : role === 'admin' ? 1 : 0;
}

export const RESET_REFUSED = 'This account is not governed by this clinic alone (it belongs to another clinic, or outranks you): '
  + 'ask its user to reset it themselves (POST /api/auth/change-password while signed in).';

/**
 * decisions.md §1: a clinic resets only a password it alone governs. The password is global to the account, so a
 * reset by one clinic's admin must never reach an account that another clinic relies on (the account takeover of
 * issue 10). Allowed when the actor owns every clinic of the account; otherwise refused when the account belongs to
 * any other clinic or outranks the actor in any of its clinics.
 */
async function assertGovernsAccount(tx: ClinicTx, ctx: ClinicContext, userId: string): Promise<void> {
  const rows = await tx.selectFrom('member').select(['organizationId', 'role', 'userId'])
    .where('userId', 'in', [userId, ctx.userId]).execute();
  const target = rows.filter((r) => r.userId === userId);
  if (!target.some((r) => r.organizationId === ctx.clinicId)) throw errors.notFound('staff member');
  if (userId === ctx.userId) return;
  const actorRole = new Map(rows.filter((r) => r.userId === ctx.userId).map((r) => [r.organizationId, r.role]));
  if (target.every((r) => actorRole.get(r.organizationId) === 'owner')) return;
  const actorRank = rank(ctx.role);
  const elsewhere = target.some((r) => r.organizationId !== ctx.clinicId);
  const outranks = target.some((r) => rank(r.role) > actorRank);
  if (elsewhere || outranks) throw errors.forbidden(RESET_REFUSED);
}

/**
 * Sets a member's password and signs that user out everywhere else (their other sessions are deleted and dropped from
 * every instance's cache). Refused (403) for an account this clinic does not govern alone (assertGovernsAccount).
 */
export async function setPassword(deps: Deps, ctx: ClinicContext, userId: string, newPassword: string, keepSessionToken?: string) {
  requirePermission(ctx, 'member:update');
  if (!isElevated(ctx)) throw errors.forbidden('Only clinic owners and admins may do this');
  const passwordHash = await hashPassword(newPassword);
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const member = await findMemberOrThrow(tx, ctx, userId);
    await deps.activity.record(tx, after, ctx, {
      action: 'staff.password_set', entityType: 'staff', entityId: userId, summary: `${ctx.userName} set a new password for ${member.name}`,
    });
    after.push(() => deps.sessions.invalidateUser(userId));
  }, {
    beforeScope: async (tx) => {
      await assertGovernsAccount(tx, ctx, userId);
      // Runs first but commits only with the activity row; the membership check above rolls it back when it fails.
      const updated = await tx.updateTable('account').set({ password: passwordHash, updatedAt: new Date() })
        .where('userId', '=', userId).where('providerId', '=', 'credential')
        .where(sql<boolean>`exists (select 1 from member m where m."userId" = ${userId} and m."organizationId" = ${ctx.clinicId})`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw errors.notFound('staff member');
      let del = tx.deleteFrom('session').where('userId', '=', userId);
      if (keepSessionToken) del = del.where('token', '!=', keepSessionToken.split('.')[0]!);
      await del.execute();
    },
  });
  return { ok: true as const };
}
