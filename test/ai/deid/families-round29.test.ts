// Families of round 29, written by hand as forms of a class (a position given by its coordinates, a pedigree's
// members by their generation and number, a large city the medical dictionary also lists, a surname after its
// initials, a person named by a crew's or an office's role) rather than read from the development sets' misses: each
// test is the rule, with the words it must leave alone.
import { describe, expect, it } from 'vitest';
import { compileContext } from '../../../src/ai/deid/index.js';
import { maskerFor } from './fixtures.js';

const clinic = compileContext({
  patient: {
    name: 'Ottoline Brassfield', fileNumber: '0051927', phone: '608-555-0148',
    address: { street: '212 Larkspur Ct', city: 'Verona', state: 'WI', zip: '53593' },
    dateOfBirth: '1941-02-07', visitDates: ['2026-11-19'],
  },
  staff: ['Dr. Ines Vanterpool', 'Marguerite Oduya, RN', 'Dr. Caspar Lindqvist'],
  otherPatients: [{ name: 'Evander Pruszynski', fileNumber: '0077410' }],
});
const c = maskerFor(clinic);

describe('a position given by its coordinates', () => {
  it.each([
    ['Last GPS fix 44.51234, -88.01877 at 0412 per the beacon', ['44.51234', '-88.01877']],
    ['Found at 46.7867 N, 92.1005 W near the trailhead', ['46.7867 N', '92.1005 W']],
    ['Position 47°31.4\'N 92°32.6\'W, crew on scene', ['47°31.4', '92°32.6']],
    ['approx 45°12′N 93°05′W, landed on the lake', ['45°12′N', '93°05′W']],
    ['inReach: lat 43.0731 lon -89.4012 (WGS84)', ['43.0731', '-89.4012']],
    ['call log,2026-11-02,"44.9778, -93.2650",fall from ladder', ['44.9778', '-93.2650']],
    ['pos 46 47N 092 06W at 2210', ['46 47N', '092 06W']],
  ])('masks it: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
  it.each([
    ['Na 138.2, K 4.15, Cl 101.44 on the panel', '138.2, K 4.15'],
    ['INR 2.35, 2.41 on repeat', '2.35, 2.41'],
    ['temp 38.45, -0.5 from baseline', '38.45, -0.5'],
    ['lens power 21.50, -1.25 cyl', '21.50, -1.25'],
    ['Tilt table 45°, HR 88 → 112 at 10 min', '45°'],
    ['Flexion 90° N, extension 10° W of neutral?', '90° N'],
  ])('leaves values and angles alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe("a pedigree's members by their generation and number", () => {
  it.each([
    ['Pedigree: I-1 Anselm d. 72 (MI); I-2 Wilhelmina 91, living', ['Anselm', 'Wilhelmina']],
    ['II-3 Rutger Haverkamp, 58, affected (ferritin 900)', ['Rutger Haverkamp']],
    ['III-1 Fennimore 31 and III-2 Liesbeth 29 tested negative', ['Fennimore', 'Liesbeth']],
    ['IV-2 (proband) Tamsyn, 6, seizures from 4 mo', ['Tamsyn']],
    ['I-1 PGF Casimir Wolanski d. 80 of stroke', ['Casimir Wolanski']],
  ])('masks the member: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
  it.each([
    ['Type II-1 error unlikely; class III-2 recommendation', 'class III-2 recommendation'],
    ['II-3 Affected male, III-1 Unaffected carrier', 'Affected male'],
    ['Stage II-1 Hypertension on the old scale', 'Hypertension'],
    ['III-1 Negative for the familial variant', 'Negative'],
  ])('leaves grades, stages and findings alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe('a large city that the medical dictionary also lists', () => {
  it.each([
    ['e-consult to the Seattle group (Seattle, Dr Ruane) pending', ['Seattle,']],
    ['Milwaukee — wants records sent there', ['Milwaukee']],
    ['is the infusion in Pittsburgh or here?', ['Pittsburgh']],
    ['the biopsy is in seattle? who drives me', ['seattle']],
    ['Chicago; then home by train', ['Chicago']],
  ])('masks it: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
  it.each([
    ['Milwaukee brace worn 20 h a day', 'Milwaukee brace'],
    ['Philadelphia chromosome negative', 'Philadelphia chromosome'],
    ['Glasgow 15, pupils equal', 'Glasgow 15'],
    ['Denver shunt revised in 2019', 'Denver shunt'],
    ['Seattle foot prosthesis fitted', 'Seattle foot'],
    ['Toronto Western Spasmodic Torticollis Rating Scale 32', 'Toronto Western'],
  ])('leaves the term named after it alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe('a surname after its initials', () => {
  it.each([
    ['Handoff to night operator Q. Hallorann at 2300', ['Hallorann']],
    ['PIC W. Szczerbiak; med crew two', ['Szczerbiak']],
    ['Crew: J. V. Mrozowski and A. G. Tuiasosopo', ['Mrozowski', 'Tuiasosopo']],
    ['Sweep completed by K. Dornbusch. Handed over at 0300.', ['Dornbusch']],
    ['Log | 0415 | R. Fairweather-Nkemelu | cleared', ['Fairweather-Nkemelu']],
  ])('masks it: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
  it.each([
    ['Urine grew E. Coli, pan-sensitive', 'E. Coli'],
    ['Wound: S. Aureus (MSSA) on culture', 'S. Aureus'],
    ['H. Pylori breath test negative', 'H. Pylori'],
    ['Hx C. Diff 2024, treated', 'C. Diff'],
    ['Ran the U.S. Marathon in 2019', 'U.S. Marathon'],
    ['see Fig. 3 and Table 2', 'Fig. 3'],
    ['Vitamin D. Supplement started', 'D. Supplement'],
    ['Tinel and Phalen positive R>L. Durkan positive bilaterally', 'L. Durkan'],
    ['Snuffbox tenderness R. Xray neg for fracture', 'R. Xray'],
    ['class at the Charles B. Wang Community Health Center', 'B. Wang Community'],
  ])('leaves organisms and abbreviations alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe("a person named by a crew's or an office's role", () => {
  it.each([
    ['Pilot Thorvald Eskesen, crew of two', ['Thorvald Eskesen']],
    ['Dispatcher Quenby Ashdown paged the unit', ['Quenby Ashdown']],
    ['deputy coroner Fenwright notified at 0210', ['Fenwright']],
    ['First responder Bledsoe-Amari on scene first', ['Bledsoe-Amari']],
    ['Notary Public Hesketh Vollrath, commission 77120', ['Hesketh Vollrath']],
    ['escort (daughter) and escort Wilbraham Ostrowe', ['Wilbraham Ostrowe']],
  ])('masks the person: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
  it.each([
    ['Pilot Program enrolment open', 'Pilot Program'],
    ['Dispatcher Console down 10 min', 'Dispatcher Console'],
    ['Operator Error suspected, device fine', 'Operator Error'],
    ['escort Service booked for Tuesday', 'escort Service'],
    ['Operator: Chena Air Taxi   A/C DHC-2 Beaver on floats', 'Chena Air Taxi'],
  ])('leaves programmes and things alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe('a range of a unit is no local phone number', () => {
  it.each([
    ['Ambient noise check passed at 500-8000 Hz on the booth', '500-8000 Hz'],
    ['thresholds within 5 dB of baseline at 500-4000 Hz: pass', '500-4000 Hz'],
  ])('leaves it alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
  it('still masks a local number after "at"', () => {
    expect(c.out('reach her at 555-0143 after six')).not.toContain('555-0143');
  });
});

describe("a login in an audit log's user column or after a dispatcher's or a clerk's role", () => {
  it.each([
    ['2026-11-20 08:14:02  wpennycook3  VIEW Notes (Cardiology)', 'wpennycook3'],
    ['| knee_ap.jpg | 11/02 09:41 | rfolkestad | effusion |', 'rfolkestad'],
    ['11/21/2026 0212   Dispatcher: mbrackley', 'mbrackley'],
    ['ticket closed by clerk jhavlicek', 'jhavlicek'],
  ])('masks it: %s', (text, login) => {
    expect(c.out(text)).not.toContain(login);
  });
  it.each([
    ['07:02 | complete   | reviewed', 'complete'],
    ['14:12 | pending | resent', 'pending'],
    ['09:00  metoprolol  25 mg given', 'metoprolol'],
    ['22:10  ambulating  in hall', 'ambulating'],
  ])('leaves words and drugs alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe("an id's issuer letters before its number, after an id's label", () => {
  it.each([
    ['Medicaid ID KS 100482316. Referred to the clinic', 'KS 100482316'],
    ['CDL # ND 01927737 copied for the DOT physical', 'ND 01927737'],
    ['Plan member QHN 3318204418 since 2024.', 'QHN 3318204418'],
    ['DOC # WDOC 71903, released 11/02', 'WDOC 71903'],
    ['Citizen # OSN 0419-903 per enrollment card', 'OSN 0419-903'],
    ['Medicare card: MBI 8TK4-WR2-PN89', 'MBI 8TK4-WR2-PN89'],
  ])('masks the letters with the number: %s', (text, id) => {
    const out = c.out(text);
    for (const part of id.split(' ')) expect(out).not.toContain(part);
  });
  it.each([
    ['Case: HTN 2019 dx, on lisinopril', 'HTN 2019'],
    ['ID CT 2026 reviewed at the board', 'CT 2026'],
    ['Policy RAD 014 applies to every read', 'RAD 014'],
  ])('leaves a code, a year or a short number alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});
