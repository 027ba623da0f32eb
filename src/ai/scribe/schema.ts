import { z } from 'zod';
import { Encounter, RequiredFileNumber } from '../../clinic/patients/schema.js';

export const SCRIBE_LIMITS = { transcriptChars: 100_000, visitTypeChars: 100 } as const;

/**
 * A model's text as the scribe returns it (a transcript, a note's section): control characters other than line breaks
 * and tabs removed. A NUL cannot be stored, and the client sends the text back (transcript → draft → save) as it is.
 */
export function modelText(text: string): string {
  return text.replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g, '').trim();
}

const PatientFileNumber = RequiredFileNumber.describe('The patient\'s file number');

export const ScribeSaveBody = z.object({
  fileNumber: PatientFileNumber,
  encounter: Encounter.describe('The reviewed note: `{ date (YYYY-MM-DD), type, provider, summary }`'),
}).meta({ id: 'ScribeSaveRequest' });
export type ScribeSaveBody = z.infer<typeof ScribeSaveBody>;

export const ScribeDraftBody = z.object({
  fileNumber: PatientFileNumber,
  transcript: z.string().trim().min(1, 'is required').max(SCRIBE_LIMITS.transcriptChars, `at most ${SCRIBE_LIMITS.transcriptChars} characters`),
  visitType: z.string().trim().min(1, 'is required').max(SCRIBE_LIMITS.visitTypeChars, `at most ${SCRIBE_LIMITS.visitTypeChars} characters`),
}).meta({ id: 'ScribeDraftRequest' });
export type ScribeDraftBody = z.infer<typeof ScribeDraftBody>;

export const DeidNotice = z.object({
  active: z.boolean().describe('Whether the transcript and context were de-identified before they were sent'),
  level: z.string().describe('full, names or off'),
  classes: z.array(z.string()).describe('The identifier classes that were masked'),
  provider: z.string().describe('provider_a, provider_b, provider_c or local'),
}).meta({ id: 'ScribeDeidNotice' });

export const ScribeDraft = z.object({
  draft: z.object({
    date: z.string().describe('Today (server date), YYYY-MM-DD'),
    type: z.string().describe('The request\'s visitType'),
    provider: z.string().describe('The signed-in clinician\'s name'),
    summary: z.string().describe('`S: …\\nO: …\\nA: …\\nP: …` with identifiers restored'),
  }),
  deid: DeidNotice,
}).meta({ id: 'ScribeDraft' });
export type ScribeDraft = z.infer<typeof ScribeDraft>;

export const ScribeTranscribeBody = z.object({
  attachmentId: z.string().trim().min(1, 'is required').max(100).describe('An audio attachment of a patient in your scope'),
}).meta({ id: 'ScribeTranscribeRequest' });
export type ScribeTranscribeBody = z.infer<typeof ScribeTranscribeBody>;

export const ScribeTranscript = z.object({ transcript: z.string() }).meta({ id: 'ScribeTranscript' });
