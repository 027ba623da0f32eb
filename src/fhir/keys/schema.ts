import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';

export const CreateKeyBody = z.object({
  label: z.string().trim().min(1, 'is required').max(100, 'at most 100 characters'),
}).meta({ id: 'FhirServerKeyBody' });
export type CreateKeyBody = z.infer<typeof CreateKeyBody>;

export const FhirServerKey = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe('Time of the last FHIR read made with the key (from the access log); null when never used'),
}).meta({ id: 'FhirServerKey' });
export type FhirServerKey = z.infer<typeof FhirServerKey>;

export const CreatedFhirServerKey = z.object({
  id: z.string(),
  label: z.string(),
  key: z.string().describe('The key itself, shown only in this response (only its SHA-256 is stored). Send it as `Authorization: Bearer <key>` to /fhir'),
  createdAt: z.string(),
}).meta({ id: 'CreatedFhirServerKey' });
export type CreatedFhirServerKey = z.infer<typeof CreatedFhirServerKey>;

export const KeyIdParams = z.object({ id: z.string().max(100) });

export const FhirAccessEntry = z.object({
  id: z.string(),
  keyId: z.string(),
  keyLabel: z.string(),
  interaction: z.enum(['read', 'search-type', 'binary']),
  resourceType: z.string(),
  resourceIds: z.array(z.string()).describe('Every resource the answer carried (matches and includes), or the id asked for'),
  query: z.string().describe('The search parameters as sent'),
  status: z.number().int().describe('HTTP status of the answer'),
  at: z.string(),
}).meta({ id: 'FhirAccessEntry' });
export type FhirAccessEntry = z.infer<typeof FhirAccessEntry>;

export const AccessLogQuery = ListQuery.extend({
  keyId: z.string().max(100).optional().describe('Only reads made with this key'),
});
export type AccessLogQuery = z.infer<typeof AccessLogQuery>;
