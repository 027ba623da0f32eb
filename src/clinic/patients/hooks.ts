import type { ClinicContext } from '../../platform/auth/context.js';
import type { AfterCommit, ClinicTx } from '../../platform/db/clinic-tx.js';
import type { PatientRow } from './present.js';

export interface PatientDeletedEvent {
  /** The deleting transaction: database cleanup done here commits or rolls back with the deletion. */
  tx: ClinicTx;
  /** Effects that cannot be rolled back (removing stored files) go here; they run only after the commit. */
  after: AfterCommit;
  ctx: ClinicContext;
  /** The patient row as it was just before deletion (labs and encounters are removed by the database). */
  patient: PatientRow;
}

export type PatientDeletedHandler = (event: PatientDeletedEvent) => Promise<void> | void;

const handlers = new Set<PatientDeletedHandler>();

/**
 * Lets another capability clean up what it keeps per patient when a patient is deleted (attachments: their rows in
 * `tx`, their files in `after`). Handlers run inside the delete transaction, in registration order, before the patient
 * row goes; a handler that throws aborts the deletion. Capabilities export their handler and src/modules.ts registers
 * it, next to the list of route modules (registering one twice is a no-op). Returns a function that removes it.
 */
export function onPatientDeleted(handler: PatientDeletedHandler): () => void {
  handlers.add(handler);
  return () => { handlers.delete(handler); };
}

export async function runPatientDeletedHandlers(event: PatientDeletedEvent): Promise<void> {
  for (const handler of handlers) await handler(event);
}

/** The handlers registered now, in the order they run. */
export function patientDeletedHandlers(): readonly PatientDeletedHandler[] {
  return [...handlers];
}
