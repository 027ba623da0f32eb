// The bare baseline's statements, shared by the bare server (bench/lib/bare-server.ts) and the in-process bare side
// of the agent's read (bench/lib/agent-read.ts), so both sides of every comparison run the same select.
// The patient's own columns: the response texts the database keeps beside them (0102_patient_record.sql) are left
// out, so the baseline row is what it was before they existed.
export const PATIENT_COLUMNS = `clinic_id, id, file_number, name, age, sex, status, initials, source, pcp, primary_provider_id, phone,
  blood_type, alerts, allergies, medications, problems, vitals, vitals_trend, lab_trend, created_by, version, created_at, updated_at`;
export const BARE_PATIENT_BY_ID = `select ${PATIENT_COLUMNS} from patient where clinic_id = $1 and id = $2`;
