import type { Appointment, Bundle, CapabilityStatement, DocumentReference, Observation, Patient, Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FhirHttp } from './client.js';
import { BULK_PATIENTS, MANY_LABS, seedFhirClinic, type FhirClinic } from './seed.js';
import { validated } from './validate.js';

// Every advertised search parameter and their combinations against seeded data with known answers (seed.ts).

let t: TestApp;
let a: FhirClinic;
let fhir: FhirHttp;
let mrn: string;
let labName: string;
const ORIGIN = 'http://localhost:4000';
const BASE = `${ORIGIN}/fhir`;

beforeAll(async () => {
  t = await startTestApp();
  a = await seedFhirClinic(t.app);
  fhir = new FhirHttp(t.app, a.key);
  mrn = `${t.config.publicUrl}/fhir/sid/mrn`;
  labName = `${t.config.publicUrl}/fhir/sid/lab-name`;
});
afterAll(async () => {
  expect(validated.resources).toBeGreaterThan(100);
  await t.close();
});

const ids = (b: Bundle) => (b.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource!.id!).sort();
const enc = encodeURIComponent;

async function matchIds(url: string): Promise<string[]> {
  const bundle = await fhir.search(url);
  expect(bundle.total, url).toBe((bundle.entry ?? []).filter((e) => e.search?.mode === 'match').length);
  return ids(bundle);
}

