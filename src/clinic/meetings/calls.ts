import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { ClinicContext } from '../../platform/auth/context.js';
import { permissionsFor } from '../../platform/auth/permissions.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import type { SocketIdentity } from '../../platform/realtime/socket-server.js';
import { CallRegistryUnavailableError, LocalCallRegistry, RedisCallRegistry, type CallRegistry, type JoinResult, type Peer } from './call-registry.js';
import { CALL_CAPACITY, CallInvitePayload, CallRoomPayload, CallSignalPayload } from './schema.js';
import { findRoom, inviteToCall, listRooms } from './service.js';

/**
 * Realtime call signaling over the authenticated Socket.IO connection (interface "Realtime call signaling"):
 *
 *   call:join    client → server  roomId                 ack { ok: true, peers: [{ socketId, userId, userName }] }
 *                                                             | { ok: false, reason: 'full' | 'not_found' | 'unavailable' }
 *               ('unavailable': the shared call registry, Redis, is down; the cap cannot be checked, so no one joins)
 *   call:peer-joined  server → the others in the call      { socketId, userId, userName }
 *   call:signal  client → server  { to, signal }           the socket `to` (same call only) gets { from, signal }
 *   call:leave   client → server  roomId                   ack { ok: true } when asked for
 *   call:peer-left    server → the others in the call      { socketId } (also on disconnect)
 *   call:invite  client → server  { roomId, toUserId }     ack { ok: true } | { ok: false, reason: 'not_found' | 'invalid' }
 *   call:invite  server → invitee { roomId, roomName, fromName } (plus notification:new)
 *   call:presence     server → clinic                      { roomId, count }
 *
 * The server relays signaling and tracks membership only; nothing about a call is ever written to the database.
 * A socket is in at most one call: joining another room leaves the current one first. Malformed payloads get a
 * failed acknowledgement (or are dropped when there is no acknowledgement to give) and never throw.
 */

type Ack = (reply: unknown) => void;
type Deps = Pick<AppDeps, 'db' | 'activity' | 'realtime' | 'sessions'>;

interface CurrentCall { roomId: string; key: string; room: string }

/** Socket.IO passes the acknowledgement as the last argument, when the client asked for one. */
function splitArgs(args: unknown[]): { payload: unknown; ack: Ack } {
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    const fn = last as Ack;
    let answered = false;
    return {
      payload: args.length > 1 ? args[0] : undefined,
      ack: (reply) => {
        if (answered) return;
        answered = true;
        fn(reply);
      },
    };
  }
  return { payload: args[0], ack: () => {} };
}

const callKey = (clinicId: string, roomId: string) => `${clinicId}:${roomId}`;
const callRoom = (clinicId: string, roomId: string) => `call:${clinicId}:${roomId}`;

export function contextOf(identity: SocketIdentity, socket: Socket): ClinicContext {
  return {
    userId: identity.userId, userName: identity.userName, clinicId: identity.clinicId, role: identity.role,
    permissions: permissionsFor(identity.role), requestId: socket.id, via: 'socket',
  };
}

/** One socket's part in calls. join, leave and disconnect run one at a time, in arrival order. */
class SocketCalls {
  private current: CurrentCall | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly ctx: ClinicContext;

  constructor(
    private readonly deps: Deps,
    private readonly registry: CallRegistry,
    private readonly socket: Socket,
    private readonly identity: SocketIdentity,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ctx = contextOf(identity, socket);
  }

  /** Runs `work` after everything queued before it; a failure is logged and answered, never thrown. */
  serial(work: () => Promise<void>, onError: () => void = () => {}): Promise<void> {
    const run = this.queue.then(work).catch((err: unknown) => {
      this.log.warn({ errName: (err as Error)?.name, event: 'call' }, 'call signaling step failed');
      onError();
    });
    this.queue = run;
    return run;
  }

  private get peer(): Peer {
    return { socketId: this.socket.id, userId: this.identity.userId, userName: this.identity.userName };
  }

  private presence(roomId: string, count: number) {
    this.deps.realtime.toClinic(this.identity.clinicId, 'call:presence', { roomId, count });
  }

  /** The session behind the socket may have ended, or the membership been removed, since it connected. */
  private async stillMember(): Promise<boolean> {
    const session = await this.deps.sessions.resolve(this.socket.request.headers);
    if (!session || session.user.id !== this.identity.userId) return false;
    return (await this.deps.sessions.membership(this.identity.userId, this.identity.clinicId)) !== null;
  }

  async join(payload: unknown, ack: Ack): Promise<void> {
    const parsed = CallRoomPayload.safeParse(payload);
    // A malformed id is an unknown id.
    if (!parsed.success) return ack({ ok: false, reason: 'not_found' });
    const roomId = parsed.data;
    if (!(await this.stillMember())) {
      ack({ ok: false, reason: 'not_found' });
      this.socket.disconnect(true);
      return;
    }
    // Looked up with the socket's own clinic as the RLS context: another clinic's room is simply not there.
    const room = await findRoom(this.deps, this.ctx, roomId);
    if (!room) return ack({ ok: false, reason: 'not_found' });

    const key = callKey(this.identity.clinicId, roomId);
    let result: JoinResult;
    try {
      result = await this.registry.join(key, this.peer);
    } catch (err) {
      // Redis down: refused with a reason the client can show; the outage is logged once a minute, not per join.
      if (err instanceof CallRegistryUnavailableError) return ack({ ok: false, reason: 'unavailable' });
      throw err;
    }
    // A full room leaves the socket in the call it is in, if any.
    if (!result.ok) return ack({ ok: false, reason: 'full' });
    // One call per socket: having got the new place, it gives up the old one.
    if (this.current && this.current.roomId !== roomId) await this.leaveCurrent();
    if (!this.socket.connected) {
      // Disconnected while joining: give the place back before anyone hears of it.
      await this.registry.leave(key, this.socket.id);
      return;
    }
    const roomName = callRoom(this.identity.clinicId, roomId);
    this.current = { roomId, key, room: roomName };
    await this.socket.join(roomName);
    if (!result.alreadyIn) {
      this.socket.to(roomName).emit('call:peer-joined', this.peer);
      this.presence(roomId, result.count);
    }
    ack({ ok: true, peers: result.peers });
  }

