import { z } from 'zod';
import { requirePermission } from '../../platform/auth/context.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { ListQuery, problems } from '../../platform/http/schemas.js';
import { MemoryChatRateLimiter, RedisChatRateLimiter } from './refusals.js';
import { ChatBody, ThreadParams, ThreadSaveBody, ThreadSummary, ThreadWithMessages } from './schema.js';
import { deleteThread, getThread, listThreads, saveThread } from './threads.js';

const CHAT_DESCRIPTION = [
  'Streams the AI SDK UI-message protocol (server-sent events, `x-vercel-ai-ui-message-stream: v1`), so `useChat` works unchanged.',
  'Refused before the stream (problem+json): 403 `ai_disabled` (clinic policy) or `ai_mode_off` (your mode is off); 400 `unknown_model`,',
  '`ai_key_missing` (no key stored for the model\'s provider; the detail names it), `local_not_configured`, `model_not_allowed` (a cloud',
  'model while your mode is local), `deid_unsupported_file` (an image, or a PDF without text, to a cloud provider with de-identification on),',
  '`validation_failed`; 429 `rate_limited` with `Retry-After` past AI_CHAT_PER_MINUTE requests per user per minute (all instances together when Redis is configured); 502 `ai_provider_failed`',
  'when the provider fails before the answer starts (the detail names its status, never its body). Later failures are an error part.',
  'Data parts: data-deidNotice `{ active, level, classes, provider }` (before the first text), data-step `{ id, label, status }` per tool call,',
  'data-source `{ id, title, kind }` per retrieval (ids s1, s2… are what the model cites as [[src:<id>]]; when it cites none a',
  '"Sources:" line ends the text), data-patientCard, data-labCard, data-appointmentList, data-taskList, data-prescriptionList,',
  'data-inventoryList, data-clinicCard, data-analyticsCard, data-importPreview, data-actionPreview `{ kind, method, endpoint, body, summary }`.',
  'Proposals never write: the client commits the previewed body through the ordinary endpoint. Files: data: URLs only; CSV, JSON and text',
  'files are read into the prompt (and parsed by proposeInventory, proposeInvoice, previewImport). With `threadId` the conversation and the',
  'answer are saved to that thread of yours when the answer ends. A client that disconnects aborts the provider call.',
].join(' ');

/**
 * The agent with the AI SDK, its providers and the file readers (PDF, CSV) behind it, loaded on the first chat
 * request rather than at start-up: a service that never chats never pays for them.
 */
async function loadChatAgent() {
  const [agent, { pipeUIMessageStreamToResponse }] = await Promise.all([import('./agent.js'), import('ai')]);
  return { agent, pipeUIMessageStreamToResponse };
}
let chatAgentLoading: ReturnType<typeof loadChatAgent> | undefined;
function chatAgent() {
  chatAgentLoading ??= loadChatAgent();
  return chatAgentLoading;
}

export async function chatRoutes(app: ZodApp, deps: AppDeps) {
  // With Redis every instance shares each user's limit; without it the limit is per instance.
  const limiter = deps.redis ? new RedisChatRateLimiter(deps.redis, deps.config.aiChatPerMinute) : new MemoryChatRateLimiter(deps.config.aiChatPerMinute);
  const chatDeps = { db: deps.db, activity: deps.activity, encryptor: deps.encryptor, faults: deps.faults, config: deps.config, limiter, log: app.log };

  app.post('/api/chat', {
    bodyLimit: 24 * 1024 * 1024,
    schema: {
      tags: ['chat'], summary: 'Ask the clinical assistant (patient:read); streamed UI-message response',
      description: CHAT_DESCRIPTION,
      body: ChatBody,
      response: { 200: z.string().describe('text/event-stream (AI SDK UI-message stream)'), ...problems(429, 502) },
    },
  }, async (req, reply) => {
    requirePermission(req.clinicCtx, 'patient:read');
    const { agent, pipeUIMessageStreamToResponse } = await chatAgent();
    const { prepareChat, firstDecisive, replay } = agent;
    // The app logger, not the request's: the outbound fetches are shared across requests (their pooled connections).
    const chat = await prepareChat(chatDeps, req.clinicCtx, req.body);
    reply.raw.on('close', () => { if (!reply.raw.writableFinished) chat.abort.abort(); });
    const first = await firstDecisive(chat.stream);
    const failure = chat.providerFailure();
    if (first.errored && failure) {
      void first.rest.cancel().catch(() => {});
      throw failure;
    }
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    reply.hijack();
    pipeUIMessageStreamToResponse({ response: reply.raw, stream: replay(first.held, first.rest), headers });
  });

  app.get('/api/chat/threads', {
    schema: {
      tags: ['chat'], summary: 'Your saved conversations in the active clinic, newest first (patient:read)',
      querystring: ListQuery, response: { 200: z.array(ThreadSummary) },
    },
  }, (req) => listThreads(deps, req.clinicCtx, req.query));

  app.get('/api/chat/threads/:id', {
    schema: {
      tags: ['chat'], summary: 'One of your conversations with its messages (patient:read); another user\'s is 404',
      params: ThreadParams, response: { 200: ThreadWithMessages, ...problems(404) },
    },
  }, (req) => getThread(deps, req.clinicCtx, req.params.id));

  app.put('/api/chat/threads/:id', {
    bodyLimit: 24 * 1024 * 1024,
    schema: {
      tags: ['chat'], summary: 'Save a conversation snapshot (upsert, at most 500 messages) (patient:read)',
      description: 'The id is chosen by the client (letters, digits, _ and -). Without `title` a new thread is titled by its first user '
        + 'text and an existing one keeps its title. An id another user holds is 404 and changes nothing.',
      params: ThreadParams, body: ThreadSaveBody, response: { 200: ThreadSummary, ...problems(404) },
    },
  }, (req) => saveThread(deps, req.clinicCtx, req.params.id, req.body));

  app.delete('/api/chat/threads/:id', {
    schema: {
      tags: ['chat'], summary: 'Delete one of your conversations (patient:read)',
      params: ThreadParams, response: { 204: z.null().describe('Deleted'), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteThread(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
