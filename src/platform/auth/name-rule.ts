import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Issue 10, finding 11: no one may pass for a colleague. Within the clinics a user shares with others (or the clinic
 * a new member is joining), neither a display name nor a username (or display username) may equal another member's
 * display name, username or display username. Usernames are also unique across the whole service (Better Auth's
 * username plugin and POST /api/staff), which this does not replace.
 * The rule is per clinic on purpose: a name someone uses only in a clinic you are not in is no impersonation of a
 * colleague, and a global rule would tell a stranger that a name exists elsewhere. Values are compared folded:
 * case, accents (NFKD, combining marks dropped) and runs of whitespace do not count. A value the user already holds
 * (folded) is never refused, so keeping one's own name always works.
 */
export function foldName(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

export const NAME_TAKEN_DETAIL = 'That name or username is already used by another member of your clinic (as a name or a username); choose one that cannot be mistaken for a colleague';

export interface NameCandidate {
  /** The user being named; absent for a user not yet created. Their own values never clash. */
  userId?: string;
  /** The clinics to check; by default every clinic the user is a member of. */
  clinicIds?: string[];
  name?: string;
  /** A username or a display username. */
  username?: string;
}

/** Null when the candidate passes; otherwise the detail to answer with (409). The one place the rule lives. */
export async function nameClash(db: Kysely<Database>, candidate: NameCandidate): Promise<string | null> {
  const self = candidate.userId
    ? await db.selectFrom('user').select(['name', 'username', 'displayUsername']).where('id', '=', candidate.userId).executeTakeFirst()
    : undefined;
  const own = new Set([self?.name, self?.username, self?.displayUsername].filter((v): v is string => !!v).map(foldName));
  const name = candidate.name === undefined ? undefined : foldName(candidate.name);
  const username = candidate.username === undefined ? undefined : foldName(candidate.username);
  const checkName = name !== undefined && name !== '' && !own.has(name);
  const checkUsername = username !== undefined && username !== '' && !own.has(username);
  if (!checkName && !checkUsername) return null;

  const clinicIds = candidate.clinicIds ?? (candidate.userId
    ? (await db.selectFrom('member').select('organizationId').where('userId', '=', candidate.userId).execute()).map((r) => r.organizationId)
    : []);
  if (clinicIds.length === 0) return null;
  let colleagues = db.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
    .select(['user.name', 'user.username', 'user.displayUsername'])
    .where('member.organizationId', 'in', clinicIds);
  if (candidate.userId) colleagues = colleagues.where('member.userId', '!=', candidate.userId);
  for (const other of await colleagues.execute()) {
    const otherName = foldName(other.name);
    const otherUsernames = [other.username, other.displayUsername].filter((v): v is string => !!v).map(foldName);
    if (checkName && (name === otherName || otherUsernames.includes(name!))) return NAME_TAKEN_DETAIL;
    if (checkUsername && (username === otherName || otherUsernames.includes(username!))) return NAME_TAKEN_DETAIL;
  }
  return null;
}
