// The hand-written, hand-labelled notes (bench/deid/handwritten): styles the generator does not make. They are
// development data (every miss in them was read while tuning), so these floors guard against regressions, they do
// not measure generalisation: the held-out sets (bench/deid/heldout69 to heldout71) do, in `npm run bench:deid`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreGeneralisation } from '../../../bench/deid/generalisation.js';
import { loadHandwritten, loadHeldout, parseLabelled } from '../../../bench/deid/handwritten.js';

const notes = loadHandwritten();
const all = scoreGeneralisation(notes);

describe('hand-written notes', () => {
  it('parse into text and labelled spans', () => {
    const { text, spans } = parseLabelled('Seen {{PATIENT:Rosa}} on {{DATE*:11/02/1979}}.');
    expect(text).toBe('Seen Rosa on 11/02/1979.');
    expect(spans).toEqual([{ start: 5, end: 9, cls: 'PATIENT', known: true }, { start: 13, end: 23, cls: 'DATE', known: true }]);
    expect(notes.length).toBeGreaterThanOrEqual(150);
  });

  it('the outbound guard passes every masked note: the engine and the guard agree', () => {
    expect(all.guard.checked).toBeGreaterThan(100);
    expect(all.guard.rejected).toBe(0);
    expect(all.guard.falseAlarms).toBe(0);
  });

  it('masks nothing in identifier-free notes (eponyms, codes, lot expiry dates, dictionary words)', () => {
    expect(all.identifierFree.notes).toBeGreaterThanOrEqual(20);
    expect(all.identifierFree.regions).toBe(0);
  });

  it('holds the recall and precision measured when tuning stopped', () => {
    expect(all.known.recall).toBe(1);
    expect(all.notesLeakingKnown).toBe(0);
    expect(all.all.recall).toBeGreaterThanOrEqual(0.98);
    // 0.965 until round 4: a relative's city ("Daughter Carol in Portland ME") is masked since, and this set leaves
    // towns unlabelled (the other sets label them, as HIPAA's Safe Harbor asks): one region counted false.
    expect(all.precision.value).toBeGreaterThanOrEqual(0.96);
    expect(all.agesOver89.recall).toBe(1);
    expect(all.knownDates.recall).toBe(1);
  });
});

describe('the independent held-out set loader', () => {
  it('reads a set directory with its own contexts.ts (STAFF, PATIENTS), or answers null when there is none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deid-heldout-'));
    try {
      expect(await loadHeldout(dir)).toBeNull();
      writeFileSync(join(dir, 'contexts.ts'), [
        "export const STAFF = ['Dr. Ines Moreau'];",
        "export const PATIENTS = { p1: { name: 'Tavita Faleolo', fileNumber: '77120', dateOfBirth: '1950-02-03' }, p2: { name: 'Oskar Lind' } };",
      ].join('\n'));
      writeFileSync(join(dir, 'notes-a.txt'), [
        '### k001 portal p1', 'hi its {{PATIENT:Tavita}}, file {{ID*:77-120}}. Dr {{STAFF:Moreau}} said ok.', '',
        '### k002 handover p0', '- {{PATIENT:Oskar L.}}: stable.', '', '### k003 clean p2', 'No identifiers here.', '',
      ].join('\n'));
      const notes = (await loadHeldout(dir))!;
      expect(notes.map((n) => [n.id, n.style, n.patient, n.identifierFree])).toEqual([
        ['k001', 'portal', 'p1', false], ['k002', 'handover', 'p0', false], ['k003', 'clean', 'p2', true],
      ]);
      expect(notes[0]!.context.patient?.name).toBe('Tavita Faleolo');
      expect(notes[0]!.context.otherPatients).toEqual([{ name: 'Oskar Lind' }]);
      expect(notes[1]!.context.patient).toBeUndefined();
      const score = scoreGeneralisation(notes);
      expect(score.known.gold).toBe(4);
      expect(score.notesLeakingKnown).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
