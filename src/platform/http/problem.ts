import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, fieldDetail, type FieldError } from './errors.js';

export const PROBLEM_TYPE = 'application/problem+json';

export function sendProblem(
  reply: FastifyReply, status: number, code: string, title: string, detail?: string, extra?: Record<string, unknown>,
) {
  return reply.code(status).type(PROBLEM_TYPE).send({ type: `/problems/${code}`, title, status, detail: detail ?? title, code, ...extra });
}

/** The one place errors become HTTP: RFC 9457 bodies, per-field validation errors, no stack traces or SQL. */
export function problemErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    // An id too long to be one is an unknown id (decisions.md §3: 404, well-formed or not).
    if (where === 'params' && err.validation.every((v) => v.keyword === 'too_big')) {
      return sendProblem(reply, 404, 'not_found', 'Not found', 'No such resource');
    }
    const fields: FieldError[] = err.validation.map((v) => ({
      path: fieldPath(v.instancePath, where),
      message: v.message ?? 'Invalid value',
    }));
    return sendProblem(reply, 400, 'validation_failed', 'Invalid request', fieldDetail(fields), { errors: fields });
  }
  if (err instanceof AppError) {
    if (err.headers) reply.headers(err.headers);
    return sendProblem(reply, err.status, err.code, err.title, err.message, err.extra);
  }
  if (isDatabaseUnavailable(err)) {
    // A restarting, hung or unreachable database, or a time limit: the client may retry; nothing was committed.
    req.log.warn({ errName: err.name, errCode: err.code }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendProblem(reply, 503, 'database_unavailable', 'Service Unavailable',
      'The database is not answering right now; try again shortly');
  }
  const pgCode = (err as { code?: string }).code;
  if (pgCode === '23505') return sendProblem(reply, 409, 'conflict', 'Conflict', 'That value is already in use');
  if (pgCode === '22P02' || pgCode === '22007' || pgCode === '22008') {
    return sendProblem(reply, 400, 'validation_failed', 'Invalid request', 'A value has the wrong format');
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ errName: 'ResponseSerializationError' }, 'response did not match its schema');
    return sendProblem(reply, 500, 'internal', 'Internal Server Error');
  }
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) {
    // The message can carry patient data (a value in a failing query); log the class and code only.
    req.log.error({ errName: err.name, errCode: err.code ?? pgCode }, 'unhandled error');
    return sendProblem(reply, 500, 'internal', 'Internal Server Error');
  }
  return sendProblem(reply, status, fastifyCode(err), titleFor(status), safeFastifyDetail(err, status));
}

function fieldPath(instancePath: string, where: string): string {
  const inner = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (where === 'body') return inner || 'body';
  return inner ? `${where}.${inner}` : where;
}

function fastifyCode(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload_too_large';
  if (err.statusCode === 400) return 'bad_request';
  return 'client_error';
}

function safeFastifyDetail(err: FastifyError, status: number): string {
  if (err instanceof SyntaxError && /nested deeper/.test(err.message)) return err.message;
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) return 'The body is not valid JSON';
  if (err.code?.startsWith('FST_')) return err.message;
  return titleFor(status);
}

const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 409: 'Conflict', 411: 'Length Required', 412: 'Precondition Failed', 413: 'Payload Too Large',
  415: 'Unsupported Media Type', 429: 'Too Many Requests',
};
function titleFor(status: number): string { return TITLES[status] ?? 'Error'; }

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  return sendProblem(reply, 404, 'not_found', 'Not found', `No route ${req.method} ${req.url.split('?')[0]}`);
}
