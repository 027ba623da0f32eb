import type { ServerResponse } from 'node:http';
import {
  convertToModelMessages, createUIMessageStream, stepCountIs, streamText, wrapLanguageModel, type UIMessage, type UIMessageChunk,
} from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppConfig } from '../../platform/config.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { OutboundError } from '../../platform/outbound/index.js';
import { clinicDeidContext, readDeidStamp } from '../clinic-deid-context.js';
import { DeidLeakError, type IdentifierClass } from '../deid/index.js';
import { loadAiConfig } from '../config/service.js';
import { readAiPolicy } from '../policy/service.js';
import { providerFailureOf } from '../provider-failure.js';
import { isRefusal, resolveAi, type AiTarget } from '../resolve.js';
import { deidMiddleware, type DeidSession } from './deid-middleware.js';
import { prepareMessages } from './files.js';
import { RequestMasker } from './request-masker.js';
import { chatModel } from './models.js';
import { chatRefusal, type ChatRateLimiter } from './refusals.js';
import type { ChatBody, ChatMode, UiMessage } from './schema.js';
import { saveThread } from './threads.js';
import { chatTools, SourceRegistry, ToolInputError } from './tools.js';

const MAX_STEPS = 8;

const MODE_DIRECTIVES: Record<ChatMode, string> = {
  chat: '',
  analysis: 'Mode: analysis. Look for patterns across the patient\'s history: trends in labs and vitals, recurring problems, medication changes and their timing. Say what changed, when, and how confident you are.',
  graph: 'Mode: graph. Explain how the patient\'s problems, medications, results and visits connect: what led to what, which findings support which problem. Present the connections as a short list of links (A → B: why).',
};

export function systemPrompt(mode: ChatMode, today: string): string {
  return [
    'You are the clinical assistant of a medical practice, helping a signed-in clinician or colleague of the practice.',
    // The role is not named here: role words ("Doctor", "Lab") are also people's names to the outbound guard.
    `Today is ${today}. Tools only return what the user's role may see.`,
    'Use the tools to read clinic data and never invent clinical facts. If a tool says something is not found or not allowed, say so plainly.',
    'You cannot change data. To add something (appointment, task, prescription, stock items, invoice, patient import), call the matching propose or preview tool: the user reviews and approves it, and the write happens through the ordinary endpoint.',
    'Every read tool returns a sourceId. Cite the facts you take from it inline with the marker [[src:<sourceId>]], e.g. "HbA1c 8.1% [[src:s2]]".',
    'Names, file numbers, dates and other identifiers may appear as tokens such as [[PATIENT_2]] or [[DATE_1]]. Use the tokens exactly as written (also as tool arguments); never guess what they stand for.',
    MODE_DIRECTIVES[mode],
  ].filter(Boolean).join('\n');
}

export interface ChatDeps extends Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'faults'> {
  config: Pick<AppConfig, 'aiBaseUrls' | 'aiProviderAApi'>;
  limiter: ChatRateLimiter;
  log: FastifyBaseLogger;
}

/** What the route sends: a problem (before the stream) is thrown; otherwise a UI-message stream. */
export interface PreparedChat {
  stream: ReadableStream<UIMessageChunk>;
  /** Set when the provider failed before the answer started: the route answers 502 instead of the stream. */
  providerFailure: () => OutboundError | null;
  abort: AbortController;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}


/** The text of an error part: what failed, never a remote body, a stack or an identifier. */
function errorText(err: unknown): string {
  if (err instanceof DeidLeakError) {
    return `De-identification stopped this request before anything was sent: an identifier (${err.identifierClass}) would have reached the AI provider.`;
  }
  if (err instanceof ToolInputError) return err.message;
  const failure = providerFailureOf(err);
  if (failure) return failure.message;
  if (err && typeof err === 'object' && (err as { code?: unknown }).code === 'deid_unsupported_file') return (err as Error).message;
  return 'The assistant failed to answer. Try again.';
}

/**
 * POST /api/chat, everything before the first byte: rate limit, routing and refusals (§11), files, the
 * de-identification context. Returns the stream to send; throws problems.
 */
