// npx tsx bench/scribe-deid.ts — the scribe draft's de-identification cost in a 10,000-patient clinic: picking the
// other patients the input names with the clinic's cached context, compiling subject + staff + those, masking, and
// guarding against both contexts; against compiling the subject with the whole roster on every draft (what the
// engine's API alone allows). Prints; writes nothing.
import { faker } from '@faker-js/faker';
import { loadavg } from 'node:os';
import { subjectContextFrom, type ClinicRoster } from '../src/ai/clinic-deid-context.js';
import { assertNoKnownIdentifiers, compileContext, deidentify, warmDeidVocabularies } from '../src/ai/deid/index.js';

const PATIENTS = 10_000;
const DRAFTS = 40;
const WHOLE_ROSTER_DRAFTS = 10;

function quantiles(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
}

/** Wall and CPU time of `fn`, in ms. */
function timed(fn: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const t = performance.now();
  fn();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 };
}

await warmDeidVocabularies();
faker.seed(20261126);
const patients: Array<ClinicRoster['patients'][number]> = [];
for (let i = 0; i < PATIENTS; i++) {
  patients.push({
    name: `${faker.person.firstName()} ${faker.person.lastName()}`, fileNumber: String(100_000 + i * 7),
    phone: `${faker.number.int({ min: 201, max: 989 })}-555-${String(i % 10_000).padStart(4, '0')}`,
    dateOfBirth: faker.date.birthdate({ min: 1, max: 99, mode: 'age' }).toISOString().slice(0, 10),
  });
}
const staff = Array.from({ length: 40 }, () => `${faker.person.firstName()} ${faker.person.lastName()}`);
const roster: ClinicRoster = { stamp: 'bench', patients, staff };

function draftInput(k: number) {
  const subject = patients[k * 200]!;
  const other = patients[k * 200 + 1]!;
  const transcript = (`Doctor: Good morning ${subject.name}, file ${subject.fileNumber}. Patient: I sat by ${other.name} in the waiting room, `
    + `he gave me ${String(other.phone)}. I have had a cough for three days and a mild fever. Doctor: Temperature 37.9, lungs clear, `
    + 'BP 130/80. Likely viral; rest and fluids, review in a week. ').repeat(6);
  const input = { visitType: 'Acute visit', patient: { name: subject.name, fileNumber: subject.fileNumber, age: 50, medications: ['Metformin 500 mg twice daily'] }, transcript };
  return { subject: { name: subject.name, fileNumber: subject.fileNumber, phone: subject.phone, dateOfBirth: subject.dateOfBirth }, other, input };
}

const first = timed(() => {
  const { clinic } = subjectContextFrom(roster, { name: 'Nobody Here', fileNumber: '1' }, draftInput(0).input, 'full');
  assertNoKnownIdentifiers('warm', clinic);
});

const picked: Array<{ wall: number; cpu: number }> = [];
const whole: Array<{ wall: number; cpu: number }> = [];
let chars = 0;
for (let k = 1; k <= DRAFTS; k++) {
  const { subject, other, input } = draftInput(k);
  chars = input.transcript.length;
  picked.push(timed(() => {
    const { compiled, clinic } = subjectContextFrom(roster, subject, input, 'full');
    const prompt = JSON.stringify(deidentify(input, compiled, 'full').value);
    assertNoKnownIdentifiers(prompt, compiled, { level: 'full' });
    assertNoKnownIdentifiers(prompt, clinic, { level: 'full' });
    if (prompt.includes(other.name) || prompt.includes(subject.name)) throw new Error('a name was sent');
  }));
  if (k <= WHOLE_ROSTER_DRAFTS) {
    whole.push(timed(() => {
      const compiled = compileContext({ patient: subject, staff, otherPatients: patients.filter((p) => p.fileNumber !== subject.fileNumber) });
      assertNoKnownIdentifiers(JSON.stringify(deidentify(input, compiled, 'full').value), compiled, { level: 'full' });
    }));
  }
}

console.log(`${PATIENTS} patients, ${staff.length} staff, a ${chars}-character transcript naming the subject and one other patient; load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
console.log(`- first draft after a roster change (compiles the clinic context, as the chat's first request does): ${first.wall.toFixed(0)} ms wall, ${first.cpu.toFixed(0)} ms CPU`);
console.log(`- per draft, ${DRAFTS} drafts (pick the named patients, compile them with the subject and staff, mask, guard with both contexts): wall ${quantiles(picked.map((p) => p.wall))}; CPU ${quantiles(picked.map((p) => p.cpu))}`);
console.log(`- per draft, ${WHOLE_ROSTER_DRAFTS} drafts, the subject compiled with the whole roster instead: wall ${quantiles(whole.map((p) => p.wall))}; CPU ${quantiles(whole.map((p) => p.cpu))}`);
