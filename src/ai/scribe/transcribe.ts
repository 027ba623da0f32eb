import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, experimental_transcribe as transcribe, generateText, NoTranscriptGeneratedError } from 'ai';
import type { AttachmentStore } from '../../clinic/attachments/storage.js';
import { readAudioAttachment } from '../../clinic/attachments/service.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { OutboundError } from '../../platform/outbound/index.js';
import { cloudEndpoint, outbound } from '../chat/models.js';
import { chatRefusal } from '../chat/refusals.js';
import { FALLBACK_MODELS } from '../config/providers.js';
import { providerFailureOf } from '../provider-failure.js';
import { isRefusal, resolveSpeechFor, type AiRefusal, type SpeechTarget } from '../resolve.js';
import { requireScribeRole } from './access.js';
import type { ScribeDeps } from './draft.js';
import { modelText, type ScribeTranscribeBody } from './schema.js';

/** OpenAI's transcription model; also what an OpenAI-compatible local server is asked for. */
export const OPENAI_TRANSCRIPTION_MODEL = 'whisper-1';

const GEMINI_INSTRUCTION = 'Transcribe this recording of a clinical visit verbatim. Return only the transcript text, '
  + 'with a new line at each change of speaker. Do not summarise, correct or add anything.';

export interface TranscribeDeps extends ScribeDeps {
  store: AttachmentStore;
}

function noSpeechProvider(message: string): AppError {
  return new AppError(400, 'no_speech_provider', 'No speech provider', message);
}

function speechRefusal(refusal: AiRefusal): AppError {
  return refusal.reason === 'no_speech_key' ? noSpeechProvider(refusal.message) : chatRefusal(refusal);
}

/**
 * POST /api/scribe/transcribe (decisions.md §12): the stored audio goes to the caller's speech target as it is (no
 * de-identification: the contract says so) and the raw transcript comes back. OpenAI and the local server through
 * the AI SDK's transcription model (`/audio/transcriptions`), Gemini through generateText with the audio inline.
 * A local server without that endpoint (404, 405, 501) is "no speech provider" (400), not a failure (502).
 */
export async function transcribeAttachment(deps: TranscribeDeps, ctx: ClinicContext, body: ScribeTranscribeBody, abortSignal?: AbortSignal): Promise<{ transcript: string }> {
  requireScribeRole(ctx);
  const target = await resolveSpeechFor(deps, ctx);
  if (isRefusal(target)) throw speechRefusal(target);
  const { attachment, data } = await readAudioAttachment(deps, ctx, body.attachmentId);
  try {
    const text = await transcribeWith(deps, target, data, attachment.mimeType, abortSignal);
    return { transcript: modelText(text) };
  } catch (err) {
    if (target.kind === 'local' && APICallError.isInstance(err) && [404, 405, 501].includes(err.statusCode ?? 0)) {
      throw noSpeechProvider('Your local model server does not offer /v1/audio/transcriptions; paste a transcript instead.');
    }
    if (NoTranscriptGeneratedError.isInstance(err)) throw new OutboundError('ai_provider', 'status', 'returned no transcript');
    throw providerFailureOf(err) ?? err;
  }
}

async function transcribeWith(deps: TranscribeDeps, target: SpeechTarget, audio: Buffer, mediaType: string, abortSignal?: AbortSignal): Promise<string> {
  if (target.kind === 'local') {
    // OpenAI-compatible servers take any bearer token; the SDK insists on one.
    const local = createOpenAI({ apiKey: 'local', baseURL: target.openAiBaseUrl, fetch: outbound('local', deps.log) });
    return (await transcribe({ model: local.transcription(OPENAI_TRANSCRIPTION_MODEL), audio, abortSignal, maxRetries: 0 })).text;
  }
  const { baseURL, fetch } = cloudEndpoint(target.provider, deps.config, deps.log);
  if (target.provider === 'provider_a') {
    const openai = createOpenAI({ apiKey: target.apiKey, baseURL, fetch });
    return (await transcribe({ model: openai.transcription(OPENAI_TRANSCRIPTION_MODEL), audio, abortSignal, maxRetries: 0 })).text;
  }
  // provider_c: the audio inline (a 15 MB attachment fits Gemini's inline limit).
  const google = createGoogleGenerativeAI({ apiKey: target.apiKey, baseURL, fetch });
  const result = await generateText({
    model: google(FALLBACK_MODELS.provider_c),
    messages: [{ role: 'user', content: [{ type: 'text', text: GEMINI_INSTRUCTION }, { type: 'file', data: audio, mediaType }] }],
    abortSignal,
    maxRetries: 0,
  });
  if (!result.text.trim()) throw new OutboundError('ai_provider', 'status', 'returned no transcript');
  return result.text;
}
