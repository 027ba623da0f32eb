import { z } from 'zod';
import { EFFORTS } from '../config/providers.js';

export const CHAT_LIMITS = { messages: 200, textChars: 100_000, threadMessages: 500, fileBytes: 15 * 1024 * 1024 } as const;

export const CHAT_MODES = ['chat', 'analysis', 'graph'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** A UI message as the AI SDK's `useChat` sends it; the parts are checked further by the agent (text, files). */
export const UiMessage = z.looseObject({
  id: z.string().max(200).optional(),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string().max(100) })).max(500),
}).meta({ id: 'ChatUIMessage', description: 'An AI SDK UI message: `{ id, role, parts }`; parts of type text, file (data: URLs), tool and data parts' });
export type UiMessage = z.infer<typeof UiMessage>;

export const ThreadId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, _ and - only (1–100)');

export const ChatBody = z.object({
  messages: z.array(UiMessage).min(1, 'at least one message').max(CHAT_LIMITS.messages, `at most ${CHAT_LIMITS.messages} messages`),
  model: z.string().trim().max(200).optional().describe('`local`, or a gpt-*/o<digit>*/chatgpt-* (provider_a), claude-* (provider_b) or gemini-* (provider_c) model id; default: your defaultModel, then the provider\'s default'),
  effort: z.enum(EFFORTS).optional().describe('Reasoning effort; default: your defaultEffort'),
  mode: z.enum(CHAT_MODES).optional().describe('chat (default), analysis (patterns across a patient\'s history), graph (how problems and visits connect)'),
  threadId: ThreadId.optional().describe('When given, the conversation (with the streamed answer) is saved to this thread of yours when the answer ends'),
  // useChat sends these; they carry nothing the server needs.
  id: z.string().max(200).optional(),
  trigger: z.string().max(100).optional(),
  messageId: z.string().max(200).optional(),
}).meta({ id: 'ChatRequest' });
export type ChatBody = z.infer<typeof ChatBody>;

export const ThreadSummary = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() }).meta({ id: 'ChatThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadWithMessages = ThreadSummary.extend({ messages: z.array(z.unknown()) }).meta({ id: 'ChatThread' });
export type ThreadWithMessages = z.infer<typeof ThreadWithMessages>;

export const ThreadSaveBody = z.object({
  title: z.string().max(200).optional(),
  messages: z.array(UiMessage).max(CHAT_LIMITS.threadMessages, `at most ${CHAT_LIMITS.threadMessages} messages`),
}).meta({ id: 'ChatThreadSave' });
export type ThreadSaveBody = z.infer<typeof ThreadSaveBody>;

export const ThreadParams = z.object({ id: ThreadId });