describe('Patient', () => {
  const all = () => [a.jose, a.ana, a.mary, a.many, ...a.bulk];

  it('maps the record: MR identifier with the service system, name parts, gender, telecom, meta', async () => {
    const res = await fhir.get<Patient>(`/fhir/Patient/${a.jose.id}`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.identifier).toEqual([expect.objectContaining({
      system: mrn, value: a.jose.fileNumber,
      type: expect.objectContaining({ coding: [expect.objectContaining({ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' })] }),
    })]);
    expect(p.name).toEqual([{ use: 'official', text: 'José Álvarez García', family: 'García', given: ['José', 'Álvarez'] }]);
    expect(p.gender).toBe('male');
    expect(p.telecom).toEqual([{ system: 'phone', value: '+1 555 0100' }]);
    expect(p.meta?.versionId).toBe('1');
    expect(Date.parse(p.meta!.lastUpdated!)).not.toBeNaN();
    expect(p.birthDate).toBe('1961-07-04');
    expect(p.address).toEqual([{
      use: 'home', text: '12 Calle del Sol Apt 4, San Antonio, TX 78205-1234',
      line: ['12 Calle del Sol Apt 4'], city: 'San Antonio', state: 'TX', postalCode: '78205-1234', country: 'US',
    }]);
    // Insurance is a Coverage resource in R4, which this server does not serve: never on the Patient.
    expect(JSON.stringify(p)).not.toContain('Acme');
  });

  it('maps birthDate and address the same in searches and includes, and leaves them out when unset', async () => {
    const bundle = await fhir.search(`/fhir/Patient?_id=${a.jose.id},${a.mary.id}`);
    const byId = new Map((bundle.entry ?? []).map((e) => [e.resource!.id, e.resource as Patient]));
    expect(byId.get(a.jose.id)).toMatchObject({ birthDate: '1961-07-04', address: [{ use: 'home', state: 'TX' }] });
    expect(byId.get(a.mary.id)!.birthDate).toBe('1990-03-01');
    expect(byId.get(a.mary.id)!.address).toBeUndefined();
    const many = (await fhir.get<Patient>(`/fhir/Patient/${a.many.id}`)).body;
    expect(many.birthDate).toBeUndefined();
    expect(many.address).toBeUndefined();
    const included = await fhir.search(`/fhir/Observation?patient=${a.jose.id}&category=laboratory&_include=Observation:patient&_count=1`);
    const patient = (included.entry ?? []).find((e) => e.search?.mode === 'include')?.resource as Patient;
    expect(patient).toMatchObject({ id: a.jose.id, birthDate: '1961-07-04', address: [{ city: 'San Antonio' }] });
  });

  it('searches birthdate with every prefix and at day, month and year precision', async () => {
    const jose = [a.jose.id];
    const ana = a.ana.id;
    const mary = a.mary.id;
    expect(await matchIds('/fhir/Patient?birthdate=1961-07-04')).toEqual(jose);
    expect(await matchIds('/fhir/Patient?birthdate=eq1961-07-04')).toEqual(jose);
    expect(await matchIds('/fhir/Patient?birthdate=1961-07-05')).toEqual([]);
    expect(await matchIds('/fhir/Patient?birthdate=1961')).toEqual(jose);
    expect(await matchIds('/fhir/Patient?birthdate=1961-07')).toEqual(jose);
    expect(await matchIds('/fhir/Patient?birthdate=1990')).toEqual([ana, mary].sort());
    expect(await matchIds('/fhir/Patient?birthdate=1990-02')).toEqual([ana]);
    expect(await matchIds('/fhir/Patient?birthdate=ge1990-02-28')).toEqual([ana, mary].sort());
    expect(await matchIds('/fhir/Patient?birthdate=gt1990-02-28')).toEqual([mary]);
    expect(await matchIds('/fhir/Patient?birthdate=lt1990-03-01')).toEqual([a.jose.id, ana].sort());
    expect(await matchIds('/fhir/Patient?birthdate=le1990-03-01')).toEqual([a.jose.id, ana, mary].sort());
    expect(await matchIds('/fhir/Patient?birthdate=lt1961')).toEqual([]);
    expect(await matchIds('/fhir/Patient?birthdate=ge1962&birthdate=lt1991')).toEqual([ana, mary].sort());
    // ne: every patient with a date of birth other than the day; patients without one have nothing to compare.
    expect(await matchIds('/fhir/Patient?birthdate=ne1990-02-28')).toEqual([a.jose.id, mary].sort());
    expect(await matchIds('/fhir/Patient?birthdate=1961-07-04,1990-03-01')).toEqual([a.jose.id, mary].sort());
    const sorted = await fhir.search(`/fhir/Patient?birthdate=ge1900&_sort=-birthdate`);
    expect((sorted.entry ?? []).map((e) => e.resource!.id)).toEqual([mary, ana, a.jose.id]);
  });

  it('searches every parameter with its type rules', async () => {
    expect(await matchIds('/fhir/Patient?_count=500')).toEqual(all().map((p) => p.id).sort());
    expect(await matchIds(`/fhir/Patient?identifier=${enc(`${mrn}|${a.jose.fileNumber}`)}`)).toEqual([a.jose.id]);
    expect(await matchIds(`/fhir/Patient?identifier=${a.jose.fileNumber}`)).toEqual([a.jose.id]);
    expect(await matchIds(`/fhir/Patient?identifier=${enc(`|${a.jose.fileNumber}`)}`)).toEqual([]);
    expect(await matchIds(`/fhir/Patient?identifier=${enc(`http://elsewhere|${a.jose.fileNumber}`)}`)).toEqual([]);
    expect(await matchIds(`/fhir/Patient?identifier=${enc(`${mrn}|`)}&_count=500`)).toHaveLength(all().length);
    // string: case- and accent-insensitive prefix of any name part
    expect(await matchIds('/fhir/Patient?name=jose')).toEqual([a.jose.id]);
    expect(await matchIds('/fhir/Patient?name=ALVAREZ')).toEqual([a.jose.id]);
    expect(await matchIds('/fhir/Patient?name=garc')).toEqual([a.jose.id]);
    expect(await matchIds(`/fhir/Patient?name=${enc('MARÍA')}`)).toEqual([a.ana.id]);
    expect(await matchIds('/fhir/Patient?name=nunez')).toEqual([a.ana.id]);
    expect(await matchIds('/fhir/Patient?name=ar')).toEqual([]);
    expect(await matchIds('/fhir/Patient?name:contains=ar')).toEqual([a.jose.id, a.ana.id, a.mary.id].sort());
    expect(await matchIds(`/fhir/Patient?name:exact=${enc('Mary Smith')}`)).toEqual([a.mary.id]);
    expect(await matchIds('/fhir/Patient?name:exact=mary')).toEqual([]);
    expect(await matchIds('/fhir/Patient?name=jose,mary')).toEqual([a.jose.id, a.mary.id].sort());
    expect(await matchIds('/fhir/Patient?family=garcia')).toEqual([a.jose.id]);
    expect(await matchIds('/fhir/Patient?family=jose')).toEqual([]);
    expect(await matchIds('/fhir/Patient?given=maria')).toEqual([a.ana.id]);
    expect(await matchIds('/fhir/Patient?given=smith')).toEqual([]);
    const females = [a.ana, a.mary, ...a.bulk.filter((_, i) => i % 2)].map((p) => p.id).sort();
    expect(await matchIds('/fhir/Patient?gender=female')).toEqual(females);
    expect(await matchIds(`/fhir/Patient?gender=${enc('http://hl7.org/fhir/administrative-gender|female')}`)).toEqual(females);
    expect(await matchIds('/fhir/Patient?gender=male,female&_count=500')).toHaveLength(all().length);
    expect(await matchIds('/fhir/Patient?name=paging&gender=female')).toHaveLength(BULK_PATIENTS / 2);
    expect(await matchIds('/fhir/Patient?name=paging&name=person&given=paging')).toHaveLength(BULK_PATIENTS);
    expect(await matchIds('/fhir/Patient?birthdate=ge1900')).toEqual([a.jose.id, a.ana.id, a.mary.id].sort());
    expect(await matchIds(`/fhir/Patient?_id=${a.jose.id},${a.ana.id}`)).toEqual([a.jose.id, a.ana.id].sort());
    expect(await matchIds(`/fhir/Patient?_id=${a.jose.id}&name=mary`)).toEqual([]);
    expect(await matchIds('/fhir/Patient?_lastUpdated=gt2000-01-01&_count=500')).toHaveLength(all().length);
    expect(await matchIds('/fhir/Patient?_lastUpdated=lt2000-01-01')).toEqual([]);
  });

  it('sorts by name and pages through every patient once', async () => {
    const bundle = await fhir.search('/fhir/Patient?name=paging&_sort=-name');
    expect((bundle.entry ?? []).map((e) => (e.resource as Patient).name![0]!.text)).toEqual(a.bulk.map((p) => p.name).reverse());
    const { ids: paged, totals } = await fhir.allPages('/fhir/Patient?_count=5&_sort=name', ORIGIN);
    expect(paged.sort()).toEqual(all().map((p) => p.id).sort());
    expect(new Set(totals)).toEqual(new Set([all().length]));
  });
});

describe('Observation', () => {
  const jose = () => `patient=${a.jose.id}`;

  it('maps labs (category laboratory, value, interpretation incl. critical direction) and vitals (LOINC, UCUM)', async () => {
    const bundle = await fhir.search(`/fhir/Observation?${jose()}&_sort=date&category=laboratory`);
    const labs = bundle.entry!.map((e) => e.resource as Observation);
    expect(labs.map((o) => [o.code.text, o.effectiveDateTime, o.interpretation![0]!.coding![0]!.code])).toEqual([
      ['Hemoglobin', '2026-01-10', 'N'], ['Hemoglobin', '2026-02-10', 'L'], ['Potassium', '2026-02-11T08:15:00Z', 'HH'],
      ['Urine glucose', '2026-03-01', 'N'], ['Hemoglobin', '2026-03-02', 'LL'],
    ]);
    expect(labs[0]!.valueQuantity).toEqual({ value: 13.5, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' });
    expect(labs[3]!.valueString).toBe('negative');
    expect(labs[0]!.category![0]!.coding![0]).toMatchObject({ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' });
    expect(labs.every((o) => o.status === 'final' && o.subject?.reference === `Patient/${a.jose.id}`)).toBe(true);

    const vitals = (await fhir.search(`/fhir/Observation?${jose()}&category=vital-signs&_sort=_id`)).entry!.map((e) => e.resource as Observation);
    const byCode: Record<string, Observation> = Object.fromEntries(vitals.map((o) => [o.code.coding![0]!.code, o]));
    expect(Object.keys(byCode).sort()).toEqual(['59408-5', '8310-5', '85354-9', '8867-4']);
    expect(byCode['85354-9']!.component!.map((c) => [c.code.coding![0]!.code, c.valueQuantity])).toEqual([
      ['8480-6', { value: 120, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' }],
      ['8462-4', { value: 80, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' }],
    ]);
    expect(byCode['8867-4']!.valueQuantity).toMatchObject({ value: 72, code: '/min', system: 'http://unitsofmeasure.org' });
    expect(byCode['8310-5']!.valueQuantity).toMatchObject({ value: 37.1, code: 'Cel' });
    expect(byCode['59408-5']!.valueQuantity).toMatchObject({ value: 98, code: '%' });
    const anaTemp = await fhir.search(`/fhir/Observation?patient=${a.ana.id}&code=${enc('http://loinc.org|8310-5')}`);
    expect((anaTemp.entry![0]!.resource as Observation).valueQuantity).toMatchObject({ value: 99.1, code: '[degF]' });
  });

  it('a laboratory page read in SQL answers what the loaders answer, critical interpretations (HH, LL) included', async () => {
    // Without a date sort the search runs in SQL (sql-search.ts), with it through the loaders (registry.ts); José's
    // results were added in date order, so both give the same page in the same order.
    const inSql = await fhir.get<Bundle>(`/fhir/Observation?${jose()}&category=laboratory`);
    const loaded = await fhir.get<Bundle>(`/fhir/Observation?${jose()}&category=laboratory&_sort=date`);
    const codes = (b: Bundle) => b.entry!.filter((e) => e.search?.mode === 'match').map((e) => (e.resource as Observation).interpretation![0]!.coding![0]!.code);
    expect(codes(inSql.body)).toEqual(['N', 'L', 'HH', 'N', 'LL']);
    expect(JSON.stringify(inSql.body.entry)).toBe(JSON.stringify(loaded.body.entry));
    // The same with the page's patients included, and as compact JSON text.
    const included = await fhir.get<Bundle>(`/fhir/Observation?${jose()}&category=laboratory&_include=Observation:patient`);
    expect(codes(included.body)).toEqual(['N', 'L', 'HH', 'N', 'LL']);
    expect(included.body.entry!.slice(5).map((e) => e.resource!.id)).toEqual([a.jose.id]);
    expect(JSON.stringify(included.body.entry!.slice(0, 5))).toBe(JSON.stringify(loaded.body.entry));
    for (const res of [inSql, included]) expect(res.raw.body).toBe(JSON.stringify(res.body));

    // Searches of one shape share one compiled statement, each with its own values (sql-search.ts labPage).
    const lab = `/fhir/Observation?category=laboratory`;
    expect(await matchIds(`${lab}&${jose()}&code=Hemoglobin`)).toHaveLength(3);
    expect(await matchIds(`${lab}&${jose()}&code=Potassium`)).toHaveLength(1);
    expect(await matchIds(`${lab}&patient=${a.ana.id}&code=Hemoglobin`)).toHaveLength(1);
    expect(await matchIds(`${lab}&${jose()}&code=Hemoglobin,Potassium`)).toHaveLength(4);
    expect(await matchIds(`${lab}&${jose()}&code=Hemoglobin&code=Potassium`)).toEqual([]);
    expect(await matchIds(`${lab}&${jose()}&code=${enc(`${labName}|Potassium`)}`)).toHaveLength(1);
    expect(await matchIds(`${lab}&${jose()}&code=${enc(`${labName}|`)}`)).toHaveLength(5);
    expect(await matchIds(`${lab}&${jose()}&code=${enc('http://elsewhere|Potassium')}`)).toEqual([]);
    // The default order: patient, then the order added (one patient: the order added alone).
    const order = (b: Bundle) => b.entry!.map((e) => e.resource!.id!);
    const bySequence = (ids: string[]) => [...ids].sort((x, y) => {
      const [px, sx] = x.split('.lab');
      const [py, sy] = y.split('.lab');
      return px! < py! ? -1 : px! > py! ? 1 : Number(sx) - Number(sy);
    });
    const two = order(await fhir.search(`${lab}&patient=${a.jose.id},${a.ana.id}`));
    expect(two).toHaveLength(6);
    expect(two).toEqual(bySequence(two));
    const one = order(await fhir.search(`${lab}&patient=${a.many.id}&_count=500`));
    expect(one).toHaveLength(MANY_LABS);
    expect(one).toEqual(bySequence(one));
    const paged = await fhir.allPages(`${lab}&patient=${a.many.id}&_count=40`, ORIGIN);
    expect(paged.ids).toEqual(one);
    expect(paged.pages).toBe(Math.ceil(MANY_LABS / 40));
    expect(new Set(paged.ids).size).toBe(MANY_LABS);
    expect(new Set(paged.totals)).toEqual(new Set([MANY_LABS]));
    const reversed = await fhir.allPages(`${lab}&patient=${a.many.id}&_count=40&_sort=-_id`, ORIGIN);
    expect(reversed.ids).toEqual([...paged.ids].sort().reverse());
  });

  it('searches patient, subject, category, code and date (every prefix), alone and combined', async () => {
    const total = 5 + 4 + 1 + 2 + MANY_LABS;
    expect((await fhir.search('/fhir/Observation?_summary=count')).total).toBe(total);
    expect(await matchIds(`/fhir/Observation?${jose()}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?patient=Patient/${a.jose.id}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?subject=Patient/${a.jose.id}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?subject=${a.jose.id}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?subject:Patient=${a.jose.id}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?patient=${enc(`${BASE}/Patient/${a.jose.id}`)}`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?patient=${a.jose.id},${a.ana.id}`)).toHaveLength(12);
    expect(await matchIds(`/fhir/Observation?patient=${a.jose.id}&subject=${a.ana.id}`)).toEqual([]);
    expect(await matchIds(`/fhir/Observation?patient=Group/${a.jose.id}`)).toEqual([]);
    expect(await matchIds(`/fhir/Observation?${jose()}&category=laboratory`)).toHaveLength(5);
    expect((await fhir.search('/fhir/Observation?category=vital-signs')).total).toBe(6);
    expect((await fhir.search(`/fhir/Observation?category=${enc('http://terminology.hl7.org/CodeSystem/observation-category|laboratory')}&_summary=count`)).total).toBe(5 + 1 + MANY_LABS);
    expect((await fhir.search(`/fhir/Observation?category=${enc('|laboratory')}`)).total).toBe(0);
    expect((await fhir.search('/fhir/Observation?category=laboratory,vital-signs&_summary=count')).total).toBe(total);
    expect(await matchIds(`/fhir/Observation?code=${enc('http://loinc.org|8867-4')}`)).toHaveLength(2);
    expect(await matchIds('/fhir/Observation?code=8310-5')).toHaveLength(2);
    expect(await matchIds('/fhir/Observation?code=85354-9')).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?code=${enc(`${labName}|Hemoglobin`)}`)).toHaveLength(4);
    expect(await matchIds(`/fhir/Observation?code=Hemoglobin,Potassium&${jose()}`)).toHaveLength(4);
    expect(await matchIds(`/fhir/Observation?code=${enc('http://loinc.org|Hemoglobin')}`)).toEqual([]);
    // date
    expect(await matchIds(`/fhir/Observation?${jose()}&date=2026-02`)).toHaveLength(2);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=eq2026-02-10`)).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=ge2026-03-01`)).toHaveLength(6);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=gt2026-03-01`)).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=lt2026-01-11`)).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=le2026-01-10`)).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=ne2026-03-01`)).toHaveLength(4);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=2026`)).toHaveLength(9);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=ge2026-02-01&date=lt2026-03-01`)).toHaveLength(2);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=${enc('ge2026-02-11T08:00:00Z')}&date=${enc('lt2026-02-11T09:00:00Z')}`)).toHaveLength(1);
    expect(await matchIds(`/fhir/Observation?${jose()}&date=2026-01-10,2026-03-02`)).toHaveLength(2);
    expect(await matchIds(`/fhir/Observation?${jose()}&category=laboratory&code=Hemoglobin&date=ge2026-02-01`)).toHaveLength(2);
    const obsId = (await fhir.search(`/fhir/Observation?${jose()}&code=Potassium`)).entry![0]!.resource!.id!;
    expect(await matchIds(`/fhir/Observation?_id=${obsId}`)).toEqual([obsId]);
    expect(await matchIds(`/fhir/Observation?_id=${obsId}&category=vital-signs`)).toEqual([]);
  });

  it('sorts by date both ways (undated last) and pages through every match once, in order', async () => {
    const asc = await fhir.allPages(`/fhir/Observation?patient=${a.many.id}&category=laboratory&_count=17&_sort=date`, ORIGIN);
    expect(asc.ids).toHaveLength(MANY_LABS);
    expect(new Set(asc.ids).size).toBe(MANY_LABS);
    expect(asc.pages).toBe(Math.ceil(MANY_LABS / 17));
    expect(new Set(asc.totals)).toEqual(new Set([MANY_LABS]));
    const desc = await fhir.allPages(`/fhir/Observation?patient=${a.many.id}&_count=50&_sort=-date`, ORIGIN);
    expect(desc.ids).toHaveLength(MANY_LABS);
    const dates = async (order: string) => (await fhir.search(`/fhir/Observation?patient=${a.many.id}&_count=500&_sort=${order}`))
      .entry!.map((e) => Date.parse((e.resource as Observation).effectiveDateTime!));
    const up = await dates('date');
    expect(up).toEqual([...up].sort((x, y) => x - y));
    const down = await dates('-date');
    expect(down).toEqual([...down].sort((x, y) => y - x));
  });
});

describe('the record\'s other resources', () => {
  it('AllergyIntolerance, Condition, MedicationStatement and Encounter by patient', async () => {
    const allergies = await fhir.search(`/fhir/AllergyIntolerance?patient=${a.jose.id}`);
    expect(allergies.total).toBe(2);
    expect(allergies.entry!.map((e) => e.resource)).toEqual(expect.arrayContaining([expect.objectContaining({
      code: { text: 'Penicillin' }, criticality: 'high', reaction: [{ manifestation: [{ text: 'Rash' }], severity: 'severe' }],
      clinicalStatus: { coding: [expect.objectContaining({ code: 'active' })] },
    })]));
    expect((await fhir.search('/fhir/AllergyIntolerance')).total).toBe(3);
    const conditions = (await fhir.search(`/fhir/Condition?patient=${a.jose.id}`)).entry!.map((e) => e.resource);
    expect(conditions).toHaveLength(2);
    expect(conditions).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: { text: 'Type 2 diabetes' }, onsetDateTime: '2019' }),
      expect.objectContaining({ code: { text: 'Hypertension' }, onsetString: 'childhood' }),
    ]));
    expect((await fhir.search(`/fhir/Condition?patient=${a.ana.id}`)).total).toBe(0);
    const meds = await fhir.search(`/fhir/MedicationStatement?patient=Patient/${a.jose.id}`);
    expect(meds.entry!.map((e) => e.resource)).toEqual([expect.objectContaining({
      status: 'active', medicationCodeableConcept: { text: 'Metformin' }, dosage: [{ text: '500 mg, twice daily' }],
    })]);
    const encounters = (await fhir.search(`/fhir/Encounter?patient=${a.jose.id}&_sort=_id`)).entry!.map((e) => e.resource);
    expect(encounters).toEqual([
      expect.objectContaining({ status: 'finished', type: [{ text: 'Follow-up' }], period: { start: '2026-02-10', end: '2026-02-10' }, participant: [{ individual: { display: 'Dr Who' } }] }),
      expect.objectContaining({ status: 'finished', type: [{ text: 'Urgent visit' }] }),
    ]);
    expect((await fhir.search('/fhir/Encounter')).total).toBe(2);
  });

  it('list items keep their ids when an earlier item is removed (ids come from what the item is, not its place)', async () => {
    const body = {
      name: 'Stable Ids', sex: 'F',
      allergies: [{ substance: 'Sulfa', reaction: 'Hives', severity: 'mild' }, { substance: 'Iodine', reaction: '', severity: 'severe' },
        { substance: 'Iodine', reaction: 'Rash', severity: 'mild' }],
      problems: [{ label: 'Asthma', since: '2001' }, { label: 'Migraine', since: '2010' }],
      medications: [{ name: 'Salbutamol', dose: '100 mcg', frequency: 'as needed' }, { name: 'Sumatriptan', dose: '50 mg', frequency: 'as needed' }],
    };
    const created = await a.owner.post('/api/patients', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id, fileNumber } = created.json() as { id: string; fileNumber: string };
    const idsByText = async (type: string, text: (r: Resource) => string) => new Map((await fhir.search(`/fhir/${type}?patient=${id}`)).entry!
      .map((e) => [text(e.resource!), e.resource!.id!] as const));
    // An allergy is named here by its substance and reaction ("Iodine/Rash").
    const allergyText = (r: Resource) => {
      const allergy = r as { code: { text: string }; reaction?: Array<{ manifestation: Array<{ text: string }> }> };
      return `${allergy.code.text}/${allergy.reaction?.[0]?.manifestation[0]?.text ?? ''}`;
    };
    const conditionText = (r: Resource) => (r as { code: { text: string } }).code.text;
    const medText = (r: Resource) => (r as { medicationCodeableConcept: { text: string } }).medicationCodeableConcept.text;
    const before = {
      allergies: await idsByText('AllergyIntolerance', allergyText),
      problems: await idsByText('Condition', conditionText),
      meds: await idsByText('MedicationStatement', medText),
    };
    expect([...before.allergies.keys()].sort()).toEqual(['Iodine/', 'Iodine/Rash', 'Sulfa/Hives']);
    expect(before.allergies.get('Iodine/Rash')).toMatch(/-2$/); // the second item naming iodine
    // The first item of each list is removed; the second iodine allergy's reaction changes (same item, new version).
    const updated = await a.owner.put(`/api/patients/${fileNumber}`, {
      ...body,
      allergies: [body.allergies[1], { ...body.allergies[2], reaction: 'Swelling' }],
      problems: [body.problems[1]],
      medications: [body.medications[1]],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(Object.fromEntries(await idsByText('AllergyIntolerance', allergyText))).toEqual({
      'Iodine/': before.allergies.get('Iodine/'), 'Iodine/Swelling': before.allergies.get('Iodine/Rash'),
    });
    expect(Object.fromEntries(await idsByText('Condition', conditionText))).toEqual({ Migraine: before.problems.get('Migraine') });
    expect(Object.fromEntries(await idsByText('MedicationStatement', medText))).toEqual({ Sumatriptan: before.meds.get('Sumatriptan') });
    const kept = await fhir.get<Resource>(`/fhir/AllergyIntolerance/${before.allergies.get('Iodine/Rash')}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ meta: { versionId: '2' }, reaction: [{ manifestation: [{ text: 'Swelling' }] }] });
    expect((await fhir.get(`/fhir/AllergyIntolerance/${before.allergies.get('Sulfa/Hives')}`)).status).toBe(404);
    expect((await fhir.get(`/fhir/MedicationStatement/${before.meds.get('Salbutamol')}`)).status).toBe(404);
    expect((await fhir.get(`/fhir/Condition/${before.problems.get('Asthma')}`)).status).toBe(404);
  });

  it('MedicationRequest by patient and status (expired → stopped)', async () => {
    const rx = a.prescriptions;
    expect(await matchIds('/fhir/MedicationRequest')).toEqual(Object.values(rx).sort());
    expect(await matchIds(`/fhir/MedicationRequest?patient=${a.jose.id}`)).toEqual([rx.joseActive, rx.joseCompleted, rx.joseExpired].sort());
    expect(await matchIds('/fhir/MedicationRequest?status=active')).toEqual([rx.joseActive, rx.anaActive].sort());
    expect(await matchIds('/fhir/MedicationRequest?status=stopped')).toEqual([rx.joseExpired]);
    expect(await matchIds(`/fhir/MedicationRequest?status=${enc('http://hl7.org/fhir/CodeSystem/medicationrequest-status|completed')}`)).toEqual([rx.joseCompleted]);
    expect(await matchIds(`/fhir/MedicationRequest?status=active,stopped&patient=${a.jose.id}`)).toEqual([rx.joseActive, rx.joseExpired].sort());
    const expired = await fhir.get(`/fhir/MedicationRequest/${rx.joseExpired}`);
    expect(expired.body).toMatchObject({ status: 'stopped', intent: 'order', medicationCodeableConcept: { text: 'Amoxicillin' },
      dispenseRequest: { validityPeriod: { start: '2020-01-01', end: '2020-01-10' } }, subject: { reference: `Patient/${a.jose.id}` } });
  });

  it('Appointment by patient, status and date (only those with a patient; 30 minutes when no duration)', async () => {
    const ap = a.appointments;
    expect(await matchIds('/fhir/Appointment')).toEqual([ap.joseBooked, ap.joseArrived, ap.anaCancelled].sort());
    expect(await matchIds(`/fhir/Appointment?patient=${a.jose.id}`)).toEqual([ap.joseBooked, ap.joseArrived].sort());
    expect(await matchIds('/fhir/Appointment?status=booked')).toEqual([ap.joseBooked]);
    expect(await matchIds('/fhir/Appointment?status=arrived,cancelled')).toEqual([ap.joseArrived, ap.anaCancelled].sort());
    expect(await matchIds('/fhir/Appointment?date=2026-03-05')).toEqual([ap.joseBooked, ap.anaCancelled].sort());
    expect(await matchIds('/fhir/Appointment?date=ge2026-03-06')).toEqual([ap.joseArrived]);
    expect(await matchIds(`/fhir/Appointment?date=2026-03-05&patient=${a.ana.id}&status=cancelled`)).toEqual([ap.anaCancelled]);
    const booked = (await fhir.get<Appointment>(`/fhir/Appointment/${ap.joseBooked}`)).body;
    expect(Date.parse(booked.end!) - Date.parse(booked.start!)).toBe(30 * 60_000);
    expect(booked.participant[0]!.actor!.reference).toBe(`Patient/${a.jose.id}`);
    expect((await fhir.get(`/fhir/Appointment/${ap.adHoc}`)).status).toBe(404);
  });

  it('DocumentReference by patient, with a Binary url that streams the bytes with the key', async () => {
    const docs = await fhir.search(`/fhir/DocumentReference?patient=${a.jose.id}`);
    expect(docs.total).toBe(1);
    const url = (docs.entry![0]!.resource as DocumentReference).content[0]!.attachment.url!;
    expect(url).toBe(`${BASE}/Binary/${a.attachmentId}`);
    const bytes = await fhir.get(url.slice('http://localhost:4000'.length));
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await new FhirHttp(t.app, null).get(`/fhir/Binary/${a.attachmentId}`)).status).toBe(401);
    expect((await fhir.search(`/fhir/DocumentReference?patient=${a.ana.id}`)).total).toBe(0);
  });
});

describe('result parameters', () => {
  it('_include=<Type>:patient adds each page\'s patients once, for every resource type', async () => {
    const withInclude = await fhir.search(`/fhir/Observation?patient=${a.ana.id}&_include=Observation:patient`);
    expect(withInclude.total).toBe(3);
    expect(withInclude.entry!.filter((e) => e.search?.mode === 'include').map((e) => e.resource!.id)).toEqual([a.ana.id]);
    for (const type of ['AllergyIntolerance', 'Condition', 'MedicationStatement', 'Encounter', 'MedicationRequest', 'Appointment', 'DocumentReference']) {
      const b = await fhir.search(`/fhir/${type}?patient=${a.jose.id}&_include=${type}:patient`);
      const included = b.entry!.filter((e) => e.search?.mode === 'include');
      expect(included.map((e) => [e.resource!.resourceType, e.resource!.id]), type).toEqual([['Patient', a.jose.id]]);
    }
    expect((await fhir.get('/fhir/Observation?_include=Observation:subject')).status).toBe(400);
    expect((await fhir.get('/fhir/Patient?_include=Patient:patient')).status).toBe(400);
  });

  it('_count: default 50, at most 500, 0 gives the total only; links carry every parameter', async () => {
    const first = await fhir.search(`/fhir/Observation?patient=${a.many.id}&category=laboratory&_sort=-date`);
    expect(first.entry).toHaveLength(50);
    expect(first.total).toBe(MANY_LABS);
    const next = new URL(first.link!.find((l) => l.relation === 'next')!.url);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      patient: a.many.id, category: 'laboratory', _sort: '-date', _offset: '50', _count: '50',
    });
    expect(first.link!.find((l) => l.relation === 'previous')).toBeUndefined();
    const second = await fhir.search(next.pathname + next.search);
    const prev = new URL(second.link!.find((l) => l.relation === 'previous')!.url);
    expect(prev.searchParams.get('_offset')).toBe('0');
    expect(prev.searchParams.get('category')).toBe('laboratory');
    const capped = await fhir.search('/fhir/Observation?_count=100000');
    expect(capped.entry).toHaveLength(Math.min(500, capped.total!));
    // The self link names the count served (R4 search.html: the parameters actually used), not the one asked for.
    expect(new URL(capped.link![0]!.url).searchParams.get('_count')).toBe('500');
    const zero = await fhir.search('/fhir/Observation?_count=0');
    expect(zero.entry).toBeUndefined();
    expect(zero.total).toBe(5 + 4 + 1 + 2 + MANY_LABS);
  });

  it('_summary=count and _elements (mandatory elements kept, SUBSETTED tag)', async () => {
    const count = await fhir.search(`/fhir/Observation?patient=${a.jose.id}&_summary=count`);
    expect(count).toMatchObject({ total: 9 });
    expect(count.entry).toBeUndefined();
    const subset = await fhir.search(`/fhir/Patient?_id=${a.jose.id}&_elements=gender`);
    const p = subset.entry![0]!.resource as Patient;
    expect(p.gender).toBe('male');
    expect(p.name).toBeUndefined();
    expect(p.meta!.tag).toEqual([expect.objectContaining({ code: 'SUBSETTED' })]);
    const obs = (await fhir.search(`/fhir/Observation?patient=${a.jose.id}&_elements=value,subject`)).entry!.map((e) => e.resource as Observation);
    expect(obs.every((o) => o.status && o.code && o.subject && o.category === undefined)).toBe(true);
    expect(obs.some((o) => o.valueQuantity)).toBe(true);
    const appts = (await fhir.search('/fhir/Appointment?_elements=status')).entry!.map((e) => e.resource as Resource & { start?: string });
    expect(appts.every((r) => r.start)).toBe(true); // kept: an invariant needs it
  });

  it('refuses unknown parameters, modifiers, prefixes, sort keys and bad values with a 400 OperationOutcome', async () => {
    for (const url of [
      '/fhir/Patient?foo=bar', '/fhir/Patient?_revinclude=Observation:patient', '/fhir/Observation?name=x',
      '/fhir/Patient?name:missing=true', '/fhir/Observation?date=sa2026', '/fhir/Observation?date=2026-13',
      '/fhir/Observation?date=yesterday', '/fhir/Patient?_sort=gender', '/fhir/Patient?_summary=true', '/fhir/Patient?_count=-1',
      '/fhir/Patient?_count=ten', '/fhir/Patient?name=', '/fhir/Patient?_elements=a.b', '/fhir/Patient?_count=1&_count=2',
      `/fhir/Patient/${a.jose.id}?name=x`, '/fhir/Patient?_offset=x', '/fhir/Observation?patient:Group=1',
    ]) {
      const res = await fhir.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.resourceType, url).toBe('OperationOutcome');
    }
    expect((await fhir.get('/fhir/Patient?_format=json&_pretty=true')).status).toBe(200);
    // An unencoded + in _format arrives as a space: still the JSON format; XML in either spelling is still a 406.
    expect((await fhir.get('/fhir/Patient?_format=application/fhir+json')).status).toBe(200);
    expect((await fhir.get('/fhir/Patient?_format=application/fhir%2Bjson')).status).toBe(200);
    expect((await fhir.get('/fhir/Patient?_format=application/fhir+xml')).status).toBe(406);
    const pretty = await fhir.get(`/fhir/Patient/${a.jose.id}?_pretty=true`);
    expect(pretty.raw.body).toContain('\n  "resourceType"');
  });
});

