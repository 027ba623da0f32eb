import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPE, sendProblem } from './problem.js';

/**
 * A path prefix whose errors have a wire format of their own, registered by the module serving it (the FHIR server's
 * OperationOutcome under /fhir): the errors below that are answered before any route is reached use it there.
 */
export interface PrefixErrorFormat {
  prefix: string;
  send(reply: FastifyReply, status: number, detail: string): FastifyReply;
}

/**
 * Errors Fastify and Node answer before a route (and its error handler) is reached, in problem+json like every other
 * error (decisions §3) instead of their own `{ error, message, statusCode }`: a path that is not valid
 * percent-encoding, a path parameter longer than the router takes, and requests the HTTP parser rejects.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0] ?? '';
  const own = req.server.errorFormats?.find((f) => path === f.prefix || path.startsWith(`${f.prefix}/`));
  if (own && (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH')) {
    return err.code === 'FST_ERR_BAD_URL'
      ? own.send(reply, 400, 'The path is not valid percent-encoding')
      : own.send(reply, 404, `Nothing at ${path.slice(0, 120)}…`);
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, 400, 'validation_failed', 'Invalid request', 'path: not valid percent-encoding',
      { errors: [{ path: 'path', message: 'not valid percent-encoding' }] });
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // An id longer than any the service issues names nothing: 404, as for any unknown id (decisions §3).
    return sendProblem(reply, 404, 'not_found', 'Not found', `Nothing at ${path.length > 120 ? `${path.slice(0, 120)}…` : path}`);
  }
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 400;
  return sendProblem(reply, status, 'bad_request', http.STATUS_CODES[status] ?? 'Bad Request', http.STATUS_CODES[status] ?? 'Bad Request');
}

/** Node's HTTP parser failures (a header section or URL over the size limit, malformed HTTP, a slow client). */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request line or headers are over the size limit']
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request took too long to arrive']
      : [400, 'The request is not valid HTTP'];
  const title = http.STATUS_CODES[status] ?? 'Bad Request';
  const code = status === 431 ? 'request_too_large' : status === 408 ? 'request_timeout' : 'bad_request';
  const body = JSON.stringify({ type: `/problems/${code}`, title, status, detail, code });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${title}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: ${PROBLEM_TYPE}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
