import type { LanguageModelV3Middleware, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import {
  createStreamingRestorer, IDENTIFIER_CLASSES, restore, restoreValue, type IdentifierClass, type StreamingRestorer, type TokenLookup,
} from '../deid/index.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestMasker } from './request-masker.js';

/**
 * De-identification of one chat request (decisions.md §11), as a language-model middleware so that it sits exactly
 * where the request leaves for the provider and where the answer comes back:
 * - before every provider call (each step of the tool loop), every part of the prompt the SDK assembled (user text
 *   and files read as text, the model's earlier turns, tool calls and tool results) is de-identified with the
 *   request's context through the request's masker (request-masker.ts: one token map for the whole request, each
 *   distinct part masked once and reused by later steps); then the outbound guard checks the whole prompt, system
 *   prompt included (strings it passed earlier in the request are not scanned again), and a hit stops the call
 *   before the provider is contacted;
 * - the streamed answer is restored as it arrives: text and reasoning deltas through a streaming restorer per part
 *   (a token split across chunks is held back only until it is complete), tool-call arguments before the tool runs.
 * So everything inside the service (tools, the client's stream, saved threads) sees real values and only the
 * provider sees tokens.
 */
export interface DeidSession {
  readonly masker: RequestMasker;
  /** Called after each step's payload passed the guard, just before the provider call. */
  onMasked?: (classes: IdentifierClass[]) => void;
  /** Tests only (a fault point): changes the masked prompt just before the guard, to plant a leak. */
  beforeGuard?: (prompt: LanguageModelV3Prompt) => void;
}

interface Slot { get(): unknown; set(value: unknown): void }

function slotsOf(prompt: LanguageModelV3Prompt): Slot[] {
  const slots: Slot[] = [];
  for (const message of prompt) {
    // The system prompt is the service's own text (and today's date, which the model needs as a date); it is not
    // masked, but the guard still checks it with everything else.
    if (message.role === 'system') continue;
    for (const part of message.content) {
      switch (part.type) {
        case 'text':
        case 'reasoning':
          slots.push({ get: () => part.text, set: (v) => { part.text = String(v); } });
          break;
        case 'tool-call':
          slots.push({ get: () => part.input, set: (v) => { part.input = v; } });
          break;
        case 'tool-result': {
          const output = part.output as { type: string; value?: unknown; reason?: unknown };
          if ('value' in output) slots.push({ get: () => output.value, set: (v) => { output.value = v; } });
          if (typeof output.reason === 'string') slots.push({ get: () => output.reason, set: (v) => { output.reason = String(v); } });
          break;
        }
        case 'file':
          // Images and PDFs that could not be read as text are refused before the stream starts; this is the last line.
          throw new AppError(400, 'deid_unsupported_file', 'File not supported with de-identification',
            'Images and unreadable files cannot be sent to a cloud provider while de-identification is on');
        default:
          break;
      }
    }
  }
  return slots;
}

export function deidMiddleware(session: DeidSession): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => {
      const { masker } = session;
      const prompt = structuredClone(params.prompt);
      for (const slot of slotsOf(prompt)) {
        const value = slot.get();
        slot.set(typeof value === 'string' ? masker.maskText(value) : masker.maskValue(value));
      }
      session.beforeGuard?.(prompt);
      const next = { ...params, prompt };
      // The guard sees the whole prompt: system prompt, every message, tool calls and results. The tool definitions are
      // the service's static code (names, descriptions, the endpoints' schemas with their enums such as the role
      // names) and carry nothing from a request, so they are left out: a staff member named like a role word
      // ("Dana Doctor") would otherwise block every request of the clinic.
      masker.guard({ prompt: next.prompt });
      session.onMasked?.(IDENTIFIER_CLASSES.filter((c) => masker.classes.has(c)));
      return next;
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const tokens: TokenLookup = session.masker.tokens;
      if (tokens.size === 0) return { stream, ...rest };
      const restorers = new Map<string, StreamingRestorer>();
      const restorerFor = (key: string) => {
        let r = restorers.get(key);
        if (!r) { r = createStreamingRestorer(tokens); restorers.set(key, r); }
        return r;
      };
      const flushPart = (kind: 'text' | 'reasoning' | 'tool', id: string): LanguageModelV3StreamPart | null => {
        const r = restorers.get(`${kind}:${id}`);
        if (!r) return null;
        restorers.delete(`${kind}:${id}`);
        const rest = r.flush();
        if (!rest) return null;
        if (kind === 'tool') return { type: 'tool-input-delta', id, delta: rest };
        return { type: kind === 'text' ? 'text-delta' : 'reasoning-delta', id, delta: rest };
      };
      const restored = stream.pipeThrough(new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        transform(part, controller) {
          switch (part.type) {
            case 'text-delta':
            case 'reasoning-delta': {
              const kind = part.type === 'text-delta' ? 'text' : 'reasoning';
              const delta = restorerFor(`${kind}:${part.id}`).push(part.delta);
              if (delta) controller.enqueue({ ...part, delta });
              return;
            }
            case 'tool-input-delta': {
              const delta = restorerFor(`tool:${part.id}`).push(part.delta);
              if (delta) controller.enqueue({ ...part, delta });
              return;
            }
            case 'text-end':
            case 'reasoning-end':
            case 'tool-input-end': {
              const kind = part.type === 'text-end' ? 'text' : part.type === 'reasoning-end' ? 'reasoning' : 'tool';
              const tail = flushPart(kind, part.id);
              if (tail) controller.enqueue(tail);
              controller.enqueue(part);
              return;
            }
            case 'tool-call':
              controller.enqueue({ ...part, input: restoreToolInput(part.input, tokens) });
              return;
            default:
              controller.enqueue(part);
          }
        },
        flush(controller) {
          for (const key of [...restorers.keys()]) {
            const [kind, ...id] = key.split(':');
            const tail = flushPart(kind as 'text' | 'reasoning' | 'tool', id.join(':'));
            if (tail) controller.enqueue(tail);
          }
        },
      }));
      return { stream: restored, ...rest };
    },
  };
}

/** Tool arguments arrive as JSON text: restore inside the parsed value so a restored name cannot break the JSON. */
function restoreToolInput(input: string, tokens: TokenLookup): string {
  try {
    return JSON.stringify(restoreValue(JSON.parse(input) as unknown, tokens));
  } catch {
    return restore(input, tokens);
  }
}
