import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One fake model server on 127.0.0.1 that speaks each vendor's real streaming wire format, chosen by the path the
 * real @ai-sdk provider calls: OpenAI chat completions (`/chat/completions`, also the local OpenAI-compatible
 * server), OpenAI responses (`/responses`), Anthropic messages (`/messages`), Gemini (`:streamGenerateContent`); the
 * non-streamed forms and OpenAI's audio transcriptions answer one JSON body (`wholeAnswer`).
 * Tests script the turns (text chunks, tool calls) as functions of the request body, so the fake can answer with the
 * tokens it was sent, exactly as a model does; every request body is recorded.
 */
export interface ToolCall { name: string; args: Record<string, unknown> }
export interface Turn {
  /** Text chunks, streamed one SSE event each. */
  text?: string[];
  toolCalls?: ToolCall[];
  /** Answer this HTTP status with a JSON error body instead of a stream. */
  status?: number;
  /** Send the headers and one event, then nothing (until the client goes away). */
  hang?: boolean;
  /** Non-streamed answers only: the output stopped at the token limit (OpenAI `incomplete` / finish `length`). */
  truncated?: boolean;
}
export type Script = (body: string, index: number) => Turn;

export interface Recorded { path: string; body: string; /** ms from the request's last byte to the response's first and last */ firstByteMs?: number; totalMs?: number }

export class FakeProvider {
  readonly requests: Recorded[] = [];
  closedWhileStreaming = 0;
  script: Script = () => ({ text: ['ok'] });
  private server!: http.Server;
  base = '';
  /** Milliseconds the fake waits before its first byte (the benchmark's stand-in for model latency). */
  firstByteDelayMs = 0;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => { body += c; });
      req.on('end', () => { void this.answer(req, res, body); });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }

  reset(script: Script) {
    this.requests.length = 0;
    this.script = script;
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const received = performance.now();
    const path = (req.url ?? '').split('?')[0]!;
    const index = this.requests.length;
    const record: Recorded = { path, body };
    this.requests.push(record);
    const turn = this.script(body, index);
    if (turn.status) {
      res.writeHead(turn.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'REMOTE-ERROR-BODY secret', type: 'server_error' } }));
      return;
    }
    if (this.firstByteDelayMs) await new Promise((r) => setTimeout(r, this.firstByteDelayMs));
    const whole = wholeAnswer(path, body, turn);
    if (whole) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(whole));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    record.firstByteMs = performance.now() - received;
    let finished = false;
    res.on('close', () => { if (!finished) this.closedWhileStreaming++; });
    const events = path.endsWith('/chat/completions') ? openAiChat(turn)
      : path.endsWith('/responses') ? openAiResponses(turn)
        : path.endsWith('/messages') ? anthropic(turn)
          : path.includes(':streamGenerateContent') ? gemini(turn)
            : null;
    if (!events) { res.end(); finished = true; return; }
    if (turn.hang) { res.write(events[0]!); return; }
    for (const e of events) res.write(e);
    finished = true;
    res.end(() => { record.totalMs = performance.now() - received; });
  }
}

/**
 * The vendors' non-streamed answers (generateText): OpenAI responses and chat completions and Anthropic messages
 * without `"stream":true`, Gemini `:generateContent`, and OpenAI's `/audio/transcriptions` (also the local server's), each carrying the turn's
 * text chunks joined. Null for a streamed request.
 */
function wholeAnswer(path: string, body: string, turn: Turn): unknown {
  const text = (turn.text ?? []).join('');
  if (path.endsWith('/audio/transcriptions')) return { text };
  if (path.includes(':generateContent')) {
    return { candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } };
  }
  let streamed = false;
  try { streamed = (JSON.parse(body) as { stream?: unknown }).stream === true; } catch { return null; }
  if (streamed) return null;
  if (path.endsWith('/responses')) {
    return {
      id: 'resp_1', object: 'response', created_at: 1_700_000_000, model: 'fake',
      ...(turn.truncated ? { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } } : { status: 'completed', incomplete_details: null }), error: null,
      output: [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }],
      usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
    };
  }
  if (path.endsWith('/messages')) {
    return {
      id: 'msg_1', type: 'message', role: 'assistant', model: 'fake', content: [{ type: 'text', text }],
      stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 },
    };
  }
  if (path.endsWith('/chat/completions')) {
    return {
      id: 'chatcmpl-1', object: 'chat.completion', created: 1_700_000_000, model: 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: turn.truncated ? 'length' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    };
  }
  return null;
}

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

