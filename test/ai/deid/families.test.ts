// The families of misses and false positives that issue 12 lists, each written down before the fix. Every case is
// the engine's contract on text it was not tuned on: a known identifier written another way is still found (and the
// outbound guard agrees), a word that happens to be a name part is left alone.
import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, compileContext, deidentify, DeidLeakError, type DeidContext } from '../../../src/ai/deid/index.js';

const context: DeidContext = {
  patient: {
    name: "Margaret Ann O'Donnell", givenName: 'Margaret', middleNames: ['Ann'], familyName: "O'Donnell", aliases: ['Sonny'],
    fileNumber: '00034417', phone: '612-555-0143', email: 'peggy.odonnell@fastmail.example',
    address: { street: '2211 Cedar Ave S', city: 'Minneapolis', state: 'MN', zip: '55407' },
    dateOfBirth: '1938-04-07', visitDates: ['2024-09-12'],
  },
  staff: ['Dr. Amber Wood', 'Pearl Baker, RN', 'Dr. Liam Murphy', 'Dr. Nina Wilson', 'Grace Hall, MA', 'Dr. Owen Parkinson'],
  otherPatients: [
    { name: 'Rosa Delgado', fileNumber: '521190' }, 'Willem van der Berg', 'José Antonio De la Cruz', 'May Bell', 'June Park',
    'Grace Okonkwo-Bennett', 'Samuel Whitfield',
  ],
};
const compiled = compileContext(context);

/** The substrings of `text` that the engine masks at `full`. */
function masked(text: string): string[] {
  return deidentify(text, compiled, 'full').spans.map((s) => text.slice(s.start, s.end));
}
function out(text: string): string {
  return deidentify(text, compiled, 'full').text;
}
function guardRejects(text: string): boolean {
  try {
    assertNoKnownIdentifiers(text, compiled);
    return false;
  } catch (e) {
    if (e instanceof DeidLeakError) return true;
    throw e;
  }
}

describe('known numbers match by normal form', () => {
  it.each([
    ['file 0003.4417 on chart', '0003.4417'], ['acct 34417', '34417'], ['ref 3-4417', '3-4417'], ['FILE 034 417', '034 417'],
    ['call 612/555-0143 today', '612/555-0143'], ['ph (612)5550143', '(612)5550143'], ['+1.612.555.0143', '+1.612.555.0143'],
    ['tel 612 555 0143', '612 555 0143'], ['lives in 55407 area', '55407'],
    ['MRN 52-1190 (other pt)', '52-1190'],
  ])('masks %s', (text, value) => {
    const r = out(text);
    expect(r).not.toContain(value);
    expect(guardRejects(text)).toBe(true);
    expect(guardRejects(r)).toBe(false);
  });

  it.each([['DOB 4.7.38'], ['born 04/07/38'], ['DOB: 7-Apr-38'], ['DOB 07APR1938'], ['dob april 7th 1938']])('masks the date of birth in %s', (text) => {
    const r = out(text);
    expect(r).not.toMatch(/38|1938|apr/i);
    expect(guardRejects(text)).toBe(true);
    expect(guardRejects(r)).toBe(false);
  });
});

describe('known names in any case, with particles, nicknames, aliases and typos', () => {
  it.each([
    ['hi margaret, your labs are back', 'margaret'],
    ["PT NAME: O'DONNELL,MARGARET", "O'DONNELL,MARGARET"],
    ['Mrs. ODonnell called', 'ODonnell'],
    ["Mrs. O'Donnel called back", "O'Donnel"],
    ['her friends call her Peggy', 'Peggy'],
    ['says to call him Sonny', 'Sonny'],
    ['bed 12 Willem van der Berg, post op', 'Willem van der Berg'],
    ['BED 12 VAN DER BERG, WILLEM', 'VAN DER BERG, WILLEM'],
    ['seen with José Antonio De la Cruz', 'José Antonio De la Cruz'],
    ['pt Jose De La Cruz on HD', 'Jose De La Cruz'],
    ['hi rosa delgado here', 'rosa delgado'],
    ['pt BELL,MAY 97F', 'BELL,MAY'],
    ['grace okonkwo-bennet on mtx', 'grace okonkwo-bennet'],
  ])('masks the whole name in %s', (text, name) => {
    const r = out(text);
    for (const part of name.split(/[\s,]+/)) expect(r.toLowerCase(), part).not.toContain(part.toLowerCase());
    expect(r).not.toMatch(/\b(?:van|der|de|la)\b/i);
  });

  it('the guard rejects the same names the engine masks, and passes the masked text', () => {
    for (const text of ['hi margaret', "O'DONNELL,MARGARET", 'call her Peggy', 'VAN DER BERG, WILLEM', 'Jose De La Cruz']) {
      expect(guardRejects(text), text).toBe(true);
      expect(guardRejects(out(text)), text).toBe(false);
    }
  });
});

