import type { IssueType, OperationOutcome } from './types.js';

/** An error the FHIR server answers as an OperationOutcome with its status (decisions.md §9). */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly issueCode: IssueType,
    readonly diagnostics: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(diagnostics);
  }
}

export const fhirErrors = {
  invalid: (diagnostics: string) => new FhirError(400, 'invalid', diagnostics),
  notSupported: (diagnostics: string) => new FhirError(400, 'not-supported', diagnostics),
  unauthorized: (diagnostics: string, invalidToken: boolean) => new FhirError(401, 'login', diagnostics, {
    'www-authenticate': invalidToken ? 'Bearer realm="fhir", error="invalid_token"' : 'Bearer realm="fhir"',
  }),
  notFound: (diagnostics: string) => new FhirError(404, 'not-found', diagnostics),
  methodNotAllowed: (method: string) => new FhirError(405, 'not-supported',
    `This FHIR server is read-only: ${method} is not allowed (only GET)`, { allow: 'GET' }),
  notAcceptable: (diagnostics: string) => new FhirError(406, 'not-supported', diagnostics),
};

export function operationOutcome(issueCode: IssueType, diagnostics: string, severity: 'error' | 'fatal' | 'warning' = 'error'): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity, code: issueCode, diagnostics }] };
}
