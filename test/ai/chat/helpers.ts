import type { UIMessageChunk } from 'ai';
import { expect } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { App } from '../../../src/platform/http/app.js';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';

export type Chunk = UIMessageChunk & { data?: unknown; delta?: string; input?: unknown; output?: unknown; errorText?: string };

/** The SSE body of a finished chat response as UI-message chunks. */
export function chunksOf(body: string): Chunk[] {
  return body.split('\n\n').map((e) => e.trim()).filter((e) => e.startsWith('data: '))
    .map((e) => e.slice(6)).filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as Chunk);
}

export function textOf(chunks: Chunk[]): string {
  return chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');
}

export function dataParts(chunks: Chunk[], type: string): unknown[] {
  return chunks.filter((c) => c.type === `data-${type}`).map((c) => c.data);
}

export function userMessage(text: string, extraParts: unknown[] = []) {
  return { id: `m${Math.random().toString(36).slice(2, 8)}`, role: 'user', parts: [{ type: 'text', text }, ...extraParts] };
}

export async function setAi(actor: Actor, config: Record<string, unknown>) {
  const res = await actor.put('/api/ai/config', config);
  expect(res.statusCode, res.body).toBe(200);
}

export async function chat(actor: Actor, body: Record<string, unknown>) {
  const res = await actor.post('/api/chat', body);
  return { res, chunks: res.statusCode === 200 ? chunksOf(res.body) : [] };
}

export interface KnownPatient { name: string; fileNumber: string; phone: string }

/**
 * The test's own leak matcher (independent of the engine's guard): a patient's full name, each name part of 4+
 * letters as a whole word, the file number, and at level full the phone's digits in any punctuation.
 */
export function leaksIn(body: string, patients: KnownPatient[], level: 'full' | 'names'): string[] {
  const found: string[] = [];
  const lower = body.toLowerCase();
  const digits = body.replace(/[^0-9]/g, ' ');
  for (const p of patients) {
    if (lower.includes(p.name.toLowerCase())) found.push(`name of ${p.fileNumber}`);
    for (const part of p.name.split(/\s+/).filter((w) => w.length >= 4)) {
      if (new RegExp(`\\b${part}\\b`, 'i').test(body)) found.push(`name part of ${p.fileNumber}`);
    }
    if (level === 'full') {
      if (body.includes(p.fileNumber)) found.push(`file number ${p.fileNumber}`);
      const phoneDigits = p.phone.replace(/\D/g, '');
      if (body.replace(/\D/g, '').includes(phoneDigits) || digits.includes(phoneDigits)) found.push(`phone of ${p.fileNumber}`);
    }
  }
  return found;
}

/**
 * A clinic whose staff have people's names: the default seed names are role words ("doctor 1a2b"), which the
 * outbound guard rightly treats as staff names, and role words appear in the tools' schemas.
 */
export async function seedNamedClinic(app: App): Promise<SeededClinic> {
  const c = await seedClinic(app, ['owner']);
  const renamed = await c.as('owner').post('/api/auth/update-user', { name: 'Cornelius Abernathy' });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const staffNames: Record<Exclude<Role, 'owner'>, string> = {
    admin: 'Imogen Castellanos', doctor: 'Bartholomew Ainsley', member: 'Priyanka Venkataraman', reception: 'Ottoline Fairweather',
    pharmacy: 'Leopold Szczepanski', lab: 'Marisol Etxeberria',
  };
  for (const [role, name] of Object.entries(staffNames)) c.actors.set(role as Role, await c.addMember(role as Role, name));
  return c;
}
