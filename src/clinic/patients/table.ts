import type { ColumnType, Generated } from 'kysely';
import type { Address, Allergy, BloodType, LabFlag, Medication, PatientSource, PatientStatus, Problem, Sex, Trend, Vitals } from './schema.js';
import type { StoredInsurance } from './present.js';

/** A jsonb column: read as the parsed value, written as JSON text (node-pg would turn a JS array into a SQL array). */
type Json<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PatientTable {
  clinic_id: string;
  id: string;
  file_number: string;
  name: string;
  age: ColumnType<number, number | undefined, number>;
  sex: ColumnType<Sex, Sex | undefined, Sex>;
  status: ColumnType<PatientStatus, PatientStatus | undefined, PatientStatus>;
  initials: string;
  source: ColumnType<PatientSource, PatientSource | undefined, PatientSource>;
  pcp: ColumnType<string, string | undefined, string>;
  primary_provider_id: string | null;
  phone: ColumnType<string, string | undefined, string>;
  /** `date` column: read as `YYYY-MM-DD` text on both engines. When set, the database keeps `age` following it (0610). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<Address | null, string | null | undefined, string | null>;
  insurance: ColumnType<StoredInsurance | null, string | null | undefined, string | null>;
  blood_type: ColumnType<BloodType, BloodType | undefined, BloodType>;
  alerts: Json<string[]>;
  allergies: Json<Allergy[]>;
  medications: Json<Medication[]>;
  problems: Json<Problem[]>;
  vitals: Json<Vitals>;
  vitals_trend: Json<Trend>;
  lab_trend: Json<Trend>;
  created_by: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated (stored): lower(name), the list's sort key. */
  name_key: ColumnType<string, never, never>;
  /**
   * The record as the API's JSON text, kept by triggers (0102_patient_record.sql, 0560_patient_record_once.sql). The
   * service's only write to it is `null`, which asks the database to build both texts now (once per transaction).
   */
  record: ColumnType<string, never, null>;
  /** The same without the clinical keys (reception's record). */
  demographic_record: ColumnType<string, never, never>;
  /** Set by every write in a transaction until the texts are built again (0560); never true once committed. */
  record_stale: ColumnType<boolean, never, never>;
  /** Generated (stored): the doctor panel a patient belongs to, primary_provider_id or "~" + created_by. */
  panel_key: ColumnType<string, never, never>;
}

/**
 * Per clinic, panel and status: how many patients, as the sum of up to 16 slots (kept by triggers on `patient`, each
 * writing transaction in its own slot so concurrent creates do not queue on one row; read-only for the service).
 */
export interface PatientTallyTable {
  clinic_id: string;
  panel_key: string;
  status: string;
  slot: number;
  n: number;
}

export interface PatientLabTable {
  clinic_id: string;
  patient_id: string;
  seq: Generated<number>;
  name: string;
  value: string;
  flag: LabFlag;
  taken_at: string;
  created_at: Timestamp;
}

export interface PatientEncounterTable {
  clinic_id: string;
  patient_id: string;
  seq: Generated<number>;
  /** `date` column: read as `YYYY-MM-DD` text on both engines. */
  date: string;
  type: string;
  provider: string;
  summary: string;
  created_by: string | null;
  created_at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    patient: PatientTable;
    patient_lab: PatientLabTable;
    patient_encounter: PatientEncounterTable;
    patient_tally: PatientTallyTable;
  }
}
