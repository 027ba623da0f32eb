import { errors } from '../http/errors.js';
import { CLINICIAN_ROLES, ELEVATED_ROLES, type Permission, type Role } from './permissions.js';

/**
 * The door a call came through: `http` (an API route), `socket` (call signaling), `import` (the AI patient import),
 * `agent` (the chat agent's tools), `integration` (FHIR lab sync and HL7 v2 ingest), `fhir` (a FHIR server key) and
 * `system` (seeders). Scoping does not depend on it (the role and permissions do); activity summaries may name it.
 */
export type Caller = 'http' | 'import' | 'socket' | 'system' | 'fhir' | 'integration' | 'agent';

/** Who is calling, in which clinic, with which rights. Built once per request and passed explicitly. */
export interface ClinicContext {
  readonly userId: string;
  readonly userName: string;
  readonly clinicId: string;
  readonly role: Role;
  readonly permissions: ReadonlySet<Permission>;
  readonly requestId: string;
  readonly via: Caller;
}

export function requirePermission(ctx: ClinicContext, permission: Permission): void {
  if (!ctx.permissions.has(permission)) throw errors.forbidden(`Your role does not have ${permission}`);
}

export function requireAnyPermission(ctx: ClinicContext, ...permissions: Permission[]): void {
  if (!permissions.some((p) => ctx.permissions.has(p))) {
    throw errors.forbidden(`Your role needs one of ${permissions.join(', ')}`);
  }
}

export function isElevated(ctx: Pick<ClinicContext, 'role'>): boolean {
  return ELEVATED_ROLES.includes(ctx.role);
}

export function requireElevated(ctx: ClinicContext): void {
  if (!isElevated(ctx)) throw errors.forbidden('Only clinic owners and admins may do this');
}

export function isClinician(role: Role): boolean {
  return CLINICIAN_ROLES.includes(role);
}

/**
 * The doctor panel (decisions.md §2): a non-elevated `doctor` reaches only patients whose primary provider they are,
 * plus unassigned patients they created. Returns null when the caller is not panel-restricted.
 */
export function panelRestriction(ctx: ClinicContext): { providerId: string } | null {
  return ctx.role === 'doctor' ? { providerId: ctx.userId } : null;
}

export function isInPanel(ctx: ClinicContext, patient: { primaryProviderId: string | null; createdBy: string | null }): boolean {
  const panel = panelRestriction(ctx);
  if (!panel) return true;
  return patient.primaryProviderId === panel.providerId
    || (patient.primaryProviderId === null && patient.createdBy === panel.providerId);
}

/** Reception sees demographics only (decisions.md §2). */
export function seesClinicalData(ctx: Pick<ClinicContext, 'role'>): boolean {
  return ctx.role !== 'reception';
}

/** Removes the named clinical fields from a response object for callers that may not see them. */
export function redactClinical<T extends object, K extends keyof T>(ctx: Pick<ClinicContext, 'role'>, value: T, clinicalFields: readonly K[]): T | Omit<T, K> {
  if (seesClinicalData(ctx)) return value;
  const copy = { ...value };
  for (const field of clinicalFields) delete copy[field];
  return copy;
}
