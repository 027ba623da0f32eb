// One compiled context for a whole clinic (the chat agent's case): thousands of other patients, many sharing a given
// name or a surname (the subject patient, absent here, would be PATIENT_1). The right person is found whatever the roster's size, and other patients' contacts and birth
// dates, when the caller gives them, are known identifiers by normal form like the patient's own.
import { describe, expect, it } from 'vitest';
import {
  assertNoKnownIdentifiers, compileContext, deidentify, DeidLeakError, restore, type KnownPerson,
} from '../../../src/ai/deid/index.js';

const GIVEN = ['Maria', 'James', 'Linh', 'Ahmed', 'Olga', 'Kwame', 'Sofia', 'Peter'];
const FAMILY = ['Smith', 'Lopez', 'Nguyen', 'Haddad', 'Ivanova', 'Mensah', 'Rossi', 'Keller', 'Dubois', 'Tanaka'];
const roster: KnownPerson[] = [];
for (let i = 0; i < 3000; i++) {
  roster.push({ name: `${GIVEN[i % GIVEN.length]!} ${FAMILY[Math.floor(i / GIVEN.length) % FAMILY.length]!}${i >= 80 ? `-${i}` : ''}`, fileNumber: String(500000 + i) });
}
roster.push(
  { name: 'Jane Smith', fileNumber: '700001', phone: '(415) 555-0199', email: 'jane.smith@post.example', dateOfBirth: '1961-03-14' },
  { name: 'Ximena Smith', fileNumber: '700003' },
  { name: 'Theodora Quist', fileNumber: '700002', phone: '+1 206 555 0110', dateOfBirth: '1990-10-05' },
);
const compiled = compileContext({ otherPatients: roster, staff: ['Dr. Maria Keller', 'Sam Ortiz, RN'] });

function rejects(text: string): boolean {
  try {
    assertNoKnownIdentifiers(text, compiled);
    return false;
  } catch (e) {
    if (e instanceof DeidLeakError) return true;
    throw e;
  }
}

describe('a clinic-wide context of 3,000 patients', () => {
  it('finds each person by full name among hundreds sharing a part, and restores the right one', () => {
    const text = 'Maria Lopez called about Linh Rossi; Dr. Maria Keller will see both. Kwame  Tanaka too.';
    const r = deidentify(text, compiled, 'full');
    expect(r.text).toBe('[[PATIENT_2]] called about [[PATIENT_3]]; Dr. [[STAFF_1]] will see both. [[PATIENT_4]] too.');
    expect(restore(r.text, r.tokens)).toBe('Maria Lopez called about Linh Rossi; Dr. Maria Keller will see both. Kwame Tanaka too.');
  });

  it('a surname after an initial goes with the person of that initial', () => {
    const r = deidentify('Spoke with X. Smith today.', compiled, 'full');
    expect(r.text).toBe('Spoke with [[PATIENT_2]] today.');
    expect(restore(r.text, r.tokens)).toBe('Spoke with Ximena Smith today.');
  });

  it("another patient's phone, email and date of birth are known identifiers in any format", () => {
    for (const text of ['cb 415.555.0199', 'text 2065550110 pls', 'mail JANE.SMITH@post.example', 'DOB 03/14/1961', 'born 14 March 1961', 'dob 19610314']) {
      const masked = deidentify(text, compiled, 'full').text;
      expect(rejects(text), text).toBe(true);
      expect(rejects(masked), masked).toBe(false);
    }
  });

  it("other patients' birthdays do not turn every short date-like number into an identifier", () => {
    for (const text of ['titrate 5.10.15 units', 'BP 110/70, 3/14 pain', 'lot 0314-1961 expires']) {
      expect(rejects(text), text).toBe(false);
    }
    expect(deidentify('titrate 5.10.15 units', compiled, 'full').text).toBe('titrate 5.10.15 units');
  });
});
