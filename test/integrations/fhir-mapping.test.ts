import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { observationToLab } from '../../src/integrations/fhir/observations.js';

const CORPUS = path.resolve('../shared/corpus/fhir');

function load(file: string): Resource & { entry?: Array<{ resource: Resource }> } {
  return JSON.parse(readFileSync(path.join(CORPUS, file), 'utf8')) as Resource & { entry?: Array<{ resource: Resource }> };
}

/**
 * Every example of ../shared/corpus/fhir, with the lab row written by hand from the resource (code.text, the
 * valueQuantity number without its unit, interpretation N → normal, effectiveDateTime as sent). Resources that are
 * not Observations map to nothing.
 */
const EXPECTED: Record<string, Array<[string, string, string, string]>> = {
  'uscore-observation-cbc-hemoglobin.json': [['Hemoglobin, Blood', '17', 'normal', '2005-07-05']],
  'uscore-observation-cbc-leukocytes.json': [['White blood cell (WBC) count, Blood', '10', 'normal', '2005-07-05']],
  'uscore-observation-serum-glucose.json': [['Glucose, Blood', '76', 'normal', '2005-07-05']],
  'uscore-observation-serum-potassium.json': [['Potassium, Blood', '5.4', 'normal', '2005-07-05']],
  'uscore-diagnosticreport-cbc.json': [],
  'uscore-patient-example.json': [],
  // A searchset Bundle of one DocumentReference: no Observation in it.
  'uscore-bundle-docref-example1.json': [],
};

describe('FHIR corpus → lab rows', () => {
  it('has an expectation for every file', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(readdirSync(CORPUS).filter((f) => f.endsWith('.json')).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', (file, rows) => {
    const resource = load(file);
    const resources = resource.resourceType === 'Bundle' ? (resource.entry ?? []).map((e) => e.resource) : [resource];
    const labs = resources.map(observationToLab).filter((l) => l !== null);
    expect(labs.map((l) => [l.name, l.value, l.flag, l.takenAt])).toEqual(rows);
  });
});

const base = { resourceType: 'Observation', status: 'final', code: { text: 'Test' }, effectiveDateTime: '2024-03-01' } as const;

describe('value[x], interpretation and dates', () => {
  it.each([
    ['Quantity', { valueQuantity: { value: 7.25, unit: 'mmol/L' } }, '7.25'],
    ['Quantity with a comparator', { valueQuantity: { value: 5, comparator: '<', unit: 'mg/dL' } }, '<5'],
    ['string', { valueString: 'Positive for influenza A' }, 'Positive for influenza A'],
    ['CodeableConcept text', { valueCodeableConcept: { text: 'Detected', coding: [{ code: '260373001', display: 'Detected (qualifier)' }] } }, 'Detected'],
    ['CodeableConcept display', { valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '260415000', display: 'Not detected' }] } }, 'Not detected'],
    ['CodeableConcept code only', { valueCodeableConcept: { coding: [{ code: 'POS' }] } }, 'POS'],
    ['integer', { valueInteger: 42 }, '42'],
    ['Ratio', { valueRatio: { numerator: { value: 1 }, denominator: { value: 128 } } }, '1:128'],
    ['Range', { valueRange: { low: { value: 4.5, unit: 'g/dL' }, high: { value: 11, unit: 'g/dL' } } }, '4.5-11'],
    ['Range open above', { valueRange: { low: { value: 60 } } }, '>=60'],
    ['boolean', { valueBoolean: false }, 'false'],
    ['dateTime', { valueDateTime: '2024-02-28' }, '2024-02-28'],
  ])('%s', (_label, value, expected) => {
    expect(observationToLab({ ...base, ...value } as Resource)?.value).toBe(expected);
  });

  it.each([
    [['H'], 'high'], [['HH'], 'critical'], [['L'], 'low'], [['LL'], 'critical'], [['A'], 'high'], [['N'], 'normal'],
    [['AA'], 'critical'], [[], 'normal'], [['L', 'HH'], 'critical'], [['POS'], 'normal'],
  ])('interpretation %j → %s', (codes, flag) => {
    const interpretation = codes.map((code) => ({ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code }] }));
    expect(observationToLab({ ...base, valueInteger: 1, interpretation } as Resource)?.flag).toBe(flag);
  });

  it.each([
    [{ effectiveDateTime: '2005' }, '2005'],
    [{ effectiveDateTime: '2005-07' }, '2005-07'],
    [{ effectiveDateTime: '2005-07-05T10:30:00+02:00' }, '2005-07-05T10:30:00+02:00'],
    [{ effectiveDateTime: undefined, effectivePeriod: { start: '2024-01-02T08:00:00Z', end: '2024-01-02T09:00:00Z' } }, '2024-01-02T08:00:00Z'],
    [{ effectiveDateTime: undefined, issued: '2024-01-03T12:00:00Z' }, '2024-01-03T12:00:00Z'],
  ])('takenAt from %j', (dates, takenAt) => {
    expect(observationToLab({ ...base, valueInteger: 1, ...dates } as Resource)?.takenAt).toBe(takenAt);
  });

  it('maps nothing from an observation without a value, entered in error, or another resource type', () => {
    expect(observationToLab({ ...base, dataAbsentReason: { text: 'not performed' } } as Resource)).toBeNull();
    expect(observationToLab({ ...base, status: 'entered-in-error', valueInteger: 1 } as Resource)).toBeNull();
    expect(observationToLab({ resourceType: 'Patient', id: 'x' } as Resource)).toBeNull();
  });

  it('names an observation by code.text, else the coding display, else the code', () => {
    expect(observationToLab({ ...base, valueInteger: 1, code: { coding: [{ code: '2345-7', display: 'Glucose SerPl-mCnc' }] } } as Resource)?.name).toBe('Glucose SerPl-mCnc');
    expect(observationToLab({ ...base, valueInteger: 1, code: { coding: [{ code: '2345-7' }] } } as Resource)?.name).toBe('2345-7');
  });
});
