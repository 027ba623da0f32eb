import { z } from 'zod';
import { Lab, RequiredFileNumber } from '../clinic/patients/schema.js';
import { CLAIM_STATUSES } from '../clinic/invoices/schema.js';

export const Hl7IngestBody = z.object({
  fileNumber: RequiredFileNumber,
  message: z.string().min(1, 'is required').max(5_000_000)
    .describe('Raw HL7 v2 ORU^R01 text (v2.3–2.5.1): CR, LF or CRLF segment ends, an optional BOM, or an FHS/BHS batch'),
  force: z.boolean().optional().describe('Ingest even when no PID identifier equals the file number'),
}).meta({ id: 'Hl7Ingest' });
export type Hl7IngestBody = z.infer<typeof Hl7IngestBody>;

export const Hl7IngestResult = z.object({
  appended: z.array(Lab).describe('The results appended, in message order'),
  skipped: z.number().int().describe('Results left out because the record already holds them (same name, value, takenAt)'),
  ack: z.string().describe('The HL7 acknowledgement (MSH + MSA|AA per message, CR-separated)'),
}).meta({ id: 'Hl7IngestResult' });

export const FhirSyncBody = z.object({ fileNumber: RequiredFileNumber }).meta({ id: 'FhirSync' });
export type FhirSyncBody = z.infer<typeof FhirSyncBody>;

export const FhirSyncResult = z.object({
  imported: z.number().int().describe('Results appended'),
  skipped: z.number().int().describe('Observations left out: already in the record, or without a value'),
}).meta({ id: 'FhirSyncResult' });

export const EprescribeSendBody = z.object({
  rxId: z.string().trim().min(1, 'is required').max(100).describe('The prescription\'s id'),
}).meta({ id: 'EprescribeSend' });
export type EprescribeSendBody = z.infer<typeof EprescribeSendBody>;

export const EprescribeSendResult = z.object({
  messageId: z.string().describe('The NCPDP MessageID sent (32 hex characters)'),
  status: z.enum(['sent', 'verified', 'rejected']).describe('The gateway\'s answer: Status → sent, Verify → verified, Error → rejected'),
  message: z.string().optional().describe('The gateway\'s Error description, when rejected'),
}).meta({ id: 'EprescribeSendResult' });

export const ClaimsRemittanceBody = z.object({
  message: z.string().min(1, 'is required').max(5_000_000)
    .describe('Raw X12 835 (005010X221A1) text: any delimiters the ISA declares, line breaks after segments allowed'),
}).meta({ id: 'ClaimsRemittance' });

export const ClaimsRemittanceResult = z.object({
  matched: z.array(z.object({
    invoiceId: z.string(),
    claimStatus: z.enum(CLAIM_STATUSES),
    paidAmount: z.number().describe('CLP04, currency units (0 for a denial or a reversal)'),
  })).describe('One entry per CLP applied to an invoice of the caller\'s clinic, in message order'),
  unmatched: z.array(z.string()).describe('CLP01 of every claim that changed no invoice (unknown here, or CLP02 other than 1–4, 19–22)'),
}).meta({ id: 'ClaimsRemittanceResult' });

export const ClaimsSubmitBody = z.object({
  invoiceId: z.string().trim().min(1, 'is required').max(100).describe('The invoice\'s id'),
}).meta({ id: 'ClaimsSubmit' });

export const ClaimsSubmitResult = z.object({
  submitted: z.boolean().describe('false when the clearinghouse rejected the claim (999 AK9 R, 277CA rejection)'),
  claimStatus: z.enum(CLAIM_STATUSES).describe('999 accepted → submitted; 277CA → pending; 835 → from its CLP; a rejection → denied'),
  paidAmount: z.number().describe('CLP04 of an 835 answer, currency units; 0 otherwise'),
}).meta({ id: 'ClaimsSubmitResult' });
