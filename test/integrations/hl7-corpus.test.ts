import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every message of ../shared/corpus/hl7v2 ingested over HTTP, with the rows written by hand from reading each message
 * (OBX-3 text, OBX-5 by OBX-2, OBX-8, OBX-14 else OBR-7 else MSH-7; decisions.md §13). Tuples: [name, value, flag,
 * takenAt]. `fileNumber` is the PID identifier when it is all digits (then no force is needed); otherwise the message
 * is ingested into a fresh patient with `force: true`. `skipped` counts rows equal (name, value, takenAt) to an
 * earlier one of the same message.
 */
type Row = [name: string, value: string, flag: 'normal' | 'high' | 'low' | 'critical', takenAt: string];
interface Expected { fileNumber?: string; messages: number; rows: Row[]; skipped: number }

const CORPUS = path.resolve('../shared/corpus/hl7v2');

const LRI_T = '2011-01-03T14:34:28-08:00';
const CASE_T = '2019-07-30T00:00:00';
const BATCH_T = '2020-02-14T00:00:00';
const BATCH_T5 = '2020-02-05T18:00:00-06:00';
const CO_T = '2019-02-28T12:57:00-05:00';

const EXPECTED: Record<string, Expected> = {
  'rethink-benchmark-oru_r01.hl7': {
    fileNumber: '789012', messages: 1, skipped: 0,
    rows: [
      ['WHITE BLOOD CELL COUNT', '7.2', 'normal', '2025-01-02T08:30:00'],
      ['HEMOGLOBIN', '13.5', 'normal', '2025-01-02T08:30:00'],
      ['HEMATOCRIT', '40', 'normal', '2025-01-02T08:30:00'],
    ],
  },
  // SN `^182`, OBX-14 empty → OBR-7 with its +0600 zone.
  'msfhirconv-ORU-R01-RMGEAD.hl7': {
    messages: 1, skipped: 0, rows: [['GLUCOSE', '182', 'high', '2002-02-15T07:30:00+06:00']],
  },
  // An ORU with an OBR and no OBX: nothing appended, acknowledged AA.
  'nhc-athena-oru-example.hl7': { messages: 1, skipped: 0, rows: [] },
  'nhc-cerner-lead.hl7': {
    fileNumber: '9339683996', messages: 1, skipped: 0, rows: [['Lead Level', '50', 'high', '2010-11-04T16:40:00']],
  },
  'nhc-nist-ORU_R01_2.5.1_SampleTestCase1.hl7': {
    fileNumber: '9817566735', messages: 1, skipped: 0, rows: [['Lead BldC-mCnc', '50', 'high', '2008-08-15T10:30:00-07:00']],
  },
  'cdc-v231-WI-valid2.hl7': {
    fileNumber: '105', messages: 1, skipped: 0,
    rows: [['SARS-CoV-2 Ag Resp Ql IA.rapid', 'Negative', 'normal', '2021-01-28T00:00:00']],
  },
  'cdc-v23-MI-valid1.hl7': {
    messages: 1, skipped: 0,
    rows: [['2019-nCoV RNA XXX NAA+probe-Imp', 'No 2019 nCoV RNA detected.', 'normal', '2020-03-12T09:36:00']],
  },
  // OBX 3 has its value in OBX-4 and an empty OBX-5: no row. OBX 4 is an ST sent as `Y^Yes`.
  'cdc-v23-hhsfield-residency.hl7': {
    messages: 1, skipped: 0,
    rows: [
      ['Age Time Patient Reported', '39', 'normal', '2020-03-19'],
      ['Has symptoms related to condition of interest', 'No', 'normal', '2020-07-30T08:29:15'],
      ['Symptom', 'Yes', 'normal', '2020-07-30T08:42:12'],
      ['First test for condition of interest', 'Yes', 'normal', '2020-07-30T08:29:15'],
      ['Residence type', 'Prison-based care site', 'normal', '2020-07-10T08:29:15'],
      ['First Test?', 'Yes', 'normal', '2020-07-20T08:29:15'],
    ],
  },
  // The specimen id OBX repeats in the third OBR group with the same time: skipped once.
  'cdc-v231-UT-PHLIP-COVID-det.hl7': {
    messages: 1, skipped: 1,
    rows: [
      ['Age Time Patient Reported', '39', 'normal', '2020-03-19'],
      ['Unique Specimen ID', 'LGZKXXR5', 'normal', '2020-03-19T10:18:00-06:00'],
      ['SARS-CoV-2 RNA XXX NAA+probe-Imp', 'Detected', 'normal', '2020-03-19T18:31:38-06:00'],
      ['SARS-CoV-2 N XXX Ql NAA N1', 'Detected', 'normal', '2020-03-19T18:31:20-06:00'],
      ['SARS-CoV-2 N XXX Ql NAA N2', 'Detected', 'normal', '2020-03-19T18:31:30-06:00'],
      ['Human RNase P RNA XXX Ql NAA+probe', 'Detected', 'normal', '2020-03-19T18:31:38-06:00'],
    ],
  },
  // PID-3's second repetition is 8462664. From OBX 10 on, twelve OBX carry the same name, 454545 and time.
  'cdc-v25-CO-AOE-OTH-null.hl7': {
    fileNumber: '8462664', messages: 1, skipped: 11,
    rows: [
      ['Age calculated', '30', 'normal', '2020-04-02'],
      ['Illness_Onset_Date', '2020-03-03', 'normal', '2020-04-04'],
      ['Pregnant', 'Yes', 'normal', '2020-04-02'],
      ['Symptomatic_for_disease', 'No', 'normal', '2020-04-02'],
      ['Patient_location', 'Inpatient', 'normal', '2020-04-02'],
      ['Public_Health_Case_ID', 'UT123456', 'normal', '2020-04-02'],
      ['SARS-CoV-2 N XXX Ql NAA N1', 'Detected', 'normal', '2020-03-19T18:31:20-06:00'],
      ['SARS-CoV-2 N gene XXX Ql NAA N2', 'Detected', 'normal', CO_T],
      ['Human RNase P RNA XXX Ql NAA+probe', 'Not Detected', 'normal', '2020-03-19T18:31:38-06:00'],
      ['Human RNase P RNA Ct XXX Qn NAA+probe', '454545', 'normal', CO_T],
    ],
  },
  // MSH-2 is `^~\&#` (the v2.5.1 truncation character); names from OBX-3 component 2, not the original text in 9.
  'cdc-v251-SCION-513870.hl7': {
    messages: 1, skipped: 0,
    rows: [
      ['County of residence [Location]', 'York', 'normal', '2020-03-22'],
      ['SARS Coronavirus 2 RNA [Interpretation] in Unspecified specimen Qualitative by NAA with probe detection', 'Not Detected', 'normal', '2020-03-22'],
    ],
  },
  // OBX-8 `A^Abnormal^HL70078` → high; CX values by their id.
  'cdc-v251-TN-PHLIP-Cepheid-pos.hl7': {
    messages: 1, skipped: 0,
    rows: [
      ['Age calculated', '10', 'normal', '2020-04-02'],
      ['Sample is related to program/study/event', 'ILInet', 'normal', '2020-04-02'],
      ['Identifier with assigning authority', '47138', 'normal', '2020-04-02'],
      ['SARS coronavirus 2 RNA', 'Positive', 'high', '2020-04-02'],
    ],
  },
  // FHS/BHS batch of five messages for five different patients (hence force).
  'cdc-v251-batch-FHS-BHS-multi.hl7': {
    messages: 5, skipped: 0,
    rows: [
      ['2019-nCoV RNA XXX NAA+probe-Imp', 'Detected', 'normal', BATCH_T],
      ['2019-nCoV RNA XXX NAA+probe-Imp', 'Inconclusive', 'normal', BATCH_T],
      ['2019-nCoV RNA XXX NAA+probe-Imp', 'Not Detected', 'normal', BATCH_T],
      ['2019-nCoV RNA XXX NAA+probe-Imp', 'Specimen unsatisfactory for evaluation', 'normal', BATCH_T],
      ['Probe.amp.tar.primer-probe set N1', 'Detected', 'normal', BATCH_T5],
      ['2019 Novel Coronavirus N gene', 'Detected', 'normal', BATCH_T5],
      ['Human RNase P RNA', 'Detected', 'normal', BATCH_T5],
      ['2019 Novel Coronavirus RNA', 'Detected', 'normal', BATCH_T5],
    ],
  },
  // 56 case OBX without OBX-14 (→ OBR-7 20190730000000), three of them repeats; then lab OBX with `\F\` in OBX-3
  // decoded to `|` and SN `=^1^:^8192`. More than 50 rows: appended in several calls of the lab append.
  'cdc-v251-caselab-001.hl7': {
    messages: 1, skipped: 3,
    rows: [
      ['Country of Birth', 'UNITED STATES', 'normal', CASE_T],
      ['Country of Usual Residence', 'UNITED STATES', 'normal', CASE_T],
      ['Date of Illness Onset', '2019-09-15', 'normal', CASE_T],
      ['Diagnosis Date', '2019-07-13', 'normal', CASE_T],
      ['Subject Died', 'No', 'normal', CASE_T],
      ['State Case Identifier', '101504853', 'normal', CASE_T],
      ['Age at Case Investigation', '31', 'normal', CASE_T],
      ['Country of Exposure', 'UNITED STATES', 'normal', CASE_T],
      ['State or Province of Exposure', 'North Carolina', 'normal', CASE_T],
      ['City of Exposure', 'Lexington', 'normal', CASE_T],
      ['County of Exposure', 'Davidson County', 'normal', CASE_T],
      ['Case Class Status Code', 'Confirmed present', 'normal', CASE_T],
      ['Jurisdiction Code', '37', 'normal', CASE_T],
      ['Person Reporting to CDC - Name', 'Mara Larson', 'normal', CASE_T],
      ['Person Reporting to CDC - Phone Number', '919-546-1632', 'normal', CASE_T],
      ['Person Reporting to CDC - Email', 'Mara.Larson@dhhs.nc.gov', 'normal', CASE_T],
      ['Case Investigation Start Date', '2019-07-11', 'normal', CASE_T],
      ['Date Reported', '2019-07-11', 'normal', CASE_T],
      ['Earliest Date Reported to State', '2019-07-11', 'normal', CASE_T],
      ['MMWR Week', '26', 'normal', CASE_T],
      ['MMWR Year', '2019', 'normal', CASE_T],
      ['Date First Reported to PHD', '2019-07-11', 'normal', CASE_T],
      ['Reporting State', 'North Carolina', 'normal', CASE_T],
      ['Reporting County', 'Davidson', 'normal', CASE_T],
      ['National Reporting Jurisdiction', 'NC', 'normal', CASE_T],
      ['Date of Initial Health Exam Associated with Case Report "Health Event"', '2019-07-13', 'normal', CASE_T],
      ['Neurological Manifestations', 'No', 'normal', CASE_T],
      ['Ocular Manifestations', 'No', 'normal', CASE_T],
      ['Otic Manifestations', 'No', 'normal', CASE_T],
      ['Late Clinical Manifestations', 'No', 'normal', CASE_T],
      ['Treatment Date', '2019-07-13', 'normal', CASE_T],
      ['HIV Status', 'HIV negative', 'normal', CASE_T],
      ['Had Sex with a Male within the Past 12 Months', 'Yes', 'normal', CASE_T],
      ['Had Sex with a Female within the Past 12 Months', 'No', 'normal', CASE_T],
      ['Had Sex with a Person Known to Him/Her to be an Intravenous Drug User (IDU) within th Past 12 Months', 'No', 'normal', CASE_T],
      ['Had Sex while Intoxicated and/or High on Drugs within the Past 12 Months', 'Yes', 'normal', CASE_T],
      ['Exchanged Drugs/Money for Sex within the Past 12 Months', 'unknown', 'normal', CASE_T],
      ['Engaged in Injection Drug use Within Past 12 Months', 'No', 'normal', CASE_T],
      ['How case patient first came to the attention of the health department for this condition', 'Patient Referred Partner', 'normal', CASE_T],
      ['Drugs Used', 'Other Drugs Used', 'normal', CASE_T],
      ['Drugs Used Indicator', 'Yes', 'normal', CASE_T],
      ['Drugs Used', 'Methamphetamines', 'normal', CASE_T],
      // OBX 43 (Drugs Used Indicator, Yes) repeats OBX 41.
      ['Test Type', 'Treponema Pallidum - Enzyme immunoassay (EIA)', 'normal', CASE_T],
      ['Test Result', 'Reactive', 'normal', CASE_T],
      ['Specimen Collection Date', '2019-07-13', 'normal', CASE_T],
      ['Test Type', 'Rapid Plasma Reagin (RPR)', 'normal', CASE_T],
      // OBX 48 (Test Result, Reactive) repeats OBX 45.
      ['Nontreponemal serologic syphilis test result', '1:4096', 'normal', CASE_T],
      // OBX 50 (Specimen Collection Date) repeats OBX 46.
      ['Previous STD History', 'No', 'normal', CASE_T],
      ['Have You Met Sex Partners through the Internet in the Last 12 Months', 'Yes', 'normal', CASE_T],
      ['Been Incarcerated within the Past 12 Months', 'No', 'normal', CASE_T],
      ['Total Number of Sex Partners in the Last 12 months', '6', 'normal', CASE_T],
      ['Clinician-Observed Lesion(s) Indicative of Syphilis', 'Penis', 'normal', CASE_T],
      ['HIV Status Documented Through eHARS Record Search', 'No', 'normal', CASE_T],
      ['T pallidum Ab Ser Ql IA   ||  Treponema pallidum Ab: IA', 'Reactive', 'normal', '2019-07-13'],
      ['RPR Ser Ql   ||  Reagin Ab: RPR', 'Reactive', 'normal', '2019-07-13'],
      ['T pallidum Ab Ser Ql IA   ||  Treponema pallidum Ab: IA', 'Reactive', 'normal', '2019-09-28'],
      ['RPR Ser Ql   ||  Reagin Ab: RPR', 'Reactive', 'normal', '2019-09-28'],
      ['_HIV Screening', 'Negative', 'normal', '2019-07-13'],
      ['Reagin Ab XXX Ql   ||  Reagin Ab:', 'Reactive', 'normal', '2019-07-13'],
      ['Reagin Ab XXX Ql   ||  Reagin Ab:', '1:8192', 'normal', '2019-07-13'],
      ['HIV 1+2 Ab+HIV1 p24 Ag SerPl Ql IA   ||  HIV 1+2 Ab+HIV1 p24 Ag: IA', 'Non-Reactive', 'normal', '2019-09-28'],
    ],
  },
  // BOM, LF endings; OBX 1 and 3 have no value; OBR-7 is empty and every valued OBX has its own OBX-14.
  'msfhirconv-LAB-ORU-1.hl7': {
    fileNumber: '10006579', messages: 1, skipped: 0,
    rows: [
      ['ERYTHROCYTES', '4.06', 'normal', '2014-10-06T06:27:00+07:00'],
      ['HEMATOCRIT', '40.1', 'normal', '2014-10-06T08:30:00+07:00'],
      ['PLATELETS', '221', 'normal', '2014-10-06T08:30:00+07:00'],
      ['NEUTROPHILS/100 LEUKOCYTES', '72', 'normal', '2014-10-06T06:27:00+07:00'],
      ['EOSINOPHILS/100 LEUKOCYTES', '2', 'normal', '2014-10-06T06:27:00+07:00'],
      ['LYMPHOCYTES/100 LEUKOCYTES', '20', 'normal', '2014-10-06T06:27:00+07:00'],
      ['MONOCYTES/100 LEUKOCYTES', '6', 'normal', '2014-10-06T06:27:00+07:00'],
      ['BASOPHILS/100 LEUKOCYTES', '0', 'normal', '2014-10-06T06:27:00+07:00'],
    ],
  },
  // BOM; HH → critical, L → low, A → high (coded values and TX alike).
  'msfhirconv-LRI_2.0-NG_CBC_Typ_Message.hl7': {
    messages: 1, skipped: 0,
    rows: [
      ['Erythrocytes [#/volume] in Blood', '4.41', 'normal', LRI_T],
      ['Hemoglobin [Mass/volume] in Blood', '12.5', 'low', LRI_T],
      ['Hematocrit [Volume Fraction] of Blood', '41', 'normal', LRI_T],
      ['Leukocytes [#/volume] in Blood', '105600', 'critical', LRI_T],
      ['Platelets [#/volume] in Blood', '210000', 'normal', LRI_T],
      ['Erythrocyte mean corpuscular volume [Entitic volume]', '91', 'normal', LRI_T],
      ['Erythrocyte mean corpuscular hemoglobin [Entitic mass]', '29', 'normal', LRI_T],
      ['Erythrocyte mean corpuscular hemoglobin concentration [Mass/volume]', '32.4', 'normal', LRI_T],
      ['Erythrocyte distribution width [Ratio]', '10.5', 'normal', LRI_T],
      ['Basophils [#/volume] in Blood', '0.1', 'normal', LRI_T],
      ['Basophils/100 leukocytes in Blood', '0.1', 'normal', LRI_T],
      ['Monocytes [#/volume] in Blood', '3', 'normal', LRI_T],
      ['Monocytes/100 leukocytes in Blood', '3', 'normal', LRI_T],
      ['Eosinophils [#/volume] in Blood', '2.1', 'critical', LRI_T],
      ['Eosinophils/100 leukocytes in Blood', '2', 'normal', LRI_T],
      ['Lymphocytes [#/volume] in Blood', '41.2', 'critical', LRI_T],
      ['Lymphocytes/100 leukocytes in Blood', '39', 'normal', LRI_T],
      ['Neutrophils [#/volume] in Blood', '58', 'critical', LRI_T],
      ['Neutrophils/100 leukocytes in Blood', '55', 'normal', LRI_T],
      ['Anisocytosis [Presence] in Blood', 'Present ++ out of ++++', 'high', LRI_T],
      ['Hypochromia [Presence] in Blood', 'not detected', 'normal', LRI_T],
      ['Macrocytes [Presence] in Blood', 'not detected', 'normal', LRI_T],
      ['Microcytes [Presence] in Blood', 'not detected', 'normal', LRI_T],
      ['Poikilocytosis [Presence] in Blood by Light microscopy', 'not detected', 'normal', LRI_T],
      ['Polychromasia [Presence] in Blood by Light microscopy', 'not detected', 'normal', LRI_T],
      ['Erythrocyte morphology finding [Identifier] in Blood', 'Many spherocytes present.', 'high', LRI_T],
      ['Leukocyte morphology finding [Identifier] in Blood', 'Reactive morphology in lymphoid cells.', 'high', LRI_T],
      ['Platelet morphology finding [Identifier] in Blood', 'Platelets show defective granulation.', 'high', LRI_T],
    ],
  },
  // Two OBX before any OBR (an RP with its own OBX-14; an ED without data: no row); OBX-5 repetitions `27~25`;
  // the last two OBX have no OBX-14 → OBR-7 200202150730+0215.
  'msfhirconv-ORU-R01-01.hl7': {
    fileNumber: '14', messages: 1, skipped: 0,
    rows: [
      ['heartrate', 'https://testurl.com', 'normal', '1999-07-02'],
      ['Bacteria identified in Stool by Culture', 'Salmonella', 'high', '2012-03-01'],
      ['Serum or Plasma', 'https://testurl.com', 'normal', '2002-02-15T07:30:00+02:15'],
      ['Bacteria identified', '27, 25', 'normal', '2002-02-15T07:30:00+02:15'],
    ],
  },
  // OBX 1 (SN) has an empty OBX-5 in this copy: no row.
  'nhc-realm-hepatitis-c-virus.hl7': {
    fileNumber: '36363636', messages: 1, skipped: 0,
    rows: [
      ['Age at specimen collection', '29', 'normal', '2008-08-15T11:00:00'],
      ['Current employment', 'food handler', 'normal', '2008-08-15T11:00:00'],
    ],
  },
};

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'lab']);
}, 60_000);
afterAll(async () => { await t?.close(); });

