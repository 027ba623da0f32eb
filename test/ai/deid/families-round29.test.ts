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
    ['Medicare card: MBI 8TK4-WR2-PN89', '8TK4-WR2-PN89'],
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

// What the round's two read-only reviews found, one input each: values read as positions, terms as towns, abbreviations,
// species and outlines as people, lab values as ids, and the forms of each family the first version missed or half-masked.
describe("the reviews: what is no position, no town, no person and no id", () => {
  it.each([
    ['Creatinine 88.4000 92.5000 umol/L', '88.4000 92.5000'],
    ['Free T4 1.2345 14.5678 pmol/L', '1.2345 14.5678'],
    ['Lens power 21.5000 -12.2500 diopters', '21.5000 -12.2500'],
    ['Sphere: +12.2500 -18.7500', '+12.2500 -18.7500'],
    ['Results: 12.3456 78.9012', '12.3456 78.9012'],
    ['Absorbance 12.3456 23.4567 34.5678', '12.3456 23.4567 34.5678'],
    ['Creatinine at 88.4000 92.5000 umol/L near baseline', '88.4000 92.5000'],
    ['Readings at 12.3456 78.9012 then stable', '12.3456 78.9012'],
    ['Isokinetic peak 45.20 N, 120.50 W', '45.20 N, 120.50 W'],
    ['BP 120 80N 70 60W', '120 80N'],
    ['Tilt 12 30N 45 20E', '12 30N 45 20E'],
    ['Brace: Milwaukee.', 'Milwaukee'],
    ['Prosthetic foot: Seattle, pylon: titanium', 'Seattle'],
    ['Compared Milwaukee and Boston braces.', 'Milwaukee'],
    ['Seattle or SACH foot discussed.', 'Seattle'],
    ['Classification: Chicago.', 'Chicago'],
    ['Chicago: type II achalasia', 'Chicago'],
    ['Ph: Philadelphia.', 'Philadelphia'],
    ['Wears Milwaukee at night.', 'Milwaukee'],
    ['Fitted with a Milwaukee today.', 'Milwaukee'],
    ['Smith J. Clin. Oncol. 2019; Jones N. Engl. J. Med.', 'J. Clin. Oncol.'],
    ['Refs: Am. J. Cardiol. 2019; J. Urol. 2020; J. Neurosurg. 2018', 'J. Urol.'],
    ['Cultures: P. Jirovecii, S. Gallolyticus, R. Mucilaginosa', 'P. Jirovecii, S. Gallolyticus, R. Mucilaginosa'],
    ['Outline: A. Subjective B. Objective C. Neuro D. Dispo E. Ophtho', 'D. Dispo E. Ophtho'],
    ['Spetzler-Martin I-2 AVMs. Hunt-Hess I-2 SAH. NYHA II-3 HFrEF.', 'NYHA II-3 HFrEF'],
    ['Grades I-2 Haemorrhoids and III-1 Fissures', 'Haemorrhoids'],
    ['Pedigree: IV-1 Consultand, II-4 SAB, II-3 HNPCC, II-1 VUS carrier', 'IV-1 Consultand, II-4 SAB, II-3 HNPCC, II-1 VUS'],
    ['ID: WBC 12 500, afebrile', 'WBC 12 500'],
    ['ID: HCV 1 500 000 IU/mL', 'HCV 1 500 000'],
    ['ID CMV 45000 copies/mL', 'CMV 45000'],
    ['DOC: BMP 12 345', 'BMP 12 345'],
    ['Card: EKG 12 345', 'EKG 12 345'],
    ['Case ORIF 2026 11 19 posted', 'ORIF'],
    ['08:00  desatting  to 88', 'desatting'],
    ['07:00  pateint  resting', 'pateint'],
    ['0800  Dexcom, Omnipod  — supplies renewed', 'Dexcom, Omnipod'],
    ['3) Premera, Regence — coverage checked', 'Premera, Regence'],
    ['- Breztri, Anoro', 'Breztri, Anoro'],
    ['112 | Dupixent, Tezspire | 2 pens | 48213', 'Dupixent, Tezspire'],
  ])('leaves it alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
  it.each([
    ['call 555-1234 Ms. Brown answered', '555-1234'],
    ['tel 555-1234 MG (maternal grandmother)', '555-1234'],
    ['home 555-1234 Units 4B', '555-1234'],
    ['call 555-1234 MS Teams', '555-1234'],
    ['Member ID HZN 3318204417 11/19/2026 verified', '11/19/2026'],
  ])('still masks the number: %s', (text, gone) => {
    expect(c.out(text)).not.toContain(gone);
  });
});

describe('the reviews: forms of the families the first version missed or half-masked', () => {
  it.each([
    ['coords 46.7867,-92.1005 at the trailhead', ['46.7867', '92.1005']],
    ['Latitude: 46.7867, Longitude: -92.1005', ['46.7867', '92.1005']],
    ['Lat: 46.7867\nLon: -92.1005', ['46.7867', '92.1005']],
    ['GPS N 46.7867 W 92.1005 per beacon', ['46.7867', '92.1005']],
    ['found at 46º47’12”N 92º06’01”W', ['46º47', '92º06']],
    ['pos 46 47 12N 092 06 01W', ['46 47 12N', '092 06 01W']],
    ['fix 46.7867 N / 92.1005 W', ['46.7867', '92.1005']],
    ['II-3 Hope Wexley, 58, affected; II-4 Corvin 55', ['Wexley']],
    ['Pedigree: II:3 Rutger Haverkamp; III.2* Liesbeth Oudekerk', ['Haverkamp', 'Liesbeth']],
    ['I-1 Tamsyn; IX-1 Wolfram Pelzenbach (great-grandson)', ['Pelzenbach']],
    ['Transport arranged; Q. Vollan\'s son aware.', ['Vollan']],
    ['Transport arranged; Q. VOLLAN aware.', ['VOLLAN']],
    ['Handed to R. McVollan at 0300', ['McVollan']],
    ['Handed to Q. Smith-Vollan at 0300', ['Smith-Vollan']],
    ['Log to night operator Q. Hallorann\nCrew: R. Skovmand', ['Hallorann', 'Skovmand']],
    ['2026-11-19 07:42:18  j.sandvold  SEARCH "wexley"', ['sandvold']],
    ['07:42:18\tjsandvold\tVIEW', ['jsandvold']],
    ['| 10/19 14:12 | hsandvold', ['hsandvold']],
    ['11/02 0930 Clerk: sdupre', ['sdupre']],
    ['Medicaid #: MO 100482316', ['MO 100482316']],
    ['DL WI S5301234567890 scanned', ['WI S5301234567890']],
    ['Co-pilot Marit Ekwuemeh on the leg', ['Ekwuemeh']],
    ['Seattle | Milwaukee | Chicago', ['Seattle', 'Milwaukee']],
    ['Seattle → Boston → Baltimore', ['Seattle']],
  ])('masks it: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
});

describe('the mends: what the mends themselves cost, read again', () => {
  it.each([
    ['Temp log fridge 4.1 °C. CLIA waiver cert on wall', 'C. CLIA'],
    ['Grip 18 kg R, 15 kg L. INCAT 4. MRC sum 48/60', 'L. INCAT 4'],
  ])('leaves it alone: %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
  it.each([
    ['Contacts:\n 2. SOFTIK, ADMIR - son - 618-555-0177', ['SOFTIK', 'ADMIR']],
    ['- Alirkan, Pyotrek 19M — sober, exam done', ['Alirkan', 'Pyotrek']],
    ['Medicare Advantage ID: AHM 7704 1198 2', ['AHM', '7704', '1198', ' 2']],
  ])('masks it: %s', (text, parts) => {
    const out = c.out(text);
    for (const part of parts) expect(out).not.toContain(part);
  });
});
