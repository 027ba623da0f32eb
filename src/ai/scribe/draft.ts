import type { LanguageModelV3Middleware, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, wrapLanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { getPatient } from '../../clinic/patients/service.js';
import { PATIENT_LIMITS, type Patient } from '../../clinic/patients/schema.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppConfig } from '../../platform/config.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { OutboundError } from '../../platform/outbound/index.js';
import { chatModel } from '../chat/models.js';
import { readDeidStamp, subjectDeidContext } from '../clinic-deid-context.js';
import { chatRefusal } from '../chat/refusals.js';
import {
  assertNoKnownIdentifiers, DeidLeakError, deidentify, restore, type CompiledContext, type DeidPatient, type TokenLookup,
} from '../deid/index.js';
import { providerFailureOf } from '../provider-failure.js';
import { isRefusal, resolveAiFor } from '../resolve.js';
import { requireScribeRole } from './access.js';
import { modelText, type ScribeDraft, type ScribeDraftBody } from './schema.js';

export interface ScribeDeps extends Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'faults'> {
  config: Pick<AppConfig, 'aiBaseUrls' | 'aiProviderAApi'>;
  log: FastifyBaseLogger;
}

/** What the model returns (decisions.md §12). */
const SoapNote = z.object({
  subjective: z.string().describe('What the patient reports: complaint, history, symptoms'),
  objective: z.string().describe('Findings: examination, vitals, results mentioned in the visit'),
  assessment: z.string().describe('The clinician\'s assessment or working diagnosis'),
  plan: z.string().describe('Treatment, orders, follow-up'),
});

export const SCRIBE_SYSTEM_PROMPT = [
  'You are a medical scribe for a clinic. From the visit transcript and the patient context, write the visit note in SOAP form.',
  'Use only what the transcript and the context say; never invent findings, doses or results. When a section has nothing, write "Not discussed."',
  'Write each section as plain text for the record, concise and clinical.',
  // Said in words too: a local server may ignore the JSON schema the SDK sends with the request.
  'Answer with one JSON object with the string fields subjective, objective, assessment and plan, and nothing else.',
  'Names, file numbers, dates and other identifiers may appear as tokens such as [[PATIENT_1]] or [[DATE_1]]. Copy the tokens exactly as written; never guess what they stand for.',
].join('\n');

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The subject of the note as the de-identification engine takes it: every identifying field of the record. */
function deidPatientOf(p: Patient): DeidPatient & { fileNumber: string } {
  return {
    name: p.name,
    fileNumber: p.fileNumber,
    ...(p.phone ? { phone: p.phone } : {}),
    ...(p.dateOfBirth ? { dateOfBirth: p.dateOfBirth } : {}),
    ...(p.address ? { address: { street: p.address.line, city: p.address.city, state: p.address.state, zip: p.address.postalCode } } : {}),
    ...(p.encounters?.length ? { visitDates: p.encounters.map((e) => e.date).filter(Boolean) } : {}),
  };
}

/** What the model is told about the patient: who (masked when de-identifying) and the clinical background it needs. */
function patientContextOf(p: Patient) {
  return {
    name: p.name, fileNumber: p.fileNumber, age: p.age, sex: p.sex,
    allergies: p.allergies.map((a) => `${a.substance} (${a.reaction}, ${a.severity})`),
    medications: (p.medications ?? []).map((m) => `${m.name} ${m.dose} ${m.frequency}`.trim()),
    problems: (p.problems ?? []).map((pr) => pr.label),
  };
}

function userPrompt(input: { visitType: string; patient: unknown; transcript: string }): string {
  return `Visit type: ${input.visitType}\n\nPatient context (JSON):\n${JSON.stringify(input.patient)}\n\nTranscript:\n${input.transcript}`;
}

/**
 * The outbound guard as a language-model middleware, so it reads exactly the prompt the SDK assembled for the
 * provider (system prompt included): an identifier one of the contexts knows still in it stops the call before the
 * provider is contacted.
 */
function guardMiddleware(contexts: readonly CompiledContext[], level: 'full' | 'names', plant?: (prompt: LanguageModelV3Prompt) => void): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => {
      const prompt = structuredClone(params.prompt);
      plant?.(prompt);
      for (const context of contexts) assertNoKnownIdentifiers({ prompt }, context, { level });
      return { ...params, prompt };
    },
  };
}

