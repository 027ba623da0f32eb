import { faker } from '@faker-js/faker';
import type { LabFlag } from './schema.js';

/**
 * Demo lab tests with adult reference ranges (as commonly printed on lab reports; demo data, not clinical guidance).
 * A value is drawn around the range and flagged from where it falls, so value and flag always agree.
 */
export interface LabTest { name: string; unit: string; low: number; high: number; criticalLow: number; criticalHigh: number; decimals: number }

export const LAB_TESTS: readonly LabTest[] = [
  { name: 'Sodium', unit: 'mmol/L', low: 135, high: 145, criticalLow: 120, criticalHigh: 160, decimals: 0 },
  { name: 'Potassium', unit: 'mmol/L', low: 3.5, high: 5.1, criticalLow: 2.5, criticalHigh: 6.5, decimals: 1 },
  { name: 'Creatinine', unit: 'mg/dL', low: 0.6, high: 1.3, criticalLow: 0.2, criticalHigh: 5, decimals: 2 },
  { name: 'Glucose (fasting)', unit: 'mg/dL', low: 70, high: 99, criticalLow: 40, criticalHigh: 400, decimals: 0 },
  { name: 'HbA1c', unit: '%', low: 4, high: 5.6, criticalLow: 3, criticalHigh: 14, decimals: 1 },
  { name: 'LDL cholesterol', unit: 'mg/dL', low: 0, high: 129, criticalLow: -1, criticalHigh: 400, decimals: 0 },
  { name: 'TSH', unit: 'mIU/L', low: 0.4, high: 4.5, criticalLow: 0.01, criticalHigh: 50, decimals: 2 },
  { name: 'Haemoglobin', unit: 'g/dL', low: 12, high: 17.5, criticalLow: 7, criticalHigh: 20, decimals: 1 },
  { name: 'White cell count', unit: '10^9/L', low: 4, high: 11, criticalLow: 1.5, criticalHigh: 30, decimals: 1 },
];

/** The flag a value earns against the test's range: critical beyond the critical limits, else low, high or normal. */
export function flagFor(test: LabTest, value: number): LabFlag {
  if (value <= test.criticalLow || value >= test.criticalHigh) return 'critical';
  if (value < test.low) return 'low';
  if (value > test.high) return 'high';
  return 'normal';
}

/** A plausible value: mostly inside the range, sometimes just outside, rarely critical. */
export function drawLabValue(test: LabTest): number {
  const span = test.high - test.low;
  const where = faker.helpers.weightedArrayElement([
    { value: 'normal', weight: 75 }, { value: 'high', weight: 12 }, { value: 'low', weight: 10 }, { value: 'critical', weight: 3 },
  ]);
  let value: number;
  if (where === 'normal') value = faker.number.float({ min: test.low + span * 0.05, max: test.high - span * 0.05 });
  else if (where === 'high') value = faker.number.float({ min: test.high + span * 0.05, max: Math.min(test.high + span * 0.6, test.criticalHigh - span * 0.05) });
  else if (where === 'low') value = test.low <= 0 ? test.high - span * 0.5 : faker.number.float({ min: Math.max(test.low - span * 0.4, test.criticalLow + span * 0.05, 0), max: test.low - span * 0.02 });
  else value = test.criticalLow > 0 && faker.datatype.boolean() ? test.criticalLow * 0.9 : test.criticalHigh * 1.05;
  return round(value, test.decimals);
}

/** `n` values that drift from `start` in one direction with noise, as a treated or worsening measure does. */
export function trend(start: number, n: number, stepPerPoint: number, noise: number, decimals: number): number[] {
  const direction = faker.helpers.arrayElement([-1, -1, 1]);
  const points: number[] = [];
  let value = start;
  for (let i = 0; i < n; i++) {
    points.push(round(value, decimals));
    value += direction * stepPerPoint + faker.number.float({ min: -noise, max: noise });
  }
  return points;
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function formatLabValue(test: LabTest, value: number): string {
  return value.toFixed(test.decimals);
}

/** Short encounter summaries, as a clinician writes them, for the patient's problems and medications. */
export function encounterSummary(type: string, problems: string[], medications: string[], vitals: { bp: string; hr: string }): string {
  const problem = problems[0]?.toLowerCase();
  const medication = medications[0];
  switch (type) {
    case 'Annual physical':
      return `Annual review. BP ${vitals.bp}, HR ${vitals.hr}. ${problem ? `Known ${problem}, stable.` : 'No active problems.'} Routine bloods ordered; vaccinations up to date.`;
    case 'Acute visit':
      return faker.helpers.arrayElement([
        '3 days of sore throat and low-grade fever. Tonsils inflamed, no exudate. Supportive care, return if worse.',
        'Cough for 1 week, no fever, chest clear. Likely viral. Fluids and rest; review in 10 days if not settling.',
        'Sprained right ankle playing football. Swelling, able to bear weight. RICE, ibuprofen, review in 2 weeks.',
        'Burning on urination for 2 days. Urine dip positive for nitrites. Nitrofurantoin 5 days.',
      ]);
    case 'Telehealth':
      return medication
        ? `Phone review of ${medication}. Tolerating well, no side effects reported. Continue; repeat prescription issued.`
        : 'Phone review of recent results, all within range. No changes. Routine follow-up.';
    case 'Lab review':
      return problem ? `Reviewed latest bloods for ${problem}. Discussed results; plan unchanged, repeat in 3 months.` : 'Reviewed latest bloods: unremarkable. No action needed.';
    default:
      return problem
        ? `Follow-up for ${problem}. BP ${vitals.bp}. ${medication ? `Adherent to ${medication}.` : 'Lifestyle measures discussed.'} Continue current plan, review in 3 months.`
        : `Follow-up. BP ${vitals.bp}, HR ${vitals.hr}. Feeling well. No changes.`;
  }
}