  async leave(payload: unknown, ack: Ack): Promise<void> {
    const parsed = CallRoomPayload.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, reason: 'invalid' });
    if (this.current?.roomId === parsed.data) await this.leaveCurrent();
    ack({ ok: true });
  }

  /** Leaves the current call, if any: the others get `call:peer-left`, the clinic the new count. */
  async leaveCurrent(): Promise<void> {
    const call = this.current;
    if (!call) return;
    this.current = null;
    await this.socket.leave(call.room);
    let remaining: number;
    try {
      // The place is freed first, so a newcomer is never told of a peer that is leaving.
      remaining = await this.registry.leave(call.key, this.socket.id);
    } finally {
      this.deps.realtime.io.to(call.room).emit('call:peer-left', { socketId: this.socket.id });
    }
    this.presence(call.roomId, remaining);
  }

  /** Relays `{ from, signal }` to `to` only when both sockets are in the same call; anything else is dropped. */
  async signal(payload: unknown, ack: Ack): Promise<void> {
    const parsed = CallSignalPayload.safeParse(payload);
    const call = this.current;
    if (!parsed.success || !call || parsed.data.to === this.socket.id) return ack({ ok: false });
    if (!(await this.registry.isMember(call.key, parsed.data.to))) return ack({ ok: false });
    // The call may have been left while the membership was checked.
    if (this.current !== call) return ack({ ok: false });
    this.deps.realtime.io.to(parsed.data.to).emit('call:signal', { from: this.socket.id, signal: parsed.data.signal });
    ack({ ok: true });
  }

  async invite(payload: unknown, ack: Ack): Promise<void> {
    const parsed = CallInvitePayload.safeParse(payload);
    if (!parsed.success || parsed.data.toUserId === this.identity.userId) return ack({ ok: false, reason: 'invalid' });
    if (!(await this.stillMember())) {
      ack({ ok: false, reason: 'not_found' });
      this.socket.disconnect(true);
      return;
    }
    const sent = await inviteToCall(this.deps, this.ctx, parsed.data.roomId, parsed.data.toUserId);
    ack(sent ? { ok: true } : { ok: false, reason: 'not_found' });
  }

  /** Tells a newly connected socket which of its clinic's rooms have a call going, and how many are in each. */
  async sendPresenceSnapshot(): Promise<void> {
    const { items } = await listRooms(this.deps, this.ctx);
    const counts = await Promise.all(items.map((r) => this.registry.count(callKey(this.identity.clinicId, r.id))));
    items.forEach((room, i) => {
      const count = counts[i] ?? 0;
      if (count > 0) this.socket.emit('call:presence', { roomId: room.id, count });
    });
  }
}

/**
 * Attaches the call events to every authenticated socket. With REDIS_URL the occupancy cap is kept in Redis and so
 * holds across instances (the adapter carries the events between them); without it, in this process.
 */
export async function registerCallSignaling(app: ZodApp, deps: AppDeps): Promise<void> {
  const redis = deps.redis;
  const registry: CallRegistry = redis
    ? new RedisCallRegistry(redis.pub, { cap: CALL_CAPACITY, onFailure: redis.failed })
    : new LocalCallRegistry(CALL_CAPACITY);
  const sockets = new Map<string, SocketCalls>();
  let closing = false;

  deps.realtime.onSocket((socket, identity) => {
    const calls = new SocketCalls(deps, registry, socket, identity, app.log);
    sockets.set(socket.id, calls);
    const on = (event: string, queued: boolean, handler: (payload: unknown, ack: Ack) => Promise<void>) => {
      socket.on(event, (...args: unknown[]) => {
        const { payload, ack } = splitArgs(args);
        if (closing) return ack({ ok: false, reason: 'unavailable' });
        const failed = () => ack({ ok: false, reason: 'unavailable' });
        if (queued) void calls.serial(() => handler(payload, ack), failed);
        else void handler(payload, ack).catch(failed);
      });
    };
    on('call:join', true, (payload, ack) => calls.join(payload, ack));
    on('call:leave', true, (payload, ack) => calls.leave(payload, ack));
    on('call:signal', false, (payload, ack) => calls.signal(payload, ack));
    on('call:invite', false, (payload, ack) => calls.invite(payload, ack));
    socket.on('disconnect', () => {
      void calls.serial(() => calls.leaveCurrent()).finally(() => sockets.delete(socket.id));
    });
    void calls.sendPresenceSnapshot().catch(() => {});
  });

  // On shutdown, every call held here is left while the adapter and Redis are still up: the peers on other
  // instances get call:peer-left and the places are free at once, not only when the entries expire.
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([...sockets.values()].map((calls) => calls.serial(() => calls.leaveCurrent())));
  });
  app.addHook('onClose', async () => {
    await registry.close();
  });
}