async function patientFor(expected: Expected): Promise<string> {
  const res = await c.as('owner').post('/api/patients', { name: 'Corpus Patient', ...(expected.fileNumber ? { fileNumber: expected.fileNumber } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fileNumber as string;
}

describe('the HL7 v2 corpus', () => {
  it('has an expectation for every file (17 messages and a batch of five)', () => {
    const files = readdirSync(CORPUS).filter((f) => f.endsWith('.hl7')).sort();
    expect(files).toHaveLength(18);
    expect(Object.keys(EXPECTED).sort()).toEqual(files);
  });

  it.each(Object.entries(EXPECTED))('%s', async (file, expected) => {
    const message = readFileSync(path.join(CORPUS, file), 'utf8');
    const fileNumber = await patientFor(expected);
    const res = await c.as('lab').post('/api/integrations/fhir/ingest', { fileNumber, message, force: expected.fileNumber ? undefined : true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { appended: Array<{ name: string; value: string; flag: string; takenAt: string }>; skipped: number; ack: string };
    expect(body.appended.map((l) => [l.name, l.value, l.flag, l.takenAt])).toEqual(expected.rows);
    expect(body.skipped).toBe(expected.skipped);
    const acks = body.ack.split('\r').filter((s) => s.startsWith('MSA|'));
    expect(acks).toHaveLength(expected.messages);
    for (const msa of acks) expect(msa.startsWith('MSA|AA|')).toBe(true);

    const record = (await c.as('owner').get(`/api/patients/${fileNumber}`)).json() as { labs: Array<{ name: string; value: string; flag: string; takenAt: string }> };
    expect(record.labs.map((l) => [l.name, l.value, l.flag, l.takenAt])).toEqual(expected.rows);

    // Re-ingesting the same message appends nothing.
    const again = await c.as('lab').post('/api/integrations/fhir/ingest', { fileNumber, message, force: expected.fileNumber ? undefined : true });
    expect(again.statusCode).toBe(200);
    expect(again.json().appended).toEqual([]);
    expect(again.json().skipped).toBe(expected.rows.length + expected.skipped);
    expect((await c.as('owner').get(`/api/patients/${fileNumber}`)).json().labs).toHaveLength(expected.rows.length);
  });
});