/**
 * The note as the encounter's summary, each section through modelText (control characters removed: NUL, which
 * PostgreSQL text cannot hold, BEL, …; line breaks and tabs stay). A note longer than an encounter's summary holds is no usable note:
 * the draft must be one the save takes as it is.
 */
function restoreNote(note: z.infer<typeof SoapNote>, tokens: TokenLookup | null): string {
  const r = (s: string) => modelText(tokens ? restore(s, tokens) : s);
  const summary = `S: ${r(note.subjective)}\nO: ${r(note.objective)}\nA: ${r(note.assessment)}\nP: ${r(note.plan)}`;
  if (summary.length > PATIENT_LIMITS.summaryLength) {
    throw new OutboundError('ai_provider', 'status', `returned a SOAP note longer than the ${PATIENT_LIMITS.summaryLength} characters an encounter holds`);
  }
  return summary;
}

/**
 * POST /api/scribe/draft (decisions.md §12): the caller's model as the chat resolves it; to a cloud provider at level
 * full or names the transcript, the visit type and the patient context are de-identified together (one token map,
 * the patient as the engine's subject, the staff, and the other patients of the clinic the text names: see
 * `subjectDeidContext`) and the assembled prompt passes the outbound guard, which knows every patient of the clinic;
 * the model answers a SOAP object whose sections are restored. `local` and level `off` send the text as it is.
 * Writes nothing.
 */
export async function draftScribeNote(deps: ScribeDeps, ctx: ClinicContext, body: ScribeDraftBody, abortSignal?: AbortSignal): Promise<ScribeDraft> {
  requireScribeRole(ctx);
  const resolution = await resolveAiFor(deps, ctx);
  if (isRefusal(resolution)) throw chatRefusal(resolution);
  const target = resolution;
  const patient = await getPatient(deps, ctx, body.fileNumber);
  const level = target.kind === 'cloud' ? target.deidLevel : 'off';
  const model = chatModel(target, deps.config, target.effort, deps.log);

  const plain = { visitType: body.visitType, patient: patientContextOf(patient), transcript: body.transcript };
  let sent = plain;
  let tokens: TokenLookup | null = null;
  let classes: string[] = [];
  let languageModel = model.model;
  if (level !== 'off') {
    const stamp = await withClinicTx(deps.db, ctx, (tx) => readDeidStamp(tx, ctx.clinicId));
    const { compiled, clinic } = await subjectDeidContext(deps, ctx, stamp, deidPatientOf(patient), plain, level);
    const masked = deidentify(plain, compiled, level);
    sent = masked.value;
    tokens = masked.tokens;
    classes = masked.classes;
    const plant = deps.faults?.['scribe.beforeGuard'] as ((prompt: LanguageModelV3Prompt) => void) | undefined;
    languageModel = wrapLanguageModel({ model: model.model, middleware: guardMiddleware([compiled, clinic], level, plant) });
  }

  let note: z.infer<typeof SoapNote>;
  try {
    const result = await generateText({
      model: languageModel,
      system: SCRIBE_SYSTEM_PROMPT,
      prompt: userPrompt(sent),
      output: Output.object({ schema: SoapNote, name: 'soap_note' }),
      providerOptions: model.providerOptions as never,
      maxRetries: 0,
      abortSignal,
    });
    note = result.output;
  } catch (err) {
    throw draftFailure(err);
  }
  return {
    draft: { date: todayIso(), type: body.visitType, provider: ctx.userName, summary: restoreNote(note, tokens) },
    deid: { active: level !== 'off', level, classes, provider: model.providerName },
  };
}

function draftFailure(err: unknown): unknown {
  const leak = err instanceof DeidLeakError ? err : (err as { cause?: unknown } | null)?.cause instanceof DeidLeakError ? (err as { cause: DeidLeakError }).cause : null;
  if (leak) {
    return new AppError(409, 'deid_blocked', 'Blocked by de-identification',
      `De-identification stopped this request before anything was sent: an identifier (${leak.identifierClass}) would have reached the AI provider.`);
  }
  // No object, or no output at all (a length, content-filter or other finish): the provider answered nothing usable.
  if (NoObjectGeneratedError.isInstance(err) || NoOutputGeneratedError.isInstance(err)) return new OutboundError('ai_provider', 'status', 'returned no usable SOAP note');
  return providerFailureOf(err) ?? err;
}
