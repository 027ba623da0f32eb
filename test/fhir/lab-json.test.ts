import { describe, expect, it } from 'vitest';
import type { LabEntry } from '../../src/clinic/patients/entries.js';
import { rangeOf, toFhirDateTime } from '../../src/fhir/server/dates.js';
import { jsonString, LabJsonParts, labObservationJson, patientJson, sameTestResults, toLabObservation, toPatient, type PatientDemographics } from '../../src/fhir/server/mapping.js';

// The laboratory page of a search is written as JSON text directly (labObservationJson); it must be the text
// JSON.stringify gives for the Observation the mapping builds, for every kind of value, date and flag.

const PUBLIC_URL = 'https://clinic.example.org';

const values = ['13.5 g/dL', '6.8 mmol/L', '<0.01 ng/mL', '>= 200 mg/dl', '5', '-1.25', '120/80', 'negative', '  trace  ',
  '4 weird units', '1e3 U/L', '7 µmol/L', '3 x10^9/L', `7 ${'u'.repeat(31)}`, 'quote " and \\ backslash', 'line\nbreak',
  '0', '-0', '0.1000', '12 %', '99 mmHg', 'émoji 🧪', ''];
const takenAts = ['2026-01-10', '2024-02-29', '2023-02-29', '2026-02-11T08:15:00Z', '2026-02-11 08:15', '2026-02', '2026', 'Mar 3, 2026', 'yesterday',
  '', '   ', '2026-13-40', '2026-02-11T08:15:00+02:00', 'Taken "late"'];
const names = ['Hemoglobin', '  Potassium  ', 'Glucose   (fasting)', 'Hémoglobine', 'Na"+', 'tab\there'];
const flags: LabEntry['flag'][] = ['normal', 'high', 'low', 'critical'];

describe('labObservationJson', () => {
  it('is the text JSON.stringify gives for toLabObservation, with the parts of a page shared or not', () => {
    // One LabJsonParts for every row, as a page uses it (names, values and dates repeat), and a fresh one per row.
    const shared = new LabJsonParts(PUBLIC_URL);
    let n = 0;
    for (const value of values) {
      for (const takenAt of takenAts) {
        const name = names[n % names.length]!;
        const flag = flags[n % flags.length]!;
        const lab: LabEntry = { patientId: 'p-1', seq: n + 1, name, value, flag, takenAt, createdAt: '2026-03-01T10:00:00.123Z' };
        // Peers of the same test for the critical direction: a normal above or below, or lows and highs only.
        const peers: LabEntry[][] = [[lab], [lab, { ...lab, flag: 'normal', value: '9 g/dL' }], [lab, { ...lab, flag: 'low', value: 'x' }, { ...lab, flag: 'low', value: 'y' }]];
        for (const sameTest of peers) {
          const expected = JSON.stringify(toLabObservation(lab, sameTest, PUBLIC_URL));
          expect(labObservationJson(lab, sameTest, new LabJsonParts(PUBLIC_URL))).toBe(expected);
          expect(labObservationJson(lab, sameTest, shared)).toBe(expected);
          // The SQL page's summary of the same test's results (sql-search.ts) reads the same interpretation.
          expect(labObservationJson(lab, sameTestResults(sameTest), shared)).toBe(expected);
        }
        n++;
      }
    }
    expect(n).toBe(values.length * takenAts.length);
  });
});

describe('jsonString', () => {
  it('is the text JSON.stringify gives for any string: quotes, backslashes, control characters, surrogates, line separators', () => {
    const texts = ['', 'p-1.lab7', '2026-03-01T10:00:00.123Z', 'http://127.0.0.1:4640/fhir/Observation/a.lab1', 'a"b', 'back\\slash',
      'tab\there', 'nl\n', '\u0000', '\u001f', '\u007f', '\u2028\u2029', 'Hémoglobine', '€', '😀', '\ud83d', '\ude00', 'x\ud83dy', '\ude00\ud83d'];
    for (let code = 0; code < 0x80; code++) texts.push(`id${String.fromCharCode(code)}`);
    for (const text of texts) expect(jsonString(text)).toBe(JSON.stringify(text));
    // A patient id with a quote still yields valid JSON for the whole Observation.
    const lab: LabEntry = { patientId: 'p"1', seq: 1, name: 'Na', value: '140', flag: 'normal', takenAt: '2026-01-01', createdAt: '2026-03-01T10:00:00.123Z' };
    expect(labObservationJson(lab, [lab], new LabJsonParts(PUBLIC_URL))).toBe(JSON.stringify(toLabObservation(lab, [lab], PUBLIC_URL)));
  });
});

describe('patientJson', () => {
  it('is the text JSON.stringify gives for toPatient, whichever fields are blank, odd or escaped', () => {
    const names = ['José  García Parra', 'Cher', '  ', 'Ann "Nan" O\'Neil', 'tab\tname\u2028x', 'Zoë 😀'];
    const addresses: PatientDemographics['address'][] = [null,
      { line: ' 12  Main St ', city: 'Springfield', state: 'IL', postalCode: '62701' },
      { line: 'Apt "4"\\B', city: ' Saint  Louis', state: 'MO', postalCode: '63101-1234' }];
    let n = 0;
    for (const name of names) {
      for (const address of addresses) {
        for (const [phone, pcp, dateOfBirth] of [['', '', null], ['555 0100', 'Dr.  Who', '1980-02-29'], ['+1 "555"', '\ud800', '2001-01-01']] as const) {
          const p: PatientDemographics = {
            id: `01a2164b-ec2e-76c0-aa9a-${String(n).padStart(12, '0')}`, fileNumber: n % 2 ? 'A-17' : 'F"1', name, sex: n % 2 ? 'F' : 'M',
            phone, pcp, dateOfBirth, address, version: n, updatedAt: '2026-03-01T10:00:00.123Z',
          };
          for (const publicUrl of [PUBLIC_URL, 'https://clinic.example/a"b']) expect(patientJson(p, publicUrl)).toBe(JSON.stringify(toPatient(p, publicUrl)));
          n++;
        }
      }
    }
    expect(n).toBe(names.length * addresses.length * 3);
  });
});

describe('toFhirDateTime of a date-only text', () => {
  it('keeps the text exactly when rangeOf reads it as a date (leap days, month ends, years before 100)', () => {
    const texts: string[] = [];
    const years = [...Array.from({ length: 401 }, (_, y) => y), ...Array.from({ length: 509 }, (_, y) => 1896 + y), 9999];
    for (const year of years.map((y) => String(y).padStart(4, '0'))) {
      texts.push(year);
      for (let month = 0; month <= 13; month++) {
        const mm = String(month).padStart(2, '0');
        texts.push(`${year}-${mm}`);
        for (let day = 0; day <= 32; day++) texts.push(`${year}-${mm}-${String(day).padStart(2, '0')}`);
      }
    }
    const differing = texts.filter((t) => toFhirDateTime(t) !== (rangeOf(t) ? t : null));
    expect(differing).toEqual([]);
    expect(texts.length).toBeGreaterThan(400_000);
    expect(toFhirDateTime('2024-02-29')).toBe('2024-02-29');
    expect(toFhirDateTime('2023-02-29')).toBeNull();
  });
});