describe('words that are name parts stay words', () => {
  it.each([
    ['Urine: amber urine, SG 1.030.'], ['Wood\'s lamp negative over the trunk.'], ['pearly papule on the nasal ala'],
    ['GRACE PERIOD ENDS AT END OF MONTH.'], ["3 cm Baker's cyst, no rupture."], ["positive Murphy's sign"],
    ["idiopathic Parkinson's disease"], ["history of Parkinson's."], ["Wilson's disease ruled out"], ['Murphy sign negative'],
    ['Hope for closure within 4 weeks.'], ['May return to running when pain-free.'], ['Brace for sport through June.'],
  ])('leaves %s untouched, and the guard agrees', (text) => {
    expect(masked(text)).toEqual([]);
    expect(guardRejects(text)).toBe(false);
  });
});

describe('dates and times', () => {
  it.each([
    ['seen 03/09/2021 0915 in ED', '03/09/2021 0915'], ['ARRIVAL 2022-11-02T16:40.', '2022-11-02T16:40'],
    ['drawn 2019-08-30 07:05 fasting', '2019-08-30 07:05'], ['A1c 7.2 in Sep-2024', 'Sep-2024'], ['DEXA 11/2022 showed', '11/2022'],
    ['admitted Tue 03/11/2025 after', 'Tue 03/11/2025'], ['DOB 4.7.51 per pt', '4.7.51'], ['D: 02/11/23 1412', '02/11/23 1412'],
    ['seen Thursday, March 6, 2025 at clinic', 'Thursday, March 6, 2025'], ['on 12/05 1530 the OR', '12/05 1530'],
  ])('masks the whole of %s', (text, value) => {
    const r = deidentify(text, compiled, 'full');
    const spans = r.spans.filter((s) => s.cls === 'DATE');
    const start = text.indexOf(value);
    expect(spans.some((s) => s.start <= start && s.end >= start + value.length), r.text).toBe(true);
  });

  it.each([['lot LL7723, exp 05/2027.'], ['Exp: 06/2026'], ['BP 128/76, HR 104'], ['pain 8/10 since 2021']])('leaves %s alone', (text) => {
    expect(masked(text)).toEqual([]);
  });
});

