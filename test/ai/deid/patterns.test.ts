import { describe, expect, it } from 'vitest';
import { deidentify, detectIdentifiers } from '../../../src/ai/deid/index.js';
import { context } from './fixtures.js';

const classesOf = (text: string, level: 'full' | 'names' | 'off' = 'full') =>
  detectIdentifiers(text, context, level).map((d) => [d.cls, text.slice(d.start, d.end), d.known]);

describe('known identifiers of the context, in every format', () => {
  it.each([
    'MRN: 0010234', 'MRN 10234', '#10234', 'MRN#10234', 'file no. 10234', 'chart 010234',
  ])('file number %s', (text) => {
    expect(classesOf(text)).toContainEqual(['ID', text.replace(/^\D+/, ''), true]);
  });

  it.each([
    '+1 (555) 123-4567', '(555) 123-4567', '555.123.4567', '5551234567', '555-123-4567', '1-555-123-4567', '555 123 4567',
  ])('phone %s', (phone) => {
    expect(classesOf(`Call ${phone} today`)).toEqual([['PHONE', phone, true]]);
  });

  it.each([
    '1956-03-14', '03/14/1956', '3/14/1956', '14/03/1956', '3/14/56', 'March 14, 1956', '14 Mar 1956', 'Mar. 14th 1956',
    '14-MAR-1956', '14th of March, 1956', 'MARCH 14, 1956', '19560314', '14.03.1956',
  ])('date of birth %s', (dob) => {
    expect(classesOf(`DOB ${dob}.`)).toEqual([['DATE', dob, true]]);
  });

  it('marks visit dates known and other dates unknown', () => {
    expect(classesOf('Seen 2/1/2024 and 2023-07-09.')).toEqual([['DATE', '2/1/2024', true], ['DATE', '2023-07-09', false]]);
  });

  it('finds the email, street, city and ZIP', () => {
    const text = 'Mail to 123 Main St., Springfield, IL 62704 or rose.hope@example.com. Lives in Springfield.';
    expect(classesOf(text)).toEqual([
      ['ADDRESS', '123 Main St.', true], ['ADDRESS', 'Springfield', true], ['ZIP', '62704', true],
      ['EMAIL', 'rose.hope@example.com', true], ['ADDRESS', 'Springfield', true],
    ]);
  });
});

describe('generic detectors for identifiers the service does not know', () => {
  it.each([
    ['Fax 312-555-0199 x204.', 'PHONE', '312-555-0199 x204'],
    ['Call +44 20 7946 0958.', 'PHONE', '+44 20 7946 0958'],
    ['Write to j.doe@mail.example.org please.', 'EMAIL', 'j.doe@mail.example.org'],
    ['See https://portal.example.com/a?b=1.', 'URL', 'https://portal.example.com/a?b=1'],
    ['See www.example.org for details.', 'URL', 'www.example.org'],
    ['Device at 192.168.10.24 uploaded.', 'IP', '192.168.10.24'],
    ['Login from 2001:db8:85a3::8a2e:370:7334 today.', 'IP', '2001:db8:85a3::8a2e:370:7334'],
    ['Login from fe80::1 today.', 'IP', 'fe80::1'],
    ['SSN 123-45-6789.', 'ID', '123-45-6789'],
    ['Member ID: XJH123456789.', 'ID', 'XJH123456789'],
    ['Acct #A1234567 open.', 'ID', 'A1234567'],
    ['NPI 1234567893.', 'ID', '1234567893'],
    ['Medicare MBI 1EG4-TE5-MK73.', 'ID', '1EG4-TE5-MK73'],
    ['Daughter lives at 45 Oak Ave, Apt 3.', 'ADDRESS', '45 Oak Ave, Apt 3'],
    ['Send to PO Box 1234.', 'ADDRESS', 'PO Box 1234'],
    ['New ZIP: 30301-1234.', 'ZIP', '30301-1234'],
    ['Moved to Boise, ID 83702.', 'ZIP', '83702'],
    ['Colonoscopy on 3/14 was normal.', 'DATE', '3/14'],
    ['Symptoms since March 2019.', 'DATE', 'March 2019'],
  ])('%s', (text, cls, value) => {
    expect(detectIdentifiers(text, {}, 'full').map((d) => [d.cls, text.slice(d.start, d.end)])).toContainEqual([cls, value]);
  });

  it('replaces ages over 89 by 90+ and keeps the others', () => {
    const r = deidentify('A 92-year-old, age 95, 101 y/o and 93yo; her son is a 67-year-old aged 45.', {}, 'full');
    expect(r.text).toBe('A 90+-year-old, age 90+, 90+ y/o and 90+yo; her son is a 67-year-old aged 45.');
    expect(r.classes).toEqual(['AGE']);
    expect([...r.tokens.entries()]).toEqual([]);
  });

  it('does not treat relative words, times, doses or scores as dates', () => {
    const text = 'Today and yesterday at 10:30; next week. Pain 5/10. BP 120/80. 5-10-15 mg titration. Hgb 10.9 g/dL.';
    expect(detectIdentifiers(text, {}, 'full')).toEqual([]);
  });
});

describe('levels', () => {
  const text = 'Rose Hope (MRN 10234, DOB 03/14/1956) called from 555.123.4567; Dr. Okafor reviewed.';

  it('full masks everything, names only people, off nothing', () => {
    expect(deidentify(text, context, 'full').text)
      .toBe('[[PATIENT_1]] (MRN [[ID_1]], DOB [[DATE_1]]) called from [[PHONE_1]]; Dr. [[NAME_1]] reviewed.');
    expect(deidentify(text, context, 'names').text)
      .toBe('[[PATIENT_1]] (MRN 10234, DOB 03/14/1956) called from 555.123.4567; Dr. [[NAME_1]] reviewed.');
    const off = deidentify(text, context, 'off');
    expect(off.text).toBe(text);
    expect(off.tokens.size).toBe(0);
    expect(off.classes).toEqual([]);
  });

  it('reports the classes found, in a fixed order', () => {
    expect(deidentify(text, context, 'full').classes).toEqual(['PATIENT', 'NAME', 'DATE', 'ID', 'PHONE']);
    expect(deidentify(text, context, 'names').classes).toEqual(['PATIENT', 'NAME']);
  });
});
