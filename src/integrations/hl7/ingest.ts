import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { Lab } from '../../clinic/patients/schema.js';
import { importLabs } from '../lab-append.js';
import { buildAck, type Hl7ErrorCode } from './ack.js';
import { Hl7Refusal, readOru, splitHl7Messages, type Hl7Header, type OruMessage } from './parse.js';

export interface Hl7IngestInput { fileNumber: string; message: string; force?: boolean }
export interface Hl7IngestResult { appended: Lab[]; skipped: number; ack: string }

/**
 * A refused message: 400 with its code, `errors` naming the field (`message`), and the `AE` acknowledgement the sender
 * should get, in `ack`.
 */
function refused(code: string, detail: string, header: Hl7Header | undefined, error: Hl7ErrorCode): AppError {
  return new AppError(400, code, 'Message refused', detail, {
    errors: [{ path: 'message', message: detail.replace(/^message: /, '') }],
    ack: buildAck(header, 'AE', detail, error),
  });
}

/**
 * A refusal of the record (404: no such patient in the caller's reach, another clinic's included; 409: no room for the
 * results) acknowledged as the parse refusals are: the problem carries the `AE` ACK of each message, so the sender
 * learns the message was not taken whichever way it was refused.
 */
function withRefusalAck(err: unknown, messages: readonly OruMessage[]): unknown {
  if (!(err instanceof AppError) || (err.status !== 404 && err.status !== 409) || err.extra?.ack) return err;
  const error: Hl7ErrorCode = err.status === 404 ? 'unknown_patient' : 'refused';
  const reason = err.status === 404 ? 'fileNumber: no patient with this file number in your records' : err.message;
  const ack = messages.map((m) => buildAck(m.header, 'AE', reason, error)).join('');
  return new AppError(err.status, err.code, err.title, err.message, { ...err.extra, ack }, err.headers);
}

/**
 * Ingests an HL7 v2 ORU^R01 (or an FHS/BHS batch of them) into one patient's labs (lab:write; decisions.md §13).
 * Every message is read and checked before anything is appended: not HL7 → 400 `not_hl7`, not an ORU^R01 → 400
 * `not_oru`, a PID whose identifiers (PID-2, PID-3, PID-4) do not include the file number → 400 `patient_mismatch`
 * unless `force` (every PID of a message: each PATIENT_RESULT group must be this patient's). Results already in the
 * record are skipped, so re-ingesting appends nothing. The acknowledgement is `MSA|AA` per message (a batch gets one
 * per message, in order); every refusal (400, 404, 409) carries the `AE` one.
 */
export async function ingestHl7(deps: Pick<AppDeps, 'db' | 'activity'>, ctx: ClinicContext, input: Hl7IngestInput): Promise<Hl7IngestResult> {
  requirePermission(ctx, 'lab:write');
  const messages: OruMessage[] = [];
  try {
    for (const message of splitHl7Messages(input.message)) messages.push(readOru(message));
  } catch (err) {
    if (!(err instanceof Hl7Refusal)) throw err;
    throw refused(err.code, err.message, err.header, err.code === 'not_oru' ? 'unsupported_type' : 'refused');
  }
  if (!messages.length) throw refused('not_hl7', 'message: the batch holds no message', undefined, 'refused');
  if (!input.force) {
    // Every PID must name this patient: an ORU with several PATIENT_RESULT groups must not bring another patient's
    // results in on the strength of its first group.
    for (const oru of messages) {
      const detail = oru.patients.length === 0
        ? 'message: the message has no PID to check against this file number (send force: true to ingest anyway)'
        : oru.patients.some((ids) => !ids.includes(input.fileNumber))
          ? `message: ${oru.patients.length > 1 ? 'a PID of the message does not name this patient: its' : 'the PID'} identifiers do not include this file number (send force: true to ingest anyway)`
          : null;
      if (detail) throw refused('patient_mismatch', detail, oru.header, 'unknown_patient');
    }
  }
  let imported;
  try {
    imported = await importLabs(deps, ctx, input.fileNumber, messages.flatMap((m) => m.results));
  } catch (err) {
    throw withRefusalAck(err, messages);
  }
  const { appended, skipped } = imported;
  return { appended, skipped, ack: messages.map((m) => buildAck(m.header, 'AA')).join('') };
}