function openAiChat(turn: Turn): string[] {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake' };
  const out = [sse({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })];
  for (const t of turn.text ?? []) out.push(sse({ ...base, choices: [{ index: 0, delta: { content: t }, finish_reason: null }] }));
  (turn.toolCalls ?? []).forEach((call, i) => {
    const args = JSON.stringify(call.args);
    out.push(sse({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: i, id: `call_${i + 1}`, type: 'function', function: { name: call.name, arguments: '' } }] }, finish_reason: null }] }));
    const half = Math.floor(args.length / 2);
    for (const part of [args.slice(0, half), args.slice(half)]) {
      out.push(sse({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: i, function: { arguments: part } }] }, finish_reason: null }] }));
    }
  });
  out.push(sse({ ...base, choices: [{ index: 0, delta: {}, finish_reason: turn.toolCalls?.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } }));
  out.push(sse('[DONE]'));
  return out;
}

function openAiResponses(turn: Turn): string[] {
  const out = [sse({ type: 'response.created', response: { id: 'resp_1', created_at: 1_700_000_000, model: 'fake' } })];
  let index = 0;
  if (turn.text?.length) {
    out.push(sse({ type: 'response.output_item.added', output_index: index, item: { type: 'message', id: 'msg_1', role: 'assistant', content: [] } }));
    for (const t of turn.text) out.push(sse({ type: 'response.output_text.delta', item_id: 'msg_1', output_index: index, content_index: 0, delta: t }));
    out.push(sse({ type: 'response.output_item.done', output_index: index, item: { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text.join(''), annotations: [] }] } }));
    index++;
  }
  (turn.toolCalls ?? []).forEach((call, i) => {
    const args = JSON.stringify(call.args);
    const item = { type: 'function_call', id: `fc_${i + 1}`, call_id: `call_${i + 1}`, name: call.name, arguments: '' };
    out.push(sse({ type: 'response.output_item.added', output_index: index, item }));
    out.push(sse({ type: 'response.function_call_arguments.delta', item_id: item.id, output_index: index, delta: args }));
    out.push(sse({ type: 'response.output_item.done', output_index: index, item: { ...item, arguments: args, status: 'completed' } }));
    index++;
  });
  out.push(sse({ type: 'response.completed', response: { id: 'resp_1', created_at: 1_700_000_000, model: 'fake', status: 'completed', incomplete_details: null, usage: { input_tokens: 10, output_tokens: 5, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } } } }));
  return out;
}

function anthropic(turn: Turn): string[] {
  const out = [sse({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'fake', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } }, 'message_start')];
  let index = 0;
  if (turn.text?.length) {
    out.push(sse({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }, 'content_block_start'));
    for (const t of turn.text) out.push(sse({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: t } }, 'content_block_delta'));
    out.push(sse({ type: 'content_block_stop', index }, 'content_block_stop'));
    index++;
  }
  for (const [i, call] of (turn.toolCalls ?? []).entries()) {
    out.push(sse({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: `toolu_${i + 1}`, name: call.name, input: {} } }, 'content_block_start'));
    out.push(sse({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.args) } }, 'content_block_delta'));
    out.push(sse({ type: 'content_block_stop', index }, 'content_block_stop'));
    index++;
  }
  out.push(sse({ type: 'message_delta', delta: { stop_reason: turn.toolCalls?.length ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } }, 'message_delta'));
  out.push(sse({ type: 'message_stop' }, 'message_stop'));
  return out;
}

function gemini(turn: Turn): string[] {
  const out: string[] = [];
  const usage = { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 };
  const texts = turn.text ?? [];
  texts.forEach((t, i) => {
    const last = i === texts.length - 1 && !turn.toolCalls?.length;
    out.push(sse({ candidates: [{ content: { parts: [{ text: t }], role: 'model' }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }], ...(last ? { usageMetadata: usage } : {}) }));
  });
  if (turn.toolCalls?.length) {
    out.push(sse({ candidates: [{ content: { parts: turn.toolCalls.map((c) => ({ functionCall: { name: c.name, args: c.args } })), role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: usage }));
  }
  if (out.length === 0) out.push(sse({ candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: usage }));
  return out;
}

/** Whether the request body already carries tool results (the model's second step). */
export function hasToolResult(body: string): boolean {
  return /"role":"tool"|"function_call_output"|"tool_result"|"functionResponse"/.test(body);
}

/** The first token of a class the request carries (`[[PATIENT_2]]`), as a model would copy it. */
export function tokenIn(body: string, cls: string): string | null {
  return new RegExp(`\\[\\[${cls}_\\d+\\]\\]`).exec(body)?.[0] ?? null;
}
