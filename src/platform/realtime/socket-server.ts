import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Role } from '../auth/permissions.js';
import { readSessionToken, sessionKey, type SessionResolver } from '../auth/sessions.js';
import { guardedForAdapter, type RedisConnections } from './redis.js';

export interface SocketIdentity { userId: string; userName: string; clinicId: string; role: Role }
export type SocketHandler = (socket: Socket, identity: SocketIdentity) => void;

export const clinicRoom = (clinicId: string) => `clinic:${clinicId}`;
export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (key: string) => `session:${key}`;

export interface Realtime {
  readonly io: Server;
  toClinic(clinicId: string, event: string, payload: unknown): void;
  toUser(userId: string, event: string, payload: unknown): void;
  /** Lets a capability (e.g. call signaling) attach its own event handlers to every authenticated socket. */
  onSocket(handler: SocketHandler): void;
  close(): Promise<void>;
}

export async function createRealtime(
  server: HttpServer,
  options: { sessions: SessionResolver; redis?: RedisConnections; corsOrigins: string[] },
): Promise<Realtime> {
  const allowedOrigins = new Set(options.corsOrigins.map((o) => new URL(o).origin));
  const io = new Server(server, {
    path: '/socket.io',
    cors: { origin: options.corsOrigins, credentials: true },
    // The HTTP origin rule (origin-check.ts): a handshake carrying the session cookie must come from a trusted origin,
    // or another site's page could open a socket with the user's cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      const cookieBearing = readSessionToken(req.headers.cookie) !== undefined;
      const trusted = origin !== undefined && origin !== 'null' && allowedOrigins.has(origin);
      callback(cookieBearing && !trusted ? 'origin not allowed' : null, !cookieBearing || trusted);
    },
  });
  if (options.redis) {
    const { redis } = options;
    // Loaded only with Redis configured, like the client itself.
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(guardedForAdapter(redis.pub, redis.failed), guardedForAdapter(await redis.subscriber(), redis.failed)));
  }
  const handlers: SocketHandler[] = [];

  // A socket is a signed-in member of its active clinic, or it is refused before it connects.
  io.use((socket, next) => {
    void (async () => {
      const session = await options.sessions.resolve(socket.request.headers);
      if (!session) return next(new Error('unauthenticated'));
      if (!session.activeClinicId) return next(new Error('no active clinic'));
      const membership = await options.sessions.membership(session.user.id, session.activeClinicId);
      if (!membership) return next(new Error('not a member of the active clinic'));
      const identity: SocketIdentity = { userId: session.user.id, userName: session.user.name, clinicId: membership.clinicId, role: membership.role };
      socket.data.identity = identity;
      socket.data.sessionKey = sessionKey(session.token);
      next();
    })().catch(() => next(new Error('unauthenticated')));
  });

  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    void socket.join([clinicRoom(identity.clinicId), userRoom(identity.userId), sessionRoom(socket.data.sessionKey as string)]);
    for (const handler of handlers) handler(socket, identity);
  });

  // A session or membership that ends (sign-out, revoke, password reset, removal, role change) ends its sockets. The
  // invalidation reaches every instance, and each ends its own sockets.
  options.sessions.onEnded((ended) => {
    const room = ended.kind === 'session' ? sessionRoom(ended.token) : userRoom(ended.userId);
    io.local.in(room).disconnectSockets(true);
  });

  return {
    io,
    toClinic: (clinicId, event, payload) => { io.to(clinicRoom(clinicId)).emit(event, payload); },
    toUser: (userId, event, payload) => { io.to(userRoom(userId)).emit(event, payload); },
    onSocket: (handler) => { handlers.push(handler); },
    close: () => new Promise<void>((resolve) => {
      // Only this instance's sockets: with the Redis adapter a plain disconnectSockets() reaches every instance.
      io.local.disconnectSockets(true);
      // io.close() would also close the HTTP server, which Fastify owns; close only the engine.
      io.engine.close();
      resolve();
    }),
  };
}
