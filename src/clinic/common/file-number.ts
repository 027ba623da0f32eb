import { z } from 'zod';

/**
 * The file-number rule (interface: Patient; decisions.md §4), defined once: 1–18 digits, nothing else (non-digits
 * are a 400, never stripped). The database's check on `patient.file_number` (migrations/0100_patients.sql) is the
 * same rule as a second wall; test/clinic/patients/file-number.test.ts holds the two together.
 */
export const FILE_NUMBER_DIGITS = 18;
const DIGITS = /^[0-9]*$/;

/** Whether `text` can be a stored file number. Reads use it to answer 404 without a query for anything else. */
export function isFileNumber(text: string): boolean {
  return text.length >= 1 && text.length <= FILE_NUMBER_DIGITS && DIGITS.test(text);
}

/** A file number in a request: the rule above, or empty ("assign one" on a patient, "none" on a reference). */
export const FileNumber = z.string().trim()
  .max(FILE_NUMBER_DIGITS, `at most ${FILE_NUMBER_DIGITS} digits`)
  .regex(DIGITS, 'digits only');

/** A file number a request must name (the patient a lab sync, an HL7 ingest or a scribe note is about). */
export const RequiredFileNumber = FileNumber.pipe(z.string().min(1, 'is required'));
