// Families of misses read in the thirteenth and fourteenth independent sets (bench/deid/heldout13, heldout14), written
// down again with other names, numbers and wording before each fix: each test is the general rule, not the note it
// came from.
import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, compileContext, deidentify } from '../../../src/ai/deid/index.js';
import { maskerFor, word } from './fixtures.js';

const compiled = compileContext({
  patient: {
    name: 'Ginger Pruett', fileNumber: '40917', phone: '479-555-0164',
    address: { street: '1815 S 14th St', city: 'Hope', state: 'AR', zip: '71801' },
    dateOfBirth: '1951-06-02', visitDates: ['2026-10-12'],
  },
  staff: ['Dr. Dorian Quist', 'Tawny Rhoades, RN', 'Lila Sato, PharmD', 'Fern Albright'],
  otherPatients: [
    { name: 'Crystal Obregon', fileNumber: '52210' },
    { name: 'Dale Whitcomb', fileNumber: '0031877', aliases: ['Duke'] },
    { name: 'Opal Hardiest', fileNumber: '61004' },
  ],
});
const { out, guardPasses } = maskerFor(compiled);

describe('another patient by a given name or alias alone where a list, a room or a schedule puts a person', () => {
  it.each([
    ['Rm 7 Crystal — 94F, sepsis, on pip-tazo.', 'Crystal'],
    ['- Dale — INR recheck, call daughter.', 'Dale'],
    ['2) Crystal — disability forms.', 'Crystal'],
    ['10:30 Duke — new, bring meds', 'Duke'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['- Crystals — none seen.'], ['Urine: crystal clear, no casts.'], ['Rm 7 — 58M, chest pain, trop neg.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('another patient by a given name and the surname\'s initial before a separator', () => {
  it('masks the initial with the name', () => {
    expect(guardPasses('1:00 Crystal O — new, PP mood')).not.toMatch(/Crystal|\bO\b/);
  });
});

describe('the subject\'s given name that is a word, opening a sentence about a visit', () => {
  it.each([
    ['Ginger in for knee f/u 10/12.', 'Ginger'],
    ['Ginger here for labs, fasting.', 'Ginger'],
    ['Ginger returns after the fall.', 'Ginger'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Ginger tea helps her nausea.'], ['Ginger in small doses is fine.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a staff member signing with one word at the very end of the note', () => {
  it.each([
    ['Refill sent to CVS. Fern', 'Fern'],
    ['Called back twice, no answer. Rhoades', 'Rhoades'],
    ['Left a message re: labs — Tawny', 'Tawny'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it('leaves a word that is a staff name in the middle of the note', () => {
    expect(out('Rash like a fern on the forearm. Recheck in 2 wk.')).toBe('Rash like a fern on the forearm. Recheck in 2 wk.');
  });
});

describe('staff initials a note is routed to, and the first of a list of staff initials', () => {
  it.each([
    ['BP log reviewed. Routed to LS for med rec.', 'LS'],
    ['Message fwd to TR', 'TR'],
    ['cc: DQ', 'DQ'],
    ['LS / TR / DQ', 'LS'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Tenderness over the LS spine, SLR neg.'], ['Sent to ED by private car.'], ['Pain radiates to LS junction.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a staff given name in lower case with the surname\'s initial, signing off', () => {
  it('masks both', () => {
    expect(guardPasses('Packet mailed. —fern a')).not.toMatch(/fern|\ba$/);
  });
});

describe('staff on either side of a handoff arrow', () => {
  it.each([
    ['Tawny → Brenda Kemp RN', 'Tawny'],
    ['Off: Brenda Kemp RN → Tawny RN', 'Tawny'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['HR 112 → 88 after fluids.'], ['Urine amber → clear after fluids.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('another patient\'s surname that is a dictionary word, in capitals in a room slot', () => {
  it('masks it', () => {
    expect(guardPasses('Rm 4 HARDIEST 92F — CAP, on ceftriaxone.')).not.toContain('HARDIEST');
  });
  it('leaves the word in a sentence', () => {
    expect(out('Pick the hardiest of the options.')).toBe('Pick the hardiest of the options.');
  });
});

describe('the patient\'s street with its house number, the PO box written short', () => {
  it.each([
    ['Home visit at 1815 S. 14th, dog in yard.', '1815'],
    ['Seen at her house, 1815 South 14th.', '1815'],
  ])('masks the house number with the street: %s', (text, value) => {
    expect(guardPasses(text)).not.toContain(value);
  });
  it('masks a PO box written Bx', () => {
    const c = compileContext({ patient: { name: 'Ada Kaye', address: { street: 'PO Box 3306', city: 'Ely', state: 'NV', zip: '89301' } } });
    expect(deidentify('Mail-order to PO Bx 3306.', c, 'full').text).not.toContain('3306');
  });
});

describe('the patient\'s city when it is an English word, where a sentence places someone', () => {
  it.each([
    ['Lives in Hope with her sister.', 'Hope'],
    ['Seen at home in Hope, AR.', 'Hope'],
    ['Moved back to Hope last spring.', 'Hope'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Hope is to avoid surgery.'], ['Lives in hope of a transplant.'], ['Family remains in Hope Medical Center lobby.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

// Round 10: families read in the fifteenth and sixteenth independent sets (bench/deid/heldout15, heldout16).
const round10 = compileContext({
  patient: {
    name: 'Rowan Ashdown', fileNumber: '662190', phone: '207-555-0148',
    address: { street: '2207 Crestwood Blvd', city: 'Bangor', state: 'ME', zip: '04401' }, visitDates: ['2026-11-02'],
  },
  staff: ['Dr. Imelda Varga', 'Quinn Nakashima, CHW', 'Renata Moss, PharmD'],
  otherPatients: [
    { name: 'Xochilt Bencomo Ureña', fileNumber: '7731' },
    { name: 'Hollis Fairweather', fileNumber: '0052214' },
    { name: 'Bettina Gale', fileNumber: '310488' },
  ],
});
const out10 = (text: string) => deidentify(text, round10, 'full').text;
const guard10 = (text: string) => {
  const masked = out10(text);
  expect(() => assertNoKnownIdentifiers(masked, round10, { level: 'full' })).not.toThrow();
  return masked;
};

describe('OCR: a one between lower-case letters for an i or an l', () => {
  it.each([
    ['RE: R0wan Ashd0wn  Acct 662190', 'Ashd0wn'],
    ['RE: Row1n Ashdown', 'Row1n'],
    ['Addr: 2207 Crestwood B1vd, Bangor', 'B1vd'],
    ['Pharmacist: V1ncent Pell1grini, RPh', 'V1ncent'],
  ])('masks %s', (text, value) => {
    expect(guard10(text)).not.toContain(value);
  });
  it.each([['Vanc q1h prn? no — q12h.'], ['Vit B12 and A1C drawn.']])('leaves %s alone', (text) => {
    expect(out10(text)).toBe(text);
  });
});

describe('another patient by a given name and the initial of a part the record reads as a middle name', () => {
  it('masks "Xochilt B."', () => {
    expect(guard10('Seen: Xochilt B. today, refills early.')).not.toMatch(/Xochilt|\bB\./);
  });
});

describe('a bare line opening with another patient\'s name then a dash, among lines of the same shape', () => {
  it('masks every name of the roster', () => {
    const masked = guard10('Day program roster\nFairweather — present, walker\nGale — respite, back Monday\nOkafor — absent');
    expect(masked).not.toMatch(/Fairweather|Gale/);
  });
  it('leaves headings of one line alone', () => {
    expect(out10('Gale — force winds closed the clinic at noon.')).toBe('Gale — force winds closed the clinic at noon.');
  });
});

describe('the subject\'s given name opening a sentence before a verb of doing', () => {
  it.each([['Pharmacy 11/02/2026: Rowan picked up the inhaler.', 'Rowan'], ['Rowan brought her log.', 'Rowan']])('masks %s', (text, value) => {
    expect(guard10(text)).not.toMatch(word(value));
  });
  it('masks the name after "pt is"', () => {
    expect(guard10('Correction: pt is Rowan, not Robin.')).not.toMatch(word('Rowan'));
  });
});

describe('initials before a credential, and the subject\'s initials before the subject\'s file number', () => {
  it.each([
    ['Reported to charge nurse. AO RN', 'AO'],
    ['Bed alarm on. MJ, LPN', 'MJ'],
    ['Reviewed with pharmacist. RM PharmD', 'RM'],
    ['Outreach list sent.\nQN CHW', 'QN'],
    ['Prenatal visit 11/02/26. RA (662190) 10w2d by US.', 'RA'],
  ])('masks %s', (text, value) => {
    expect(guard10(text)).not.toMatch(word(value));
  });
  it.each([['Handoff from ED RN at 1900.'], ['ICU RN aware.'], ['Seen by PT, OT eval tomorrow.']])('leaves %s alone', (text) => {
    expect(out10(text)).toBe(text);
  });
});

describe('the known street by its name with a direction, the city with its state, the route without its box, other suffixes, the unit alone', () => {
  const street = compileContext({ patient: { name: 'Odile Marchetti', address: { street: '1240 NW 9th St Lot 22', city: 'Philadelphia', state: 'MS', zip: '39350' } } });
  const route = compileContext({ patient: { name: 'Odile Marchetti', address: { street: 'Route 9 Box 118', city: 'Oxford', state: 'MS', zip: '38655' } } });
  const way = compileContext({ patient: { name: 'Odile Marchetti', address: { street: '1806 Sweetgum Way', city: 'Ocala', state: 'FL', zip: '34470' } } });
  it.each([
    [street, 'Vive en NW 9th St con su nieto.', 'NW'],
    [street, 'From Philadelphia, MS (Pearl River community).', 'MS'],
    [street, 'i still need to come to philly clinic?', 'philly'],
    [street, 'Lives in trailer Lot 22 with six men.', '22'],
    [route, 'Stepped on a nail at home (RT 9).', 'RT 9'],
    [way, 'Back home at Sweetgum Way, golf cart ok.', 'Sweetgum'],
  ])('masks %#', (c, text, value) => {
    const masked = deidentify(text, c, 'full').text;
    expect(masked).not.toContain(value);
    expect(() => assertNoKnownIdentifiers(masked, c, { level: 'full' })).not.toThrow();
  });
  it.each([[route, 'RR 9, HR 88, afebrile.'], [route, 'Rt 9 mm nodule stable.'], [street, 'Vaccine lot 22A8 exp 2027.']])('leaves %#', (c, text) => {
    expect(deidentify(text, c, 'full').text).toBe(text);
  });
});

describe('the patient surname first in capitals with an initial before the age and sex; Mc initials; a word-name before "not"', () => {
  const c = compileContext({ patient: { name: 'Ardis Portly', fileNumber: '60915' }, staff: ['Dr. Aurelio McManus'] });
  it.each([
    ['TRIAGE 11/03/2026 0815: PORTLY, A 58M, R FOOT WOUND.', 'PORTLY'],
    ['Address confirmed with daughter. AMcM', 'AMcM'],
  ])('masks %s', (text, value) => {
    expect(deidentify(text, c, 'full').text).not.toContain(value);
  });
  it('masks the subject\'s word-name before "not"', () => {
    const basil = compileContext({ patient: { name: 'Basil Hatch' } });
    expect(deidentify('Correction, pt is Basil not "Boris" on the label.', basil, 'full').text).not.toContain('Basil');
  });
});

describe('the clinic\'s equipment in a QC log and a vial\'s discard date are not a patient\'s', () => {
  const c = compileContext({ patient: { name: 'Odile Marchetti' } });
  it.each([
    ['Insulin vial opened 10/02, discard 11/01. Glucose meter SN 52-8830-4 cleaned.'],
    ['Data logger SN 310-55829 downloaded, fridge 3.9 C.'],
    ['O2 tank change log. Tank serial 88-4127, hydro test date 04/2022.'],
    ['Crash cart lock #00722 replaced with #00723.'],
  ])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').text).toBe(text);
  });
  it.each([
    ['Her insulin pump SN 52-8830-4 was replaced.', '52-8830-4'],
    ['Pt brought home meter, SN 52-8830-4, to sync.', '52-8830-4'],
    ['Pacemaker serial PJN884213R interrogated.', 'PJN884213R'],
    ['Meter Contour Next serial 7KDX30417 given, log sheet to bring.', '7KDX30417'],
    ['POC A1c 8.1 on her visit. Analyzer SN DV5521-0094.', 'DV5521-0094'],
  ])('masks a patient\'s device: %s', (text, value) => {
    expect(deidentify(text, c, 'full').text).not.toContain(value);
  });
});

describe('a language\'s name in a list of languages is no person', () => {
  const c = compileContext({ patient: { name: 'Odile Marchetti' } });
  it.each([['Interpreter phone queue: Dari, Pashto, Karen, Swahili.'], ['Forms in Spanish and Haitian Creole.']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').text).toBe(text);
  });
  it('still masks a person named Karen', () => {
    expect(deidentify('Spoke with Karen, the daughter, about rides.', c, 'full').text).not.toContain('Karen');
  });
});

// Round 11: families read in the seventeenth and eighteenth independent sets (bench/deid/heldout17, heldout18).
describe('a staff credential the lexicon does not list is no name part', () => {
  const c = compileContext({ staff: ['Dr. Selam Tadesse', 'Warsan Ilmi, CHW', 'Odalys Ferrer, CDCES'] });
  it.each([
    ['Scheduled 11/19 w/ Dr. Tadesse. -WI', 'WI'],
    ['CB 612 555 0100. WI CHW took msg in Somali.', 'WI'],
    ['Pump teaching done. OF CDCES', 'OF'],
  ])('masks the initials: %s', (text, value) => {
    const masked = deidentify(text, c, 'full').text;
    expect(masked).not.toMatch(word(value));
    expect(() => assertNoKnownIdentifiers(masked, c, { level: 'full' })).not.toThrow();
  });
  it('still reads a surname-first name in capitals', () => {
    const caps = compileContext({ patient: { name: 'DE LA PAZ, JOSE' } });
    expect(deidentify('Pt Jose de la Paz seen.', caps, 'full').text).not.toMatch(/Jose|Paz/);
  });
});

describe('the subject surname first with an initial before a bracket; a name part after "widow of"', () => {
  const c = compileContext({ patient: { name: 'Liesl Barley' }, otherPatients: [{ name: 'Bud Cordray' }] });
  it.each([
    ['16:05 Critical K 6.4 on BARLEY, L (DOB 06/30/1936), 90F.', 'BARLEY'],
    ['Grief visit: Mrs. Cordray, widow of Bud (d. 11/02).', 'Bud'],
  ])('masks %s', (text, value) => {
    expect(deidentify(text, c, 'full').text).not.toMatch(word(value));
  });
});

describe('the known street with a direction after it, a street type written first, Mtn for Mountain; the city without its dots; the ZIP with its +4', () => {
  it.each([
    [{ street: '1810 Hopi Rd SE', city: 'Albuquerque', state: 'NM', zip: '87108' }, 'Lives Hopi Rd SE w/ aunt.', 'SE'],
    [{ street: '403 Camino de la Placita', city: 'Taos', state: 'NM', zip: '87571' }, 'PT LIVES CAMINO DE LA PLACITA, 15 MIN AWAY.', 'PLACITA'],
    [{ street: '5115 Red Mountain Rd', city: 'Las Vegas', state: 'NV', zip: '89146' }, 'ADDR 5115 RED MTN RD.', 'MTN'],
    [{ street: '609 Ashmun St', city: 'Sault Ste. Marie', state: 'MI', zip: '49783' }, 'Lives in Sault Ste Marie now.', 'Marie'],
    [{ street: '1475 S Pearl St', city: 'Denver', state: 'CO', zip: '80210' }, 'Denver 80210-2216. Filgrastim given.', '2216'],
  ])('masks %#', (address, text, value) => {
    const c = compileContext({ patient: { name: 'Rosalia Begay', address } });
    const masked = deidentify(text, c, 'full').text;
    expect(masked).not.toContain(value);
    expect(() => assertNoKnownIdentifiers(masked, c, { level: 'full' })).not.toThrow();
  });
  it('leaves the word of a street type alone', () => {
    const c = compileContext({ patient: { name: 'Rosalia Begay', address: { street: '403 Camino de la Placita', city: 'Taos', state: 'NM', zip: '87571' } } });
    expect(deidentify('Walks the camino daily.', c, 'full').text).toBe('Walks the camino daily.');
  });
});

describe('ages over 89 beside a person after a dash, after the file number, before a stop or a verb; the speaker\'s own age', () => {
  const c = compileContext({ patient: { name: 'Wilhelmina Osterhout', fileNumber: '213390' }, otherPatients: [{ name: 'Edna Pilcher' }] });
  it.each([
    ['Hospice list\nPilcher, E. — 93, PPS 30%, sleeping more.', '93'],
    ['- Osterhout (213390), 96: bed alarm on.', '96'],
    ['Wilhelmina 92, CHF, CKD 3b.', '92'],
    ['Wilhelmina 94 makes coffee on the stove.', '94'],
    ['11:20: No. I am 91, not made of glass.', '91'],
    ['Pt 95 walks with a rollator indoors.', '95'],
  ])('masks %s', (text, value) => {
    expect(deidentify(text, c, 'full').text).not.toMatch(new RegExp(`\\b${value}\\b`));
  });
  it.each([['Wilhelmina 92 kg today.'], ['I am 95% sure she took it.'], ['Pt 98 lbs, down 2.'], ['Osterhout — 97.8 F, afebrile.']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').text).toContain(text.match(/\d[\d.]*/)![0]);
  });
});

// Round 12: families read in the nineteenth and twentieth independent sets (bench/deid/heldout19, heldout20).
describe('round 12: text-thread replies, a lone initial after a title before a weekday, names closed by a label or an age', () => {
  const c = compileContext({
    patient: { name: 'Marigold Fairbairn', fileNumber: '15530', address: { street: '12 Slate Hollow Rd', city: 'Sacramento', state: 'CA', zip: '95816' } },
    staff: ['Dr. Odell Quarles', 'Lena Imbert, RN', 'Dr. Bao Kessler'],
  });
  const masked = (text: string) => {
    const m = deidentify(text, c, 'full').text;
    expect(() => assertNoKnownIdentifiers(m, c, { level: 'full' })).not.toThrow();
    return m;
  };
  it.each([
    ['pls send to costco\nreply (LI): Nightly only is ok.', 'LI'],
    ['Reply LI: yes, off for the recital.', 'LI'],
    ['Will call Dr. K Tues if still refusing.', '\\bK\\b'],
    ['hey its marigold f. i need a refill', 'marigold|\\bf\\.'],
    ['hey this is marigold (chart still says the old name)', 'marigold'],
    ['Attn Dr. 0. Quarles   From: clinic', '\\b0\\.'],
    ['Fax back to our Sacto office.', 'Sacto'],
    ['Lives alone up Slate Hollow, daughter nearby.', 'Slate Hollow'],
  ])('masks %s', (text, value) => {
    expect(masked(text)).not.toMatch(new RegExp(value));
  });
  it.each([['Reply to the letter: no change.'], ['LA mildly dilated, EF 55%.'], ['Marigold 7/10 pain today? no, pain 2/10.']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').text).toBe(text);
  });
  it.each([
    ['CHEST PA/LAT 09/29/2026. Pennywhistle A MRN 15530.', '\\bA\\b'],
    ['TRIAGE 16:05. Iris 7F brought by dad.', 'Iris'],
  ])('masks the patient closed by a label or an age: %s', (text, value) => {
    const iris = compileContext({ patient: { name: 'Iris Ada Pennywhistle', givenName: 'Iris', familyName: 'Pennywhistle', fileNumber: '15530' } });
    expect(deidentify(text, iris, 'full').text).not.toMatch(new RegExp(value));
  });
});

describe('what masking a date makes readable is masked too: the engine\'s output passes the guard', () => {
  const c = compileContext({ patient: { name: 'Klein, Shaindy', dateOfBirth: '2019-04-04', visitDates: ['2026-10-21'] }, staff: ['Dr. Tziona Brill'] });
  it('masks a relative\'s surname that reads as the patient\'s once the date after it is a token', () => {
    const text = 'Prescriber: Tziona Brill MD, lic 287731   Parent: Perel Klein   10/21/2026';
    const masked = deidentify(text, c, 'full').text;
    expect(masked).not.toContain('Klein');
    expect(masked).not.toContain('287731');
    expect(() => assertNoKnownIdentifiers(masked, c, { level: 'full' })).not.toThrow();
  });
});

// Round 13: families read in the twenty-first and twenty-second independent sets (bench/deid/heldout21, heldout22).
describe('round 13: sign-offs, initials after a role or a date, day/month/year with slashes, more OCR, a name before its own number', () => {
  const c = compileContext({
    patient: { name: 'Linnea Vasquez-Holt', aliases: ['Lark'], fileNumber: '418870', address: { street: '5100 Cardinal Pike', city: 'Port Jefferson', state: 'NY', zip: '11777' }, visitDates: ['2026-11-16', '2026-10-13'] },
    staff: ['Dr. Tamsin Lowenthal', 'Mirela Tanase, PharmD', 'Dov Pomerantz, RN'],
    otherPatients: [{ name: 'Haskew, Ollie', fileNumber: '77120' }, { name: 'Sterling Bisset' }, { name: 'Dolores Garland', fileNumber: '55321' }],
  });
  const masked = (text: string) => {
    const m = deidentify(text, c, 'full').text;
    expect(() => assertNoKnownIdentifiers(m, c, { level: 'full' })).not.toThrow();
    return m;
  };
  it.each([
    ['call me back at home if u need it. thx - sterling b', 'sterling|\\bb$'],
    ['INR 2.4, no change.\nPharm: MT', '\\bMT\\b'],
    ['Home phone confirmed. 10/14 DP', '\\bDP\\b'],
    ['thank you for seeing me on 16th november. I forgot', 'november'],
    ['Nereida Echevarría, MD, 13/oct/2026', '13/'],
    ['Resident: HASKEW, 0LL1E   Rm 104', '0LL1E'],
    ['Send to: Dr. T Lowentha1, Fax', 'Lowentha1'],
    ['3. Garland 55321 - pap pending', 'Garland'],
    ['she has no insurance. Lark', '\\bLark\\b'],
    ['Home: 5100 Cardinal Pk, apt, carpet.', '\\bPk\\b'],
    ['Insurance address 27 Main Street, Port Jeff 11777.', 'Port Jeff'],
  ])('masks %s', (text, value) => {
    expect(masked(text)).not.toMatch(new RegExp(value));
  });
  it.each([['Bx of the lesion negative.'], ['Seen on 16th floor.'], ['COVID19 and HbA1c drawn.'], ['Spirometry FEV1 1.41 L, FEV1/FVC 0.52.']])('leaves %s alone', (text) => {
    expect(deidentify(text, c, 'full').text).toBe(text);
  });
  // Round 25: a bare month/day near the record's visit (2026-10-13) is a date; "PM" after it is still no one's initials.
  it('reads "Call back 10/14 PM." as a date and a time, not initials', () => {
    const out = deidentify('Call back 10/14 PM.', c, 'full').text;
    expect(out).toMatch(/^Call back \[\[DATE_1\]\](?: PM)?\.$/);
  });
});
