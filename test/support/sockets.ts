import { io, type Socket } from 'socket.io-client';
import type { Actor } from './client.js';
import { TEST_ORIGIN } from './test-app.js';

/** A Socket.IO client signed in as the actor (its session cookie), over WebSocket only, from the service's origin. */
export function connectSocket(baseUrl: string, actor?: Actor, headers: Record<string, string> = { origin: TEST_ORIGIN }): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { ...headers, ...(actor ? { cookie: actor.cookieHeader } : {}) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => { socket.close(); reject(err); });
  });
}

/** Resolves with the next `event` payload, or rejects after `ms` with a message naming the event. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { socket.off(event, on); reject(new Error(`no ${event} within ${ms} ms`)); }, ms);
    const on = (payload: T) => { clearTimeout(timer); resolve(payload); };
    socket.once(event, on);
  });
}

/** Collects every `event` payload from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