describe('ages over 89 in shorthand', () => {
  it.each([['a (93 F) from home', '93'], ['97M with CAP', '97'], ['102 YOM s/p fall', '102'], ['EMS: ((100)) YOF', '100'],
    ['a ninety-six year old', 'ninety-six'], ['a nonagenarian, 94, seen', '94'], ['95yo female', '95'], ['AGE: 97', '97'],
    ['a 91 y.o. man', '91'], ['97 F VIA EMS', '97']])('replaces the age in %s', (text, age) => {
    const r = out(text);
    expect(r).toContain('90+');
    expect(r.replace('90+', '')).not.toContain(age);
  });

  it.each([['a (43 F) from home'], ['BP 97/60'], ['HR 97 regular'], ['SpO2 97% RA'], ['97 mg/dL'], ['temp 99.1']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('strangers', () => {
  it.each([
    ['D: 02/11/23  T: RM', 'RM'], ['JOB 4412 / kjh', 'kjh'], ['BROUGHT BY DAUGHTER LINDA.', 'LINDA'], ['ARRIVES WITH WIFE SVETLANA.', 'SVETLANA'],
    ['cc: Dr. Peter Halloran, Neurology', 'Peter Halloran'], ['husband Frank says no head strike', 'Frank'],
    ['niece Anneke Vos is proxy', 'Anneke Vos'], ['Pathologist: Eleanor Whitcombe, MD', 'Eleanor Whitcombe'],
    ['SBAR to day team from Pearl:', 'Pearl'], ['Transcribed by ML 04/22/2025', 'ML'],
  ])('masks %s', (text, name) => {
    expect(out(text)).not.toContain(name);
  });
});

describe('other identifiers at full', () => {
  it.each([
    ['member id W284716093 on file', 'W284716093'], ['Accession: SP25-004417', 'SP25-004417'],
    ['Driver\'s license verified (S123-4567-8901).', 'S123-4567-8901'], ['van plate ME 4471 KX', 'ME 4471 KX'],
    ['device serial SN 4XK29-00817 implanted', '4XK29-00817'], ['Medicare MBI 1EG4-TE5-MK73', '1EG4-TE5-MK73'],
    ['New address 3120 Fremont Ave N, Seattle, WA 98103.', 'Seattle'], ['case no. 2025CV001872', '2025CV001872'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });

  it.each([
    ['ICD-10 S61.412A, W26.0XXA. CPT 12002, 99283-25.'], ['LOINC 2160-0 ordered.'], ['SNOMED 284551006'],
    ['NDC 0002-8215-01 dispensed'], ['lot UT8452KA, exp 06/2026'], ['K 6.8, Cr 9.4, PTH 612, plt 214'], ['EDW 71.5 kg, Qb 400'],
    ['Fluzone 0.7 mL IM'], ['RBC 12,400 tube 1'],
  ])('leaves codes and measurements alone: %s', (text) => {
    expect(masked(text)).toEqual([]);
  });
});

// Second pass (the misses left after the first one), written before the fixes. Forms vary beyond the notes that
// showed them: other names, other cases, other separators.
describe('second pass: short and shorthand forms of known names', () => {
  const handover: DeidContext = {
    staff: ['Grace Hall, MA', 'Dr. Priya Raman'],
    otherPatients: [
      { name: 'Rosa Delgado' }, { name: 'June Park' }, { name: 'Hope Nakamura' }, { name: 'May Bell' }, { name: 'Faith Ortega' },
      { name: 'Grace Okonkwo-Bennett' }, { name: 'Samuel Whitfield', aliases: ['Sonny'] }, { name: 'Thomas Reilly' },
    ],
  };
  const h = compileContext(handover);
  const hout = (text: string) => deidentify(text, h, 'full').text;

  it.each([
    ['- Rosa D.: needs a callback about dizziness', 'Rosa D'],
    ['bed 3 MAY B. - fall precautions', 'MAY B'],
    ['rm 7 HOPE N. q1h neuro checks', 'HOPE N'],
    ['June P: labs pending', 'June P'],
    ['- Grace O-B: prior auth pending', 'Grace O-B'],
    ['rm 502 park june - ortho', 'park june'],
    ['bed 9 delgado rosa, NPO', 'delgado rosa'],
    ['Bed 4: says call him Sonny.', 'Sonny'],
    ['pt goes by Sonny at home', 'Sonny'],
  ])('masks %s in a note about several patients', (text, name) => {
    const r = hout(text);
    const plain = r.replace(/\[\[[A-Z]+_\d+\]\]/g, ' ');
    for (const part of name.split(/[\s.]+/).filter(Boolean)) expect(plain, r).not.toMatch(new RegExp(`(?<![\\p{L}-])${part}(?![\\p{L}-])`, 'u'));
  });

  it.each([
    ['parked by the park in june for a walk'], ['hope for vitamin D. repletion'], ['keep the faith, take meds daily'],
    ['grace period for the copay ends Friday'], ['may be seen by the hope team'],
  ])('leaves %s alone', (text) => {
    expect(deidentify(text, h, 'full').spans.filter((s) => s.cls === 'PATIENT' || s.cls === 'STAFF')).toEqual([]);
  });

  const own: DeidContext = {
    patient: {
      name: 'Faith Ortega', givenName: 'Faith', familyName: 'Ortega', middleNames: ['Ann'], fileNumber: '118204',
      address: { street: '88 Ponce de Leon Ave NE', city: 'Atlanta', state: 'GA', zip: '30308' }, dateOfBirth: '1941-04-07',
    },
    staff: ['Grace Hall, MA'],
    otherPatients: [{ name: 'Samuel Whitfield', aliases: ['Sonny'] }, { name: 'Thomas Reilly' }],
  };
  const o = compileContext(own);
  const oout = (text: string) => deidentify(text, o, 'full').text;

  it.each([
    ['hey its faith again. the cream helped', 'faith'],
    ['thanks so much\nfaith', 'faith'],
    ['this is faith ortega, calling about refills', 'faith'],
    ['Insurance card rescanned. - grace', 'grace'],
    ['Pt: ORTEGA, FAITH A  Acct 118204', ' A '],
    ['ORTEGA, FAITH A\nSURGEON: Dr. Raman', 'FAITH A'],
    ['Patient: Faith J. Ortega 0118204', 'J.'],
    ['MED REC WHITFIELD, SAMUEL (SONNY)\ninsulin', 'SONNY'],
    ['Annual exam. FAO 83F. No complaints.', 'FAO'],
    ['Tom Reilly, spelled R-E-I-L-L-Y, here for follow-up', 'R-E-I-L-L-Y'],
    ['last name O R T E G A, first name Faith', 'O R T E G A'],
  ])('masks %s about the patient', (text, value) => {
    const r = oout(text);
    expect(r, r).not.toContain(value);
  });

  it('masks a known street written with its particles in any case, and the guard agrees', () => {
    for (const text of ['she lives at 88 ponce de leon ave', 'ADDRESS: 88 PONCE DE LEON AVE NE, ATLANTA']) {
      const r = oout(text);
      expect(r.toLowerCase(), r).not.toContain('ponce');
      expect(() => assertNoKnownIdentifiers(text, o)).toThrow(DeidLeakError);
      expect(() => assertNoKnownIdentifiers(r, o)).not.toThrow();
    }
  });
});

describe('second pass: dates', () => {
  const own = compileContext({ patient: { name: 'Faith Ortega', dateOfBirth: '1941-04-07' } });
  it.each([
    ['date of birth April seventh nineteen forty-one, follow-up', 'April seventh nineteen forty-one'],
    ['born the seventh of April, nineteen forty-one', 'seventh of April, nineteen forty-one'],
    ['DOB april 7th, 1941', 'april 7th, 1941'],
    ['seen October ten, two thousand twenty-four', 'October ten, two thousand twenty-four'],
    ['| aspirin | 81 mg | daily | 10/08 | pt report |', '10/08'],
    ['Next IDT 4/2.', '4/2'],
    ['Will see Dr Sato 5/28.', '5/28'],
    ['la cita cambió al 12/12. gracias', '12/12'],
  ])('masks %s', (text, value) => {
    const r = deidentify(text, own, 'full');
    const start = text.indexOf(value);
    expect(r.spans.some((s) => s.cls === 'DATE' && s.start <= start && s.end >= start + value.length), r.text).toBe(true);
  });

  it.each([
    ['strength 4/5 in the left arm'], ['pain 7/10.'], ['2/6 systolic murmur'], ['take 1/2 tab'], ['vision 20/20'], ['in April nine patients were seen'],
    ['| ibuprofen | 400 mg | q6h | 3/4 tab |'], ['scored 3/5.'],
  ])('leaves %s alone', (text) => {
    expect(deidentify(text, own, 'full').spans).toEqual([]);
  });
});

describe('second pass: strangers and other identifiers', () => {
  it.each([
    ['ROOMMATE KAILANI AT BEDSIDE.', 'KAILANI'], ['SISTER NOELANI CALLED BACK.', 'NOELANI'],
    ['interpreter present (ID INT-2231).', 'INT-2231'], ['send it to the CVS on Eastlake Ave please', 'Eastlake Ave'],
    ['use the walmart on Eastern Blvd. thanks', 'Eastern Blvd'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });

  it.each([['Dear Colleague,\nI am referring'], ['warfarin 5 mg Tue/Thu'], ['WITH HUSBAND AT BEDSIDE.'], ['DAUGHTER AT BEDSIDE, PT CALM.'], ['Boise, ID 83702'], ['DNR/DNI PER POLST.']])('leaves %s alone', (text) => {
    expect(deidentify(text, compiled, 'full').spans.filter((s) => s.cls !== 'ZIP' && s.cls !== 'ADDRESS')).toEqual([]);
  });
});

// Third pass, written before the fixes: person evidence around a name rather than lists of names.
describe('third pass: evidence around a name', () => {
  const own = compileContext({
    patient: { name: 'Grace Okafor', aliases: ['Gigi'], fileNumber: '445566' },
    staff: ['Dr. Amber Wood', 'Pearl Baker, RN'],
    otherPatients: [{ name: 'Samuel Whitfield', aliases: ['Sonny'] }],
  });
  const oout = (text: string) => deidentify(text, own, 'full').text;

  it.each([
    ['OKAFOR, GRACE (GIGI) 88F', '(GIGI)', '[[PATIENT_1]] 88F'],
    ['WHITFIELD, SAMUEL (SONNY) - insulin', 'SONNY', '[[PATIENT_2]] - insulin'],
  ])('an alias in brackets goes with the name, brackets included: %s', (text, value, expected) => {
    const r = oout(text);
    expect(r).not.toContain(value);
    expect(r).toBe(expected);
  });

  it.each([
    ['Follow-up. GO 41F. No complaints.', 'GO'],
    ['hi grace, your results are normal', 'grace'],
    ['hello grace!', 'grace'],
    ['Grace is 94 and lives alone', '94'],
    ["Gigi's 96 now, still driving", '96'],
  ])('masks %s', (text, value) => {
    const r = oout(text);
    expect(r, r).not.toMatch(new RegExp(`\\b${value}\\b`));
  });

  it.each([
    ['This message is from Anneke, Willem\'s niece.', 'Anneke'],
    ['Linnea (daughter) will drive her home.', 'Linnea'],
    ['Spoke to Thandiwe, her daughter, by phone.', 'Thandiwe'],
    ['health care agent Anneke Vos has the papers', 'Anneke Vos'],
    ['NEPHROLOGY (IBARRA) AWARE.', 'IBARRA'],
    ['discussed with cardiology (Dr Okonjo) and ID (Szabo)', 'Szabo'],
    ['Kowalczyk from cardiology called back', 'Kowalczyk'],
  ])('masks the stranger in %s', (text, value) => {
    expect(oout(text)).not.toContain(value);
  });

  it.each([
    ['the O2 sat is 94 on room air'], ['GO TO ED IF WORSE.'], ['hi there, hello again'], ['ID (infectious disease) consulted'],
    ['CARDIOLOGY (STAT) CONSULT'], ['Hospice (daughter aware) will visit'], ['grace period ends, hi'],
  ])('leaves %s alone', (text) => {
    expect(deidentify(text, own, 'full').spans).toEqual([]);
  });
});

// Fourth pass, written before the fix: a note about several patients (a handover, a clinic list) names them by
// their given name alone. Masked as a name (not as the person: "Rosa" must not come back as "Rosa Delgado").
describe('fourth pass: given names alone in a note about several patients', () => {
  const handover = compileContext({
    staff: ['Grace Hall, MA'],
    otherPatients: [{ name: 'Rosa Delgado' }, { name: 'Dmitri Volkov' }, { name: 'Hope Nakamura' }, { name: 'Willem van der Berg' },
      { name: 'Margaret O\'Donnell', aliases: ['Peggy'] }, { name: 'Elizabeth Nguyen', aliases: ['Betty'] }],
  });
  it.each([
    ['- Rosa: needs a callback', 'Rosa'], ['Bed 4 Dmitri - stable overnight', 'Dmitri'], ['Willem refused lunch again.', 'Willem'],
    ['MARGARET 86F FALL, NO LOC', 'MARGARET'], ['Betty ate 75% of dinner', 'Betty'], ['rm 503 Hope - NPO after midnight', 'Hope'],
    ['Peggy is more confused tonight', 'Peggy'],
  ])('masks %s', (text, value) => {
    const r = deidentify(text, handover, 'full');
    expect(r.text).not.toContain(value);
    expect(r.text).not.toContain('Delgado');
  });

  it.each([['Hope to wean O2 tomorrow.'], ['keep hope alive'], ['Grace period ends Friday.']])('leaves %s alone', (text) => {
    expect(deidentify(text, handover, 'full').spans).toEqual([]);
  });
});

// Fifth pass, written before the fixes: forms probed on a made-up roster after the fourth pass.
describe('fifth pass', () => {
  const c = compileContext({
    patient: {
      name: 'Thomas Reilly', fileNumber: '333906', dateOfBirth: '1983-10-10',
      address: { street: '512 Montana Ave', city: 'El Paso', state: 'TX', zip: '79901' },
    },
    otherPatients: [{ name: 'Grace Okonkwo-Bennett' }],
    staff: ['Pearl Baker, RN', 'Grace Hall, MA'],
  });
  const o = (text: string) => deidentify(text, c, 'full').text;
  it.each([
    ['REILLY THOMAS J 333906', ' J '], ['REILLY, THOMAS K  MRN', ' K '], ['pt born Oct 10th, 83', '83'], ['DOB: October 10, 83', '83'],
    ['lives off Montana Avenue', 'Montana'], ['Moved to Dorchester, MA last year', 'Dorchester'], ['from Tacoma, Washington', 'Tacoma'],
  ])('masks %s', (text, value) => {
    const r = o(text);
    expect(r, r).not.toContain(value);
  });

  it('initials of a hyphenated surname', () => {
    const h = compileContext({ patient: { name: 'Grace Okonkwo-Bennett' } });
    expect(deidentify('GOB 57F, follow-up', h, 'full').text).toBe('[[PATIENT_1]] 57F, follow-up');
  });

  it.each([['Seen by Pearl Baker, RN and Grace Hall, MA today.'], ['HR 83, BP 120/80 on Oct 10th, 83 bpm'], ['Jones, MD reviewed'], ['Lee, MS, RD']])(
    'leaves credentials and vitals alone: %s', (text) => {
      expect(deidentify(text, c, 'full').spans.filter((s) => s.cls === 'ADDRESS')).toEqual([]);
      expect(o(text)).not.toContain('[[DATE_1]]bpm');
    });
});

// Sixth pass, written before the fixes.
describe('sixth pass', () => {
  const c = compileContext({ patient: { name: 'Hope Nakamura', dateOfBirth: '2001-03-05' }, staff: ['Pearl Baker, RN'] });
  const o = (text: string) => deidentify(text, c, 'full').text;
  it.each([
    ['HOPE K NAKAMURA 24F', ' K '], ['Hope, 24, presents with cough', 'Hope'], ['Hope Nakamura-Silva (married name)', 'Silva'],
    ['NAKAMURA-SILVA, HOPE', 'SILVA'], ['appt Tues 3/11 @ 2pm', '3/11'],
  ])('masks %s', (text, value) => {
    const r = o(text);
    expect(r, r).not.toContain(value);
  });
  it.each([['Hope, if all goes well, to discharge Friday.'], ['HOPE K+ NORMALIZES']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').spans.filter((s) => s.cls === 'PATIENT')).toEqual([]);
  });
});

describe('sixth pass: hyphenated words that hold a name part are not the person', () => {
  const c = compileContext({ patient: { name: 'Hope Nakamura' }, staff: ['Dr. Owen Parkinson', 'Dr. Amber Wood'] });
  it.each([['Wolff-Parkinson-White pattern on ECG'], ['Parkinson-like gait'], ['no Parkinson-Plus features']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').spans).toEqual([]);
  });
});

describe('seventh pass: the known street in other spellings (failed before the fix: "South" was left)', () => {
  const c = compileContext({ patient: { name: 'Margaret O\'Donnell', address: { street: '2211 Cedar Ave S', city: 'Minneapolis', state: 'MN', zip: '55407' } } });
  it.each([['Lives at 2211 Cedar Avenue South, near the lake'], ['2211 CEDAR AV. SOUTH'], ['2211 cedar ave s']])('masks the whole of %s', (text) => {
    const r = deidentify(text, c, 'full').text;
    expect(r, r).not.toMatch(/cedar|south|\bs\b/i);
    expect(() => assertNoKnownIdentifiers(r, c)).not.toThrow();
  });
});

describe('eighth pass: staff and patient by a lower-case given name, sign-off initials (written before the fix)', () => {
  const c = compileContext({ patient: { name: 'June Park' }, staff: ['Pearl Baker, RN', 'Dr. Priya Raman'] });
  it.each([
    ['can pearl call me back?', 'pearl'], ['ask nurse pearl about it', 'pearl'], ['JUNE P 35F, ankle sprain', 'JUNE P'],
    ['hi, june from seattle again', 'june'], ['Signed: PB', 'PB'], ['Reviewed.\n-PB', 'PB'],
  ])('masks %s', (text, value) => {
    const r = deidentify(text, c, 'full').text;
    expect(r.replace(/\[\[[A-Z]+_\d+\]\]/g, ' '), r).not.toContain(value);
  });
  it.each([['a pearl of wisdom'], ['can june be the month for the trip'], ['PB&J for lunch'], ['lead level PB 3']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').spans.filter((s) => s.cls === 'PATIENT' || s.cls === 'STAFF')).toEqual([]);
  });
});

describe('ninth pass: ids (written before the fix; both failed)', () => {
  it.each([['license plate 7ABC123 on the van', '7ABC123'], ['Member # 889 221 004', '889 221 004']])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['BP 120 80, HR 72'], ['CPT 99213 25'], ['ICD-10 E11 9']])('leaves %s alone', (text) => {
    expect(masked(text)).toEqual([]);
  });
});

describe('a hyphenated device or sign name holding some patient\'s surname is no person', () => {
  const c = compileContext({ patient: { name: 'Hope Nakamura' }, otherPatients: [{ name: 'Ella Jackson' }, { name: 'Tom Pratt' }, { name: 'Ann Swan' }] });
  it.each([['JP drain (Jackson-Pratt) removed'], ['Swan-Ganz catheter placed']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').spans).toEqual([]);
  });
});

describe('another patient\'s surname that is a device or a technique (failed before the fix)', () => {
  const c = compileContext({ otherPatients: ['Ella Foley', 'Tom Holter', 'Bo Doppler', 'Max Seldinger'] });
  it.each([['Foley catheter placed'], ['Holter monitor x48h'], ['Doppler of the LLE'], ['Seldinger technique'], ['dc Foley today']])(
    'leaves %s alone', (text) => {
      expect(deidentify(text, c, 'full').spans).toEqual([]);
    });
  it('still finds the patient by full name or title', () => {
    expect(deidentify('Ella Foley and Mr. Holter called', c, 'full').text).toBe('[[PATIENT_2]] and Mr. [[PATIENT_3]] called');
  });
});

describe('tenth pass (written before the fix; the two suffix cases failed)', () => {
  const c = compileContext({ patient: { name: 'Samuel Whitfield' } });
  it.each([['Samuel Whitfield III, 81M', 'III'], ['WHITFIELD, SAMUEL JR', 'JR'], ['Medi-Cal 91234567A on file', '91234567A']])('masks %s whole', (text, value) => {
    const r = deidentify(text, c, 'full').text;
    expect(r, r).not.toContain(value);
  });
});

describe('eleventh pass: dictation (written before the fix; all failed)', () => {
  const c = compileContext({ patient: { name: 'Thomas Reilly', phone: '617-555-0174', fileNumber: '333906' } });
  it.each([
    ['Phone number six one seven, five five five, zero one seven four.', 'six one seven'],
    ['record number three three three nine oh six', 'three three three'],
    ['JOB#: 88213 / mjk', '88213'],
  ])('masks %s', (text, value) => {
    const r = deidentify(text, c, 'full').text;
    expect(r, r).not.toContain(value);
  });
  it('the guard knows a known number spoken in words', () => {
    expect(() => assertNoKnownIdentifiers('call six one seven five five five zero one seven four', c)).toThrow(DeidLeakError);
  });
  it.each([['one or two tablets, three times a day'], ['grade two of four, one to two plus']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').spans).toEqual([]);
  });
});