describe('CapabilityStatement', () => {
  it('is served without a key and every advertised parameter is accepted; nothing else is', async () => {
    const res = await new FhirHttp(t.app, null).get<CapabilityStatement>('/fhir/metadata');
    expect(res.status).toBe(200);
    const cs = res.body;
    expect(cs.fhirVersion).toBe('4.0.1');
    const resources = cs.rest![0]!.resource!;
    expect(resources.map((r) => r.type).sort()).toEqual(['AllergyIntolerance', 'Appointment', 'Binary', 'Condition', 'DocumentReference',
      'Encounter', 'MedicationRequest', 'MedicationStatement', 'Observation', 'Patient']);
    const sample: Record<string, string> = { string: 'x', token: 'x', date: 'ge2000-01-01', reference: `Patient/${a.jose.id}` };
    for (const r of resources) {
      if (r.type === 'Binary') {
        expect(r.interaction!.map((i) => i.code)).toEqual(['read']);
        continue;
      }
      expect(r.interaction!.map((i) => i.code)).toEqual(['read', 'search-type']);
      for (const p of r.searchParam!) {
        const ok = await fhir.get(`/fhir/${r.type}?${p.name}=${enc(sample[p.type]!)}&_summary=count`);
        expect(ok.status, `${r.type}?${p.name}`).toBe(200);
      }
      for (const inc of r.searchInclude ?? []) expect((await fhir.get(`/fhir/${r.type}?_include=${inc}&_count=1`)).status).toBe(200);
      expect((await fhir.get(`/fhir/${r.type}?not-advertised=1`)).status).toBe(400);
    }
    expect((await fhir.get('/fhir/Practitioner')).status).toBe(404);
  });
});
