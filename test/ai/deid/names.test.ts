import { describe, expect, it } from 'vitest';
import { deidentify } from '../../../src/ai/deid/index.js';
import { context, eponymContext } from './fixtures.js';

const full = (text: string) => deidentify(text, context, 'full');

describe('known names: every variant of the patient maps to one token', () => {
  it.each([
    ['Rose Hope came in today.', '[[PATIENT_1]] came in today.'],
    ['Seen: Hope, Rose for follow-up.', 'Seen: [[PATIENT_1]] for follow-up.'],
    ['Spoke with Ms. Hope about the plan.', 'Spoke with Ms. [[PATIENT_1]] about the plan.'],
    ["Her BP improved, and Hope's daughter agreed.", "Her BP improved, and [[PATIENT_1]]'s daughter agreed."],
    ['PATIENT: ROSE HOPE', 'PATIENT: [[PATIENT_1]]'],
    ['Seen with R. Hope and Rose M. Hope.', 'Seen with [[PATIENT_1]] and [[PATIENT_1]].'],
    ['Initials R.H. on the form.', 'Initials [[PATIENT_1]] on the form.'],
    ['We discussed diet with Rose today.', 'We discussed diet with [[PATIENT_1]] today.'],
    ['Hope reports better sleep.', '[[PATIENT_1]] reports better sleep.'],
  ])('%s', (input, expected) => {
    expect(full(input).text).toBe(expected);
  });

  it('catches a one-letter typo of a long name part only when capitalised', () => {
    const ctx = { patient: { name: 'Anna Kowalski' } };
    expect(deidentify('Anna Kowalsky called.', ctx, 'names').text).toBe('[[PATIENT_1]] called.');
    expect(deidentify('Mrs. Kowlaski called.', ctx, 'names').text).toBe('Mrs. [[PATIENT_1]] called.');
    expect(deidentify('kowalsky', ctx, 'names').text).toBe('kowalsky');
  });

  it('gives staff and other patients their own tokens, numbered per call', () => {
    const r = full('Seen by Dr. Kowalczyk with Maria Lopez. Roommate John Carter; Mr. Parker visited. Rose Hope agreed.');
    expect(r.text).toBe('Seen by Dr. [[STAFF_1]] with [[STAFF_2]]. Roommate [[PATIENT_2]]; Mr. [[PATIENT_3]] visited. [[PATIENT_1]] agreed.');
    expect(r.tokens.get('PATIENT_1')).toBe('Rose M. Hope');
    expect(r.tokens.get('PATIENT_2')).toBe('John Carter');
    expect(r.tokens.get('STAFF_1')).toBe('Alan Kowalczyk');
  });

  it('does not take a bare given name of one of 200 other patients as that patient', () => {
    expect(full('Will recheck in two weeks. Grace period applies.').text).toBe('Will recheck in two weeks. Grace period applies.');
  });
});

describe('precision traps: name words used as words stay', () => {
  it.each([
    'I hope the new dose helps.',
    'BP rose to 152/94 and creatinine rose from 1.1 to 1.4 mg/dL.',
    'Hope is to avoid another admission.',
    'We hope she will improve; there is hope.',
    'Allergies worse in April and May.',
    'Will recheck HbA1c 7.2% in 3 months. May need metformin 500 mg.',
    'Mark the site. Bill to insurance. Refill grace period 7 days.',
    'BP 128/82, HR 76, SpO2 97%, T 98.6 F. Appointment at 10:30 AM. Pain 5/10.',
    'LDL 132 mg/dL (ref 0-99). INR 2.4 (goal 2-3). Take 2 tablets every 6 hours.',
    'Lasix 40 mg daily; Eliquis 5 mg BID; Tylenol 650 mg PRN.',
    'Seen today; yesterday she fell. Recheck next week.',
    'She is a 67-year-old retired teacher.',
  ])('%s', (text) => {
    const r = full(text);
    expect(r.text).toBe(text);
    expect(r.classes).toEqual([]);
  });

  it('keeps eponyms even when the patient or a doctor carries the name', () => {
    const text = "History of Parkinson's disease. Parkinson disease stable. Bell's palsy resolved. Down syndrome. Graves disease.";
    expect(deidentify(text, eponymContext, 'full').text).toBe(text);
    expect(deidentify('Mrs. Parkinson called; Parkinson reports tremor. Dr. Bell agreed.', eponymContext, 'full').text)
      .toBe('Mrs. [[PATIENT_1]] called; [[PATIENT_1]] reports tremor. Dr. [[STAFF_1]] agreed.');
  });

  it('reads a month name next to a day as a date, not the patient June', () => {
    const r = deidentify('Seen June 5, 2024 and again in June. June reports fatigue.', eponymContext, 'full');
    expect(r.text).toBe('Seen [[DATE_1]] and again in June. [[PATIENT_1]] reports fatigue.');
  });
});

describe('unknown people', () => {
  it.each([
    ['Her daughter, Anna Kuhn, helps.', 'Her daughter, [[NAME_1]], helps.'],
    ['Referred to Dr. Okafor for echo.', 'Referred to Dr. [[NAME_1]] for echo.'],
    ['Dear Dr. Lindqvist,', 'Dear Dr. [[NAME_1]],'],
    ['Regards,\nSusan Whitfield, NP', 'Regards,\n[[NAME_1]], NP'],
    ['Records from Priya Raman, MD.', 'Records from [[NAME_1]], MD.'],
    ['Son Tomasz visits daily.', 'Son [[NAME_1]] visits daily.'],
  ])('%s', (input, expected) => {
    expect(deidentify(input, {}, 'names').text).toBe(expected);
  });

  it('links a later surname mention to the same token', () => {
    const r = deidentify('Her son, Bret Kuhn, is the proxy; Mrs. Kuhn disagrees and Kuhn will call.', {}, 'names');
    expect(r.text).toBe('Her son, [[NAME_1]], is the proxy; Mrs. [[NAME_1]] disagrees and [[NAME_1]] will call.');
    expect(r.tokens.get('NAME_1')).toBe('Bret Kuhn');
  });

  it('does not read departments, drugs or headers after a cue as names', () => {
    const text = 'Referred to Cardiology. Seen by Physical Therapy. Patient Education given. Per Lasix protocol.';
    expect(deidentify(text, {}, 'full').text).toBe(text);
  });
});
