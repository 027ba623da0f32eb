export interface FieldError { path: string; message: string }

/** An error the service means to show: its status, a stable code and a detail free of patient data. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    detail?: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? title);
  }
}

/** The problem detail of a list of field errors: `path: message; path: message`. */
export function fieldDetail(fieldErrors: readonly FieldError[]): string {
  return fieldErrors.map((f) => `${f.path}: ${f.message}`).join('; ');
}

export const errors = {
  badRequest: (detail: string, fieldErrors?: FieldError[]) =>
    new AppError(400, 'validation_failed', 'Invalid request', detail, fieldErrors ? { errors: fieldErrors } : undefined),
  /** A 400 listing every field error, the detail naming each (`path: message; …`). */
  fields: (fieldErrors: FieldError[]) => new AppError(400, 'validation_failed', 'Invalid request', fieldDetail(fieldErrors), { errors: fieldErrors }),
  invalidField: (path: string, message: string) =>
    new AppError(400, 'validation_failed', 'Invalid request', `${path}: ${message}`, { errors: [{ path, message }] }),
  unauthenticated: () => new AppError(401, 'unauthenticated', 'Sign-in required', 'Sign in to use this endpoint'),
  forbidden: (detail: string) => new AppError(403, 'forbidden', 'Forbidden', detail),
  notFound: (resource: string) => new AppError(404, 'not_found', 'Not found', `${resource} not found`),
  methodNotAllowed: (detail: string) => new AppError(405, 'method_not_allowed', 'Method Not Allowed', detail),
  conflict: (detail: string) => new AppError(409, 'conflict', 'Conflict', detail),
  preconditionFailed: (detail: string) => new AppError(412, 'precondition_failed', 'Precondition Failed', detail),
  payloadTooLarge: (detail: string) => new AppError(413, 'payload_too_large', 'Payload Too Large', detail),
  unsupportedMediaType: (detail: string) => new AppError(415, 'unsupported_media_type', 'Unsupported Media Type', detail),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', 'Too Many Requests', 'Too many attempts; try again later',
      { retryAfter: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) }),
  upstream: (system: string, detail?: string) =>
    new AppError(502, 'upstream_failed', 'Outside system failed', detail ?? `${system} failed or timed out`),
};
