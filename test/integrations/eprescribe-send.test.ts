import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rxnormQualifier, splitName } from '../../src/integrations/eprescribe/newrx.js';
import { gatewayTuning } from '../../src/integrations/eprescribe/send.js';
import { ncpdpUnitCode } from '../../src/integrations/eprescribe/units.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GATEWAY_ERROR_DESCRIPTION, startFakeGateway, type FakeGateway } from './fake-eprescribe-gateway.js';

const TOKEN = 'gateway-token-123';
const SENDER_ID = 'CLINIC-SENDER-77';
const NPI = '1234567893'; // the CMS example NPI (valid check digit)
const DEA = 'AB1234563'; // check digit: (1+3+5) + 2×(2+4+6) = 33 → 3
const PHARMACY = {
  ncpdpId: '1234567', name: 'Main Street Pharmacy', phone: '(555) 010-2000',
  address: { line: '10 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
};
const PATIENT = {
  name: 'Amy Jo Shaw', sex: 'F', dateOfBirth: '1980-04-12', phone: '+1 555-123-4567',
  address: { line: '1 Elm Rd', city: 'Springfield', state: 'IL', postalCode: '62704-1234' },
};
const RX = {
  name: 'Amy Jo Shaw', initials: 'AS', medication: 'Atorvastatin 20 MG Oral Tablet', dose: '20 mg', frequency: 'once daily at night',
  duration: '30 days', quantity: 30, quantityUnit: 'Tablets', daysSupply: 30, refills: 2, ndc: '0071-0155-23',
  rxnormCode: '617310', substitutionAllowed: false,
};

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
let gateway: FakeGateway;
let rxId: string;

type Xml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function configure(clinic: SeededClinic, body: Record<string, unknown>) {
  const res = await clinic.as('owner').put('/api/integrations/eprescribe', body);
  expect(res.statusCode, res.body).toBe(200);
}

async function prescribe(clinic: SeededClinic, body: Record<string, unknown>, role: 'doctor' | 'owner' = 'doctor'): Promise<string> {
  const res = await clinic.as(role).post('/api/prescriptions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const send = (clinic: SeededClinic, id: string, role: Parameters<SeededClinic['as']>[0] = 'doctor') =>
  clinic.as(role).post('/api/integrations/eprescribe/send', { rxId: id });

beforeAll(async () => {
  t = await startTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  a = await seedClinic(t.app, ['owner', 'doctor', 'reception', 'lab', 'pharmacy']);
  b = await seedClinic(t.app, ['owner']);
  gateway = await startFakeGateway();
  const doctor = a.as('doctor');
  expect((await a.as('owner').patch(`/api/staff/${doctor.userId}`, { npi: NPI, dea: DEA })).statusCode).toBe(200);
  const patient = await a.as('owner').post('/api/patients', { ...PATIENT, fileNumber: '4001', primaryProviderId: doctor.userId });
  expect(patient.statusCode, patient.body).toBe(201);
  rxId = await prescribe(a, { ...RX, fileNumber: '4001', prescribedAt: '2026-03-02' });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

describe('POST /api/integrations/eprescribe/send', () => {
  it('answers 409 integration_disabled while e-prescribing is unset or disabled, posting nothing', async () => {
    const unset = await send(a, rxId);
    expect(unset.statusCode).toBe(409);
    expect(unset.json().code).toBe('integration_disabled');
    await configure(a, { endpoint: gateway.url, enabled: false, credentials: JSON.stringify({ token: TOKEN, senderId: SENDER_ID }), settings: { pharmacy: PHARMACY } });
    expect((await send(a, rxId)).json().code).toBe('integration_disabled');
    expect(gateway.requests).toHaveLength(0);
    await configure(a, { endpoint: gateway.url, enabled: true });
  });

  it('posts a SCRIPT 2017071 NewRx as application/xml with the bearer token, and answers sent with the MessageID', async () => {
    const res = await send(a, rxId);
    expect(res.statusCode, res.body).toBe(200);
    const { messageId, status, message } = res.json() as { messageId: string; status: string; message?: string };
    expect(status).toBe('sent');
    expect(message).toBeUndefined();
    expect(messageId).toMatch(/^[0-9a-f]{32}$/);

    expect(gateway.requests).toHaveLength(1);
    const posted = gateway.requests[0]!;
    expect(posted.method).toBe('POST');
    expect(posted.contentType).toBe('application/xml');
    expect(posted.authorization).toBe(`Bearer ${TOKEN}`);

    const msg = posted.parsed.Message as Xml;
    expect(msg['@_xmlns']).toBe('http://www.ncpdp.org/schema/SCRIPT');
    expect(msg['@_TransactionVersion']).toBe('2017071');
    expect(msg.Header.To).toEqual({ '@_Qualifier': 'P', '#text': PHARMACY.ncpdpId });
    expect(msg.Header.From['#text']).toBe(SENDER_ID);
    expect(msg.Header.MessageID).toBe(messageId);
    expect(Date.parse(msg.Header.SentTime)).not.toBeNaN();
    expect(msg.Header.PrescriberOrderNumber).toBe(rxId.replaceAll('-', ''));

    const newRx = msg.Body.NewRx as Xml;
    expect(Object.keys(newRx)).toEqual(['Patient', 'Pharmacy', 'Prescriber', 'MedicationPrescribed']);
    expect(newRx.Patient.HumanPatient).toEqual({
      Name: { LastName: 'Shaw', FirstName: 'Amy', MiddleName: 'Jo' },
      Gender: 'F',
      DateOfBirth: { Date: '1980-04-12' },
      Address: { AddressLine1: '1 Elm Rd', City: 'Springfield', StateProvince: 'IL', PostalCode: '627041234', CountryCode: 'US' },
      CommunicationNumbers: { PrimaryTelephone: { Number: '5551234567' } },
    });
    expect(newRx.Pharmacy).toEqual({
      Identification: { NCPDPID: '1234567' },
      BusinessName: 'Main Street Pharmacy',
      Address: { AddressLine1: '10 Main St', City: 'Springfield', StateProvince: 'IL', PostalCode: '62701', CountryCode: 'US' },
      CommunicationNumbers: { PrimaryTelephone: { Number: '5550102000' } },
    });
    const prescriber = newRx.Prescriber.NonVeterinarian as Xml;
    expect(prescriber.Identification).toEqual({ DEANumber: DEA, NPI });
    expect(prescriber.Name.LastName).toBe(a.as('doctor').name!.split(' ').at(-1));
    expect(prescriber.PracticeLocation.BusinessName).toBe(`Clinic ${a.tag}`);

    const med = newRx.MedicationPrescribed as Xml;
    expect(Object.keys(med)).toEqual(['DrugDescription', 'DrugCoded', 'Quantity', 'DaysSupply', 'WrittenDate', 'Substitutions', 'NumberOfRefills', 'Sig']);
    expect(med.DrugDescription).toBe('Atorvastatin 20 MG Oral Tablet 20 mg');
    expect(med.DrugCoded).toEqual({
      ProductCode: { Code: '00071015523', Qualifier: 'ND' }, // the 4-4-2 NDC as 11 digits
      DrugDBCode: { Code: '617310', Qualifier: 'SCD' },
    });
    expect(med.Quantity).toEqual({ Value: '30', CodeListQualifier: '38', QuantityUnitOfMeasure: { Code: 'C48542' } });
    expect(med.DaysSupply).toBe('30');
    expect(med.WrittenDate).toEqual({ Date: '2026-03-02' });
    expect(med.Substitutions).toBe('1');
    expect(med.NumberOfRefills).toBe('2');
    expect(med.Sig).toEqual({ SigText: 'once daily at night; for 30 days' });
  });

  it('writes an activity entry on the prescription naming the status and message id, without patient data', async () => {
    const activity = (await a.as('owner').get('/api/activity?limit=20')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const entry = activity.find((e) => e.action === 'prescription.erx_sent');
    expect(entry?.entityId).toBe(rxId);
    expect(entry?.summary).toContain('the gateway answered sent');
    expect(entry?.summary).toMatch(/message [0-9a-f]{32}/);
    for (const secret of ['Shaw', 'Atorvastatin', '1980', 'Elm', NPI]) expect(entry?.summary).not.toContain(secret);
  });

  it('answers verified for a Verify and rejected with the Error description for an Error', async () => {
    gateway.answer = 'verify';
    expect((await send(a, rxId)).json()).toMatchObject({ status: 'verified' });
    gateway.answer = 'error';
    const rejected = await send(a, rxId);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', message: GATEWAY_ERROR_DESCRIPTION });
    expect(rejected.json().messageId).toBe((gateway.requests.at(-1)!.parsed.Message as Xml).Header.MessageID);
    const activity = (await a.as('owner').get('/api/activity?limit=5')).json() as Array<{ action: string }>;
    expect(activity.some((e) => e.action === 'prescription.erx_rejected')).toBe(true);
    gateway.answer = 'status';
  });

  it.each([
    ['a 500', 'fail500', 'HTTP 500'],
    ['text that is not XML', 'garbage', 'not an NCPDP SCRIPT message'],
    ['XML that is not a SCRIPT answer', 'notScript', 'not an NCPDP SCRIPT message'],
    ['a Status about another MessageID', 'otherMessage', 'another message'],
  ] as const)('answers 502 gateway_failed for %s, without the remote body', async (_label, answer, detail) => {
    gateway.answer = answer;
    try {
      const res = await send(a, rxId);
      expect(res.statusCode, res.body).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().code).toBe('gateway_failed');
      expect(res.json().detail).toContain(detail);
      expect(res.body).not.toContain('secret detail');
      expect(res.body).not.toContain('Maintenance');
    } finally {
      gateway.answer = 'status';
    }
  });

  it('answers 502 for a gateway that does not answer in time (limit shortened) and for one that is down', async () => {
    const silent = await startFakeGateway('hang');
    gatewayTuning.timeouts = { totalMs: 300 };
    try {
      await configure(a, { endpoint: silent.url, enabled: true });
      const res = await send(a, rxId);
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json().code).toBe('gateway_failed');
      expect(silent.requests).toHaveLength(1);
    } finally {
      gatewayTuning.timeouts = undefined;
      await silent.close();
    }
    const down = await send(a, rxId); // the silent gateway is closed now
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('gateway_failed');
    await configure(a, { endpoint: gateway.url, enabled: true });
  });

  it('answers 400 with one errors[] entry per missing field, and posts nothing', async () => {
    const bare = await a.as('owner').post('/api/patients', { name: 'Bo Lee', fileNumber: '4002', primaryProviderId: a.as('doctor').userId });
    expect(bare.statusCode, bare.body).toBe(201);
    const owner = a.as('owner');
    const id = await prescribe(a, { name: 'Bo Lee', initials: 'BL', medication: 'Amoxicillin', frequency: 'twice daily', fileNumber: '4002' }, 'owner');
    const before = gateway.requests.length;
    const res = await send(a, id, 'owner');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const paths = (res.json().errors as Array<{ path: string }>).map((e) => e.path);
    expect(paths.sort()).toEqual(['ndc', 'patient.address', 'patient.dateOfBirth', 'prescriber.npi', 'quantity', 'quantityUnit', 'refills']);
    expect(gateway.requests.length).toBe(before);

    // Filled in one by one, each fix removes exactly its entry.
    expect((await owner.patch(`/api/staff/${owner.userId}`, { npi: '1245319599' })).statusCode).toBe(200);
    const patched = await owner.put('/api/patients/4002', { name: 'Bo Lee', dateOfBirth: '1990-01-01', address: PATIENT.address, primaryProviderId: a.as('doctor').userId });
    expect(patched.statusCode, patched.body).toBe(200);
    const put = await owner.put(`/api/prescriptions/${id}`, { name: 'Bo Lee', initials: 'BL', medication: 'Amoxicillin', frequency: 'twice daily', quantity: 20, quantityUnit: 'puffs', refills: 0, rxnormCode: '308191' });
    expect(put.statusCode, put.body).toBe(200);
    const unit = await send(a, id, 'owner');
    expect(unit.statusCode, unit.body).toBe(400);
    expect(unit.json().errors).toEqual([{ path: 'quantityUnit', message: expect.stringContaining('no NCPDP unit code') }]);
    expect((await owner.put(`/api/prescriptions/${id}`, { name: 'Bo Lee', initials: 'BL', medication: 'Amoxicillin', frequency: 'twice daily', quantityUnit: 'capsules' })).statusCode).toBe(200);
    expect(gateway.requests.length).toBe(before);

    const ok = await send(a, id, 'owner');
    expect(ok.statusCode, ok.body).toBe(200);
    const med = ((gateway.requests.at(-1)!.parsed.Message as Xml).Body.NewRx.MedicationPrescribed) as Xml;
    expect(med.DrugCoded).toEqual({ DrugDBCode: { Code: '308191', Qualifier: 'SCD' } });
    expect(med.Quantity.QuantityUnitOfMeasure.Code).toBe('C48480');
    expect(med.Substitutions).toBe('0'); // not stated: substitution allowed
    expect(med.DaysSupply).toBeUndefined();
  });

  it('refuses a drug description or street line longer than SCRIPT allows, and a prescription whose patient was deleted', async () => {
    const before = gateway.requests.length;
    const longName = await prescribe(a, { ...RX, fileNumber: '4001', medication: `Atorvastatin calcium ${'extended '.repeat(10)}tablet` });
    const long = await send(a, longName);
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'medication', message: expect.stringContaining('105 characters') }]);

    const street = await a.as('owner').post('/api/patients', { ...PATIENT, name: 'Di Long', fileNumber: '4004', primaryProviderId: a.as('doctor').userId, address: { ...PATIENT.address, line: '1200 Old Mill Run Road, Building C, Apartment 4B' } });
    expect(street.statusCode, street.body).toBe(201);
    const streetRx = await prescribe(a, { ...RX, name: 'Di Long', fileNumber: '4004' });
    expect((await send(a, streetRx)).json().errors).toEqual([{ path: 'patient.address.line', message: expect.stringContaining('40 characters') }]);

    expect((await a.as('owner').delete('/api/patients/4004')).statusCode).toBe(204);
    const orphan = await send(a, streetRx, 'owner');
    expect(orphan.statusCode, orphan.body).toBe(400);
    expect(orphan.json().errors).toEqual([{ path: 'patient', message: expect.stringContaining('no longer in the records') }]);
    expect(gateway.requests.length).toBe(before);
  });

  it('refuses the practice address of the claims settings when it is longer than SCRIPT allows (X12 allows more)', async () => {
    const claims = (settings: Record<string, unknown>) => a.as('owner').put('/api/integrations/claims', { endpoint: '', enabled: false, settings });
    const billingProvider = {
      name: 'Springfield Family Clinic', npi: '1245319599', taxId: '123456789',
      address: { line: '1200 Old Mill Run Road, Building C, Suite 4B', city: 'Springfield', state: 'IL', postalCode: '62701' },
    };
    const saved = await claims({ billingProvider });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const before = gateway.requests.length;
      const res = await send(a, rxId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'prescriber.address.line', message: expect.stringContaining('40 characters') }]);
      expect(gateway.requests.length).toBe(before);
    } finally {
      expect((await claims({})).statusCode).toBe(200);
    }
  });

  it('names the pharmacy settings and the credentials when the integration lacks them', async () => {
    await configure(a, { endpoint: gateway.url, enabled: true, credentials: '', settings: {} });
    try {
      const before = gateway.requests.length;
      const res = await send(a, rxId);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json().errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['credentials', 'pharmacy']);
      expect(gateway.requests.length).toBe(before);
    } finally {
      await configure(a, { endpoint: gateway.url, enabled: true, credentials: JSON.stringify({ token: TOKEN, senderId: SENDER_ID }), settings: { pharmacy: PHARMACY } });
    }
  });

  it('lets prescription:write roles send (403 for reception and lab) and keeps a doctor inside the panel (404)', async () => {
    expect((await send(a, rxId, 'reception')).statusCode).toBe(403);
    expect((await send(a, rxId, 'lab')).statusCode).toBe(403);
    expect((await send(a, rxId, 'pharmacy')).statusCode).toBe(200);
    expect((await send(a, rxId, 'owner')).statusCode).toBe(200);

    const other = await a.addMember('doctor');
    const outside = await a.as('owner').post('/api/patients', { ...PATIENT, name: 'Cy Dunn', fileNumber: '4003', primaryProviderId: other.userId });
    expect(outside.statusCode, outside.body).toBe(201);
    const outsideRx = await prescribe(a, { ...RX, name: 'Cy Dunn', fileNumber: '4003' }, 'owner');
    expect((await send(a, outsideRx, 'doctor')).statusCode).toBe(404);
  });

  it('answers 404 for another clinic\'s prescription and for an unknown id, before calling the gateway', async () => {
    await configure(b, { endpoint: gateway.url, enabled: true, credentials: JSON.stringify({ token: TOKEN, senderId: SENDER_ID }), settings: { pharmacy: PHARMACY } });
    const before = gateway.requests.length;
    expect((await send(b, rxId, 'owner')).statusCode).toBe(404);
    expect((await send(a, '01890000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await send(a, 'not-an-id')).statusCode).toBe(404);
    expect(gateway.requests.length).toBe(before);
  });

  it('refuses to send a prescription that is no longer active (409), and a body without rxId (400)', async () => {
    const id = await prescribe(a, { ...RX, fileNumber: '4001', status: 'completed' });
    const res = await send(a, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect((await a.as('doctor').post('/api/integrations/eprescribe/send', {})).statusCode).toBe(400);
  });
});

describe('NewRx pieces', () => {
  it('maps written units to NCPDP codes and knows no code for a unit it is not sure of', () => {
    expect(['Tablets', 'tab.', 'capsule', 'mL', 'Milliliters', 'pen  needles'].map(ncpdpUnitCode))
      .toEqual(['C48542', 'C48542', 'C48480', 'C28254', 'C28254', 'C120216']);
    expect(ncpdpUnitCode('puffs')).toBeUndefined();
    expect(ncpdpUnitCode('')).toBeUndefined();
  });

  it('qualifies an RxCUI as SBD when the description names a brand in brackets, SCD otherwise', () => {
    expect(rxnormQualifier('atorvastatin 20 MG Oral Tablet [Lipitor] 20 mg')).toBe('SBD');
    expect(rxnormQualifier('atorvastatin 20 MG Oral Tablet')).toBe('SCD');
  });

  it('splits a free-text name into last, first and middle names', () => {
    expect(splitName('Cher')).toEqual({ LastName: 'Cher' });
    expect(splitName('  Mary  Ann Lee Smith ')).toEqual({ LastName: 'Smith', FirstName: 'Mary', MiddleName: 'Ann Lee' });
  });
});
