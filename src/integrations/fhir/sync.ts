import type { Bundle, Patient as FhirPatient } from '@medplum/fhirtypes';
import type { Lab } from '../../clinic/patients/schema.js';
import { getPatient } from '../../clinic/patients/service.js';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { OutboundError } from '../../platform/outbound/index.js';
import { requireEnabledIntegration } from '../config/service.js';
import { importLabs } from '../lab-append.js';
import type { IntegrationCallDeps } from '../post-document.js';
import { withFhirServer, type FhirServer } from './client.js';
import { observationToLab } from './observations.js';

export interface FhirSyncResult { imported: number; skipped: number }

/** Observations asked for per page; the server may send fewer. */
const PAGE_SIZE = 100;
/** A server whose paging never ends is cut off here (100,000 observations at the page size). */
const MAX_PAGES = 1_000;

/**
 * Pulls the patient's laboratory Observations from the clinic's FHIR server into the record (lab:write; decisions.md
 * §13). The fhir integration must be enabled (409 `integration_disabled`); the patient must be reachable here first
 * (404 before any remote call). The remote patient is found by identifier = the file number (narrowed to
 * `settings.identifierSystem` when set): none → 404 `remote_patient_not_found`, several → 409
 * `remote_patient_ambiguous`. Every page of `Observation?patient=…&category=laboratory` is read through its `next`
 * link (same server only: the bearer token never goes elsewhere); an Observation whose subject is another patient is
 * skipped, as are results already in the record, so a re-sync imports nothing new.
 */
export async function syncFhirLabs(deps: Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'config'> & IntegrationCallDeps, ctx: ClinicContext, fileNumber: string): Promise<FhirSyncResult> {
  requirePermission(ctx, 'lab:write');
  const integration = await requireEnabledIntegration(deps, ctx, 'fhir');
  await getPatient(deps, ctx, fileNumber);

  const { labs, withoutValue } = await withFhirServer(deps, integration.endpoint, integration.credentials?.token, async (server) => {
    const remoteId = await findRemotePatient(server, fileNumber, integration.settings.identifierSystem);
    return readLabObservations(server, remoteId);
  });
  const { appended, skipped } = await importLabs(deps, ctx, fileNumber, labs);
  return { imported: appended.length, skipped: skipped + withoutValue };
}

async function findRemotePatient(server: FhirServer, fileNumber: string, identifierSystem: string | undefined): Promise<string> {
  const identifier = identifierSystem ? `${identifierSystem}|${fileNumber}` : fileNumber;
  const bundle = requireBundle(await server.search('Patient', { identifier, _count: '2' }));
  const patients = (bundle.entry ?? [])
    .filter((e) => e.resource?.resourceType === 'Patient' && (e.search?.mode ?? 'match') === 'match')
    .map((e) => e.resource as FhirPatient);
  const count = Math.max(patients.length, bundle.total ?? 0);
  if (count === 0 || !patients[0]?.id) {
    throw new AppError(404, 'remote_patient_not_found', 'Remote patient not found',
      'The FHIR server has no patient with this file number as an identifier');
  }
  if (count > 1) {
    throw new AppError(409, 'remote_patient_ambiguous', 'Several remote patients',
      'The FHIR server has several patients with this file number as an identifier; set settings.identifierSystem to narrow it');
  }
  if (typeof patients[0].id !== 'string') throw new OutboundError('fhir_server', 'broken', 'answered with a Patient whose id is not a string');
  return patients[0].id;
}

async function readLabObservations(server: FhirServer, patientId: string): Promise<{ labs: Lab[]; withoutValue: number }> {
  const labs: Lab[] = [];
  let withoutValue = 0;
  const seen = new Set<string>();
  let page = requireBundle(await server.search('Observation', { patient: patientId, category: 'laboratory', _count: String(PAGE_SIZE) }));
  for (let pages = 1; ; pages++) {
    for (const entry of page.entry ?? []) {
      if (entry.resource?.resourceType !== 'Observation' || (entry.search?.mode ?? 'match') !== 'match') continue;
      if (!isAbout(entry.resource.subject, patientId)) {
        withoutValue++; // another patient's result (a server that ignored the patient parameter): never appended here
        continue;
      }
      const lab = observationToLab(entry.resource);
      if (lab) labs.push(lab);
      else withoutValue++;
    }
    const next: unknown = page.link?.find((l) => l.relation === 'next')?.url;
    if (!next) break;
    if (typeof next !== 'string' || !URL.canParse(next, `${server.origin}/`)) {
      throw new OutboundError('fhir_server', 'broken', 'sent a paging link that is not a URL');
    }
    if (new URL(next, `${server.origin}/`).origin !== server.origin) {
      throw new OutboundError('fhir_server', 'redirects', 'sent a paging link to another server');
    }
    if (seen.has(next) || pages >= MAX_PAGES) throw new OutboundError('fhir_server', 'broken', 'sent paging links that do not end');
    seen.add(next);
    page = requireBundle(await server.read<Bundle>(next));
  }
  return { labs, withoutValue };
}

/**
 * Whether an Observation's subject is the remote patient: no subject (the search said whose it is), or a reference to
 * Patient/<id>, relative or absolute. Another patient, a Group or a malformed subject is not.
 */
function isAbout(subject: unknown, patientId: string): boolean {
  if (subject === undefined) return true;
  const reference = (subject as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' && (reference === `Patient/${patientId}` || reference.endsWith(`/Patient/${patientId}`));
}

/** A Bundle whose entry and link, when present, are lists of objects (what the reading above relies on), or a 502. */
function requireBundle(resource: Bundle): Bundle {
  if (resource?.resourceType !== 'Bundle') throw new OutboundError('fhir_server', 'broken', 'answered a search with something that is not a Bundle');
  const listOfObjects = (value: unknown) => value === undefined
    || (Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item)));
  if (!listOfObjects(resource.entry) || !listOfObjects(resource.link)) {
    throw new OutboundError('fhir_server', 'broken', 'answered a search with a Bundle whose entry or link is not a list of objects');
  }
  return resource;
}
