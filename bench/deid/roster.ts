// The chat agent's case: ONE compiled context per clinic holding every patient (10,000 names, file numbers,
// phones, emails, birth dates) and the staff, used to mask a whole prompt of a few KB and to run the outbound
// guard before each provider call. Measures compile time, the first call after compiling, and masking + guard per
// prompt, so the cost can be seen to follow the text's length, not the roster's size.
import { faker } from '@faker-js/faker';
import {
  assertNoKnownIdentifiers, compileContext, deidentify, type KnownPerson,
} from '../../src/ai/deid/index.js';
import { quantiles, type Quantiles } from './score.js';

export interface RosterLatency {
  readonly people: number;
  readonly staff: number;
  readonly promptChars: number;
  readonly compileMs: number;
  readonly firstCallMs: number;
  readonly mask: Quantiles;
  readonly guard: Quantiles;
  readonly maskCpu: Quantiles;
  /** Same prompt, same code, a context of 20 people: the roster's own share of the cost is the difference. */
  readonly smallRosterMask: Quantiles;
  readonly masked: string;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function rosterLatency(people = 10_000, runs = 200): RosterLatency {
  faker.seed(20261125);
  const roster: Array<Exclude<KnownPerson, string>> = [];
  for (let i = 0; i < people; i++) {
    const given = faker.person.firstName();
    const family = faker.person.lastName();
    roster.push({
      name: `${given} ${family}`,
      fileNumber: pad(100_000 + i * 7, 6),
      phone: `${faker.number.int({ min: 201, max: 989 })}-555-${pad(i % 10_000, 4)}`,
      email: `${given}.${family}${i}@mail.example`.toLowerCase(),
      dateOfBirth: faker.date.birthdate({ min: 1, max: 99, mode: 'age' }).toISOString().slice(0, 10),
    });
  }
  const staff = Array.from({ length: 40 }, () => `${faker.person.firstName()} ${faker.person.lastName()}`);
  const a = roster[1234]!;
  const b = roster[8765]!;
  const [aFamily, bGiven] = [a.name.split(' ')[1]!, b.name.split(' ')[0]!];
  // A chat prompt: a system prompt, the user's question, a tool result as JSON text, earlier turns. Two patients.
  const paragraph = [
    'You are the clinic assistant. Answer from the tools only; never guess doses. Be brief.',
    `User: what changed for ${a.name} (file ${a.fileNumber}) since the last visit? Also did ${b.name} call back?`,
    `Tool getPatient: {"name":"${a.name}","fileNumber":"${a.fileNumber}","dateOfBirth":"${a.dateOfBirth}","phone":"${String(a.phone)}",` +
      '"allergies":["penicillin"],"problems":["Hypertension","Type 2 diabetes mellitus","Hyperlipidemia"],' +
      '"medications":[{"name":"Metformin","dose":"500 mg BID"},{"name":"Lisinopril","dose":"10 mg daily"}]}',
    `Assistant: Mr. ${aFamily} was seen on 03/14/2025; HbA1c 7.9% (was 8.4%), BP 138/84, eGFR 71. Plan: continue metformin, recheck in 3 months.`,
    `Tool listAppointments: [{"when":"2025-04-02T09:30","with":"${staff[3]!}","reason":"follow-up"},{"when":"2025-05-10T14:00","with":"${staff[7]!}","reason":"labs"}]`,
    `User: ${bGiven} left a message at ${String(b.phone)} about her refill; email ${String(b.email)}.`,
  ].join('\n');
  let prompt = '';
  while (prompt.length < 3000) prompt += paragraph + '\n';

  let t = performance.now();
  const compiled = compileContext({ otherPatients: roster, staff });
  const compileMs = performance.now() - t;
  t = performance.now();
  const first = deidentify(prompt, compiled, 'full');
  assertNoKnownIdentifiers(first.text, compiled);
  const firstCallMs = performance.now() - t;
  const small = compileContext({ otherPatients: [a, b, ...roster.slice(0, 18)], staff: staff.slice(0, 10) });
  deidentify(prompt, small, 'full');

  const mask: number[] = [];
  const guard: number[] = [];
  const maskCpu: number[] = [];
  const smallMask: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    t = performance.now();
    const r = deidentify(prompt, compiled, 'full');
    mask.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    maskCpu.push((used.user + used.system) / 1000);
    t = performance.now();
    assertNoKnownIdentifiers(r.text, compiled);
    guard.push(performance.now() - t);
    t = performance.now();
    deidentify(prompt, small, 'full');
    smallMask.push(performance.now() - t);
  }
  return {
    people, staff: staff.length, promptChars: prompt.length, compileMs, firstCallMs,
    mask: quantiles(mask), guard: quantiles(guard), maskCpu: quantiles(maskCpu), smallRosterMask: quantiles(smallMask),
    masked: first.text.slice(0, 600),
  };
}