export async function prepareChat(deps: ChatDeps, ctx: ClinicContext, body: ChatBody): Promise<PreparedChat> {
  await deps.limiter.take(ctx.userId);
  // The caller's settings, and in one clinic transaction the policy and the de-identification stamp, side by side:
  // these reads are most of what the service adds before the provider is called.
  const [config, scoped] = await Promise.all([
    loadAiConfig(deps, ctx.userId),
    withClinicTx(deps.db, ctx, async (tx) => ({ policy: await readAiPolicy(tx, ctx.clinicId), stamp: await readDeidStamp(tx, ctx.clinicId) })),
  ]);
  const resolution = resolveAi({ config, policy: scoped.policy, caller: ctx, requestedModel: body.model }, deps.encryptor);
  if (isRefusal(resolution)) throw chatRefusal(resolution);
  const target: AiTarget = resolution;
  const effort = body.effort ?? target.effort;
  const level = target.kind === 'cloud' ? target.deidLevel : 'off';
  const deidActive = target.kind === 'cloud' && level !== 'off';
  const { messages, files } = await prepareMessages(body.messages, { deidActive });
  const deidContext = deidActive ? await clinicDeidContext(deps, ctx, scoped.stamp) : null;
  const agentCtx: ClinicContext = { ...ctx, via: 'agent' };
  const model = chatModel(target, deps.config, effort, deps.log);
  const abort = new AbortController();
  let failure: OutboundError | null = null;
  let answerStarted = false;
  const today = todayIso();

  const stream = createUIMessageStream<UIMessage>({
    originalMessages: body.threadId ? (body.messages as unknown as UIMessage[]) : undefined,
    execute: async ({ writer }) => {
      writer.write({ type: 'start' });
      const notice = (classes: IdentifierClass[]) => writer.write({
        type: 'data-deidNotice', id: 'deid',
        data: { active: deidActive, level, classes, provider: model.providerName },
      });
      let session: DeidSession | null = null;
      if (deidActive && deidContext) {
        session = {
          masker: new RequestMasker(deidContext, level as 'full' | 'names'), onMasked: notice,
          beforeGuard: deps.faults?.['chat.beforeGuard'] as DeidSession['beforeGuard'],
        };
      } else {
        notice([]);
      }
      const sources = new SourceRegistry(writer);
      const tools = chatTools({ deps, ctx: agentCtx, writer, files, today }, sources);
      const modelMessages = await convertToModelMessages(messages as unknown as UIMessage[], { tools, ignoreIncompleteToolCalls: true });
      const result = streamText({
        model: session ? wrapLanguageModel({ model: model.model, middleware: deidMiddleware(session) }) : model.model,
        system: systemPrompt(body.mode ?? 'chat', today),
        messages: modelMessages,
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        providerOptions: model.providerOptions as never,
        abortSignal: abort.signal,
        maxRetries: 0,
      });
      let text = '';
      const ui = result.toUIMessageStream({
        sendStart: false, sendFinish: false,
        onError: (err) => {
          if (!answerStarted) failure = providerFailureOf(err);
          return errorText(err);
        },
      });
      for await (const part of ui) {
        if (part.type === 'text-delta') text += part.delta;
        if (part.type === 'text-start' || part.type === 'tool-input-start' || part.type === 'reasoning-start') answerStarted = true;
        writer.write(part);
      }
      if (sources.titles.length > 0 && !/\[\[src:s\d+\]\]/.test(text) && !abort.signal.aborted) {
        const id = 'sources-footer';
        writer.write({ type: 'text-start', id });
        writer.write({ type: 'text-delta', id, delta: `${text ? '\n\n' : ''}Sources: ${sources.titles.join('; ')}` });
        writer.write({ type: 'text-end', id });
      }
      writer.write({ type: 'finish' });
    },
    onError: errorText,
    onFinish: body.threadId ? async ({ messages: all }) => {
      try {
        await saveThread(deps, ctx, body.threadId!, { messages: (all as unknown as UiMessage[]).slice(-500) });
      } catch (err) {
        deps.log.warn({ errName: (err as Error).name }, 'chat thread not saved');
      }
    } : undefined,
  });
  return { stream, providerFailure: () => failure, abort };
}

/**
 * Holds the stream back until the answer starts (text, reasoning, a tool call) or fails: a provider that fails
 * before answering becomes a 502 problem (`ai_provider_failed`, the remote status in the detail); anything later is
 * an error part in the stream. The parts held back (the deid notice) are sent first.
 */
export async function firstDecisive(stream: ReadableStream<UIMessageChunk>): Promise<{ held: UIMessageChunk[]; rest: ReadableStreamDefaultReader<UIMessageChunk>; ended: boolean; errored: boolean }> {
  const reader = stream.getReader();
  const held: UIMessageChunk[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { held, rest: reader, ended: true, errored: false };
    held.push(value);
    if (value.type === 'error') return { held, rest: reader, ended: false, errored: true };
    if (['text-start', 'reasoning-start', 'tool-input-start', 'tool-input-available', 'finish', 'abort'].includes(value.type) || value.type === 'data-actionPreview') {
      return { held, rest: reader, ended: false, errored: false };
    }
  }
}

export function replay(held: UIMessageChunk[], rest: ReadableStreamDefaultReader<UIMessageChunk>): ReadableStream<UIMessageChunk> {
  let i = 0;
  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      if (i < held.length) { controller.enqueue(held[i++]!); return; }
      const { done, value } = await rest.read();
      if (done) controller.close(); else controller.enqueue(value);
    },
    cancel(reason) { return rest.cancel(reason); },
  });
}

export type { ServerResponse };
