import { io, type Socket } from 'socket.io-client';
import type { Actor } from '../../support/client.js';
import { TEST_ORIGIN } from '../../support/test-app.js';

// Generous so a loaded machine does not fail a passing test; a passing test never waits this long.
const WAIT_MS = 10_000;

/** Socket.IO clients opened by one test file, closed together. */
export class Sockets {
  private readonly open: Socket[] = [];

  constructor(private readonly baseUrl: () => string) {}

  /**
   * Connects as the actor (its session cookie), over WebSocket only; rejects with the server's refusal. `before`
   * runs before the connection is opened, to listen for events sent right on connect.
   */
  async connect(actor?: Actor, options: { baseUrl?: string; before?: (socket: Socket) => void } = {}): Promise<Socket> {
    const socket = io(options.baseUrl ?? this.baseUrl(), {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      autoConnect: false,
      // Browsers send Origin on the handshake; a cookie-bearing one from another origin is refused.
      extraHeaders: { origin: TEST_ORIGIN, ...(actor ? { cookie: actor.cookieHeader } : {}) },
    });
    this.open.push(socket);
    options.before?.(socket);
    socket.connect();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { socket.close(); reject(new Error(`socket did not connect within ${WAIT_MS} ms`)); }, WAIT_MS);
      socket.once('connect', () => { clearTimeout(timer); resolve(socket); });
      socket.once('connect_error', (err) => { clearTimeout(timer); socket.close(); reject(err); });
    });
  }

  closeAll() {
    for (const s of this.open.splice(0)) s.close();
  }
}

/**
 * Resolves with the next `event` payload that matches, or rejects after `ms` naming the event. Call it before the
 * action that causes the event, then await it.
 */
export function nextEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, ms = WAIT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    const timer = setTimeout(() => { socket.off(event, on); reject(new Error(`no matching ${event} within ${ms} ms`)); }, ms);
    socket.on(event, on);
  });
}

/** Resolves with the next `n` payloads of `event`, or rejects after `ms` saying how many came. */
export function nextEvents<T = unknown>(socket: Socket, event: string, n: number, ms = WAIT_MS): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const seen: T[] = [];
    const on = (payload: T) => {
      seen.push(payload);
      if (seen.length < n) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(seen);
    };
    const timer = setTimeout(() => { socket.off(event, on); reject(new Error(`${seen.length} of ${n} ${event} within ${ms} ms`)); }, ms);
    socket.on(event, on);
  });
}

/** Every `event` payload from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => { seen.push(payload); });
  return seen;
}

/** Emits and waits for the server's acknowledgement (bounded). */
export function request<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(WAIT_MS).emitWithAck(event, ...args) as Promise<T>;
}

/**
 * A round trip through the server on this socket: once it returns, anything the server had already sent to the
 * socket has arrived. Used to assert that an event was NOT delivered, without sleeping.
 */
export async function roundTrip(socket: Socket): Promise<void> {
  await request(socket, 'call:leave', 'round-trip');
}

export interface JoinAck { ok: boolean; reason?: string; peers?: Array<{ socketId: string; userId: string; userName: string }> }

export function join(socket: Socket, roomId: unknown): Promise<JoinAck> {
  return request<JoinAck>(socket, 'call:join', roomId);
}
