import { AttachmentStore } from '../../clinic/attachments/storage.js';
import { Patient } from '../../clinic/patients/schema.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { saveScribeNote } from './save.js';
import { ScribeDraft, ScribeDraftBody, ScribeSaveBody, ScribeTranscribeBody, ScribeTranscript } from './schema.js';

const GATE = 'Needs patient:write and an AI policy that allows you; reception is blocked (403 `ai_disabled`). A patient outside your scope is 404.';

const DRAFT_DESCRIPTION = [
  GATE,
  'Uses your model as the chat does (your defaultModel, else your selected provider; `local` mode: your local server).',
  'To a cloud provider at deidLevel full or names the transcript and the patient context are de-identified, the prompt passes the outbound guard',
  '(409 `deid_blocked` on a hit, nothing sent), and the identifiers are restored in the returned note; `local` and level off send them as they are.',
  'The summary is `S: …\\nO: …\\nA: …\\nP: …`; date is today (server date), type your visitType, provider your name. Writes nothing.',
  'Refusals as the chat\'s: 400 `ai_key_missing`, `local_not_configured`, `unknown_model`; 403 `ai_mode_off`. 502 `ai_provider_failed` when the provider fails or returns a note longer than an encounter holds (20,000 characters).',
].join(' ');

const TRANSCRIBE_DESCRIPTION = [
  GATE,
  'The attachment must be an audio attachment (WebM, Ogg, MP3, M4A/MP4 audio, WAV) of a patient in your scope, else 404.',
  'The audio is sent as it is (not de-identified) to your selected provider when it is speech-capable and keyed (provider_a: OpenAI',
  'transcription; provider_c: Gemini with the audio inline), else to the other one with a key (provider_a first); in local mode (or auto',
  'without such a key) to your local server\'s /v1/audio/transcriptions. None, or a local server without that endpoint: 400 `no_speech_provider`.',
  '502 `ai_provider_failed` when the provider fails.',
].join(' ');

/** The AI SDK and its providers, loaded on the first draft or transcript rather than at start-up (as the chat's). */
async function loadDraft() { return import('./draft.js'); }
let draftLoading: ReturnType<typeof loadDraft> | undefined;
async function loadTranscribe() { return import('./transcribe.js'); }
let transcribeLoading: ReturnType<typeof loadTranscribe> | undefined;

/** Aborts the provider call when the client goes away before the answer. */
function abortOnClose(raw: { on(event: 'close', fn: () => void): unknown; writableFinished: boolean }): AbortSignal {
  const abort = new AbortController();
  raw.on('close', () => { if (!raw.writableFinished) abort.abort(); });
  return abort.signal;
}

export async function scribeRoutes(app: ZodApp, deps: AppDeps) {
  // The app logger, not the request's: the outbound fetches are shared across requests (their pooled connections).
  const scribeDeps = { db: deps.db, activity: deps.activity, encryptor: deps.encryptor, faults: deps.faults, config: deps.config, log: app.log };

  // Reads only (the attachments module owns the store's lifecycle: its temporary files and sweeps).
  const transcribeDeps = { ...scribeDeps, store: new AttachmentStore(deps.config.uploadDir) };

  app.post('/api/scribe/transcribe', {
    schema: {
      tags: ['scribe'], summary: 'Transcribe a stored audio attachment',
      description: TRANSCRIBE_DESCRIPTION,
      body: ScribeTranscribeBody, response: { 200: ScribeTranscript, ...problems(403, 404, 502) },
    },
  }, async (req, reply) => {
    transcribeLoading ??= loadTranscribe();
    const { transcribeAttachment } = await transcribeLoading;
    return transcribeAttachment(transcribeDeps, req.clinicCtx, req.body, abortOnClose(reply.raw));
  });

  app.post('/api/scribe/draft', {
    schema: {
      tags: ['scribe'], summary: 'Draft a SOAP visit note from a transcript (nothing is saved)',
      description: DRAFT_DESCRIPTION,
      body: ScribeDraftBody, response: { 200: ScribeDraft, ...problems(403, 404, 409, 502) },
    },
  }, async (req, reply) => {
    draftLoading ??= loadDraft();
    const { draftScribeNote } = await draftLoading;
    return draftScribeNote(scribeDeps, req.clinicCtx, req.body, abortOnClose(reply.raw));
  });

  app.post('/api/scribe/save', {
    schema: {
      tags: ['scribe'], summary: 'Save a reviewed visit note as a new encounter',
      description: `${GATE} Appends one encounter without touching the rest of the record (concurrent saves are all kept), writes an activity entry and returns the patient as you read it. `
        + 'A record holds at most 5,000 encounters: a save past that is a 409.',
      body: ScribeSaveBody, response: { 200: Patient, ...problems(403, 404, 409) },
    },
  }, (req) => saveScribeNote(deps, req.clinicCtx, req.body));
}
