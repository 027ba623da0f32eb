import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { InvalidationBus } from '../realtime/bus.js';
import type { Auth } from './better-auth.js';
import { isRole, type Role } from './permissions.js';
import { TtlCache } from './session-cache.js';

export interface SignedInUser { id: string; name: string; email: string; username: string | null }
export interface SessionInfo { token: string; user: SignedInUser; activeClinicId: string | null }
export interface Membership { clinicId: string; clinicName: string; clinicSlug: string; role: Role }

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (SESSION_COOKIES.includes(name)) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

type Invalidation = { kind: 'session'; token: string } | { kind: 'user'; userId: string } | { kind: 'memberships' };
/** A session or all of a user's sessions and memberships ended or changed; told on every instance. */
export type SessionEnded = { kind: 'session'; token: string } | { kind: 'user'; userId: string };

/** The session id part of a cookie value (`<token>.<signature>`), as Better Auth stores it and revoke-session names it. */
export function sessionKey(token: string): string {
  return token.split('.')[0]!;
}

/**
 * Resolves sessions and memberships without a database round trip on every request: both are cached for a few
 * seconds, and every change that must take effect at once (sign-out, active clinic switch, password change, role
 * change) drops the entries here and, through the bus, on every other instance.
 */
export class SessionResolver {
  private readonly sessions: TtlCache<SessionInfo>;
  private readonly memberships: TtlCache<Membership | null>;
  private readonly endedListeners: Array<(ended: SessionEnded) => void> = [];

  constructor(
    private readonly auth: Auth,
    private readonly db: Kysely<Database>,
    cacheSeconds: number,
    private readonly bus: InvalidationBus,
  ) {
    this.sessions = new TtlCache(cacheSeconds * 1000);
    this.memberships = new TtlCache(cacheSeconds * 1000);
    bus.subscribe((message) => this.apply(message as Invalidation));
  }

  /**
   * The session from the cache alone, without a promise (most requests): null when the request carries no session
   * cookie, undefined when `resolve` must look it up. A hit needs the whole cookie value Better Auth verified, its
   * signature included, not only the session id the cache is keyed by (which revocations name).
   */
  cachedSession(headers: IncomingHttpHeaders): SessionInfo | null | undefined {
    const token = readSessionToken(headers.cookie);
    if (!token) return null;
    const cached = this.sessions.get(sessionKey(token));
    return cached?.token === token ? cached : undefined;
  }

  /** The membership from the cache alone (null: not a member), or undefined when `membership` must look it up. */
  cachedMembership(userId: string, clinicId: string): Membership | null | undefined {
    return this.memberships.get(`${userId}:${clinicId}`);
  }

  async resolve(headers: IncomingHttpHeaders): Promise<SessionInfo | null> {
    const token = readSessionToken(headers.cookie);
    if (!token) return null;
    const cached = this.sessions.get(sessionKey(token));
    if (cached?.token === token) return cached;
    const result = await this.auth.api.getSession({ headers: fromNodeHeaders(headers), query: { disableCookieCache: true } });
    if (!result) return null;
    const u = result.user as { id: string; name: string; email: string; username?: string | null };
    const info: SessionInfo = {
      token,
      user: { id: u.id, name: u.name, email: u.email, username: u.username ?? null },
      activeClinicId: (result.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
    };
    this.sessions.set(sessionKey(token), info, info.user.id);
    return info;
  }

  async membership(userId: string, clinicId: string): Promise<Membership | null> {
    const key = `${userId}:${clinicId}`;
    const cached = this.memberships.get(key);
    if (cached !== undefined) return cached;
    const row = await this.db.selectFrom('member')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select(['member.role', 'organization.id', 'organization.name', 'organization.slug'])
      .where('member.userId', '=', userId).where('member.organizationId', '=', clinicId)
      .executeTakeFirst();
    const membership = row && isRole(row.role)
      ? { clinicId: row.id, clinicName: row.name, clinicSlug: row.slug, role: row.role }
      : null;
    this.memberships.set(key, membership, userId);
    return membership;
  }

  invalidateToken(token: string) { this.publish({ kind: 'session', token: sessionKey(token) }); }

  /** Realtime ends the sockets of an ended session or user here (on every instance, as invalidations reach them all). */
  onEnded(listener: (ended: SessionEnded) => void) { this.endedListeners.push(listener); }
  invalidateUser(userId: string) { this.publish({ kind: 'user', userId }); }
  invalidateMemberships() { this.publish({ kind: 'memberships' }); }

  private publish(message: Invalidation) {
    this.apply(message);
    this.bus.publish(message);
  }

  private apply(message: Invalidation) {
    if (message.kind === 'memberships') {
      this.memberships.clear();
      return;
    }
    if (message.kind === 'session') this.sessions.delete(message.token);
    else if (message.kind === 'user') {
      this.sessions.deleteOwner(message.userId);
      this.memberships.deleteOwner(message.userId);
    } else return; // Other kinds on the shared bus belong to other caches.
    for (const listener of this.endedListeners) listener(message);
  }
}
