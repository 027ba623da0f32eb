import { z } from 'zod';
import { Npi } from '../../clinic/common/standard-codes.js';

export const INTEGRATION_TYPES = ['fhir', 'eprescribe', 'claims'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const IntegrationTypeParams = z.object({
  type: z.enum(INTEGRATION_TYPES).describe('fhir, eprescribe or claims'),
});

const secret = z.string().trim().min(1, 'is required').max(4096);
const idText = z.string().trim().min(1, 'is required').max(80);
const text = (max = 200) => z.string().trim().min(1, 'is required').max(max);

/**
 * The credential blob of each type (interface: Integration config). The API takes it as JSON text; unknown keys are
 * refused so a misspelt field is a 400 naming it rather than a credential that silently never arrives.
 */
export const CREDENTIAL_SHAPES = {
  fhir: z.strictObject({ token: secret.describe('Sent as a bearer token') }),
  eprescribe: z.strictObject({ token: secret, senderId: idText }),
  claims: z.strictObject({ token: secret, submitterId: idText, receiverId: idText }),
} as const;
export type FhirCredentials = z.infer<typeof CREDENTIAL_SHAPES.fhir>;
export type EprescribeCredentials = z.infer<typeof CREDENTIAL_SHAPES.eprescribe>;
export type ClaimsCredentials = z.infer<typeof CREDENTIAL_SHAPES.claims>;
export interface CredentialsByType { fhir: FhirCredentials; eprescribe: EprescribeCredentials; claims: ClaimsCredentials }

const Address = z.strictObject({
  line: text(),
  city: text(100),
  state: z.string().trim().regex(/^[A-Z]{2}$/, 'two upper-case letters (US state code)'),
  postalCode: z.string().trim().regex(/^\d{5}(?:-?\d{4})?$/, 'a US ZIP code (5 or 9 digits)'),
});
const Phone = z.string().trim().regex(/^[0-9+()\-. ]{7,20}$/, 'a phone number');

/** Per-type settings (decisions.md §13). Every field is checked when given; what a send needs is checked at send. */
export const SETTINGS_SHAPES = {
  fhir: z.strictObject({
    identifierSystem: z.string().trim().min(1).max(500).optional()
      .describe('Narrows the remote patient search to identifiers of this system (identifier=<system>|<fileNumber>)'),
  }),
  eprescribe: z.strictObject({
    pharmacy: z.strictObject({
      ncpdpId: z.string().trim().regex(/^\d{7}$/, '7 digits'),
      name: text(),
      phone: Phone,
      address: Address,
    }).optional(),
  }),
  claims: z.strictObject({
    billingProvider: z.strictObject({
      name: text(),
      npi: Npi,
      taxId: z.string().trim().regex(/^\d{9}$/, '9 digits'),
      taxonomy: z.string().trim().regex(/^[0-9A-Z]{9}X$/, 'a 10-character provider taxonomy code').optional(),
      address: Address,
      phone: Phone.optional(),
    }).optional(),
    payer: z.strictObject({ name: text(), id: idText }).optional(),
    placeOfService: z.string().trim().regex(/^\d{2}$/, '2 digits').optional(),
  }),
} as const;
export type FhirSettings = z.infer<typeof SETTINGS_SHAPES.fhir>;
export interface SettingsByType {
  fhir: FhirSettings;
  eprescribe: z.infer<typeof SETTINGS_SHAPES.eprescribe>;
  claims: z.infer<typeof SETTINGS_SHAPES.claims>;
}

export const IntegrationConfig = z.object({
  type: z.enum(INTEGRATION_TYPES),
  endpoint: z.string().describe('URL of the external system; "" when unset'),
  enabled: z.boolean(),
  hasCredentials: z.boolean().describe('Whether a credential blob is stored; the blob itself is never returned'),
  settings: z.record(z.string(), z.unknown()).describe('Per-type settings (decisions.md §13); {} when none'),
  updatedAt: z.string().nullable().describe('ISO timestamp of the last save; null for a type never saved'),
}).meta({ id: 'IntegrationConfig' });
export type IntegrationConfig = z.infer<typeof IntegrationConfig>;

export const IntegrationConfigList = z.array(IntegrationConfig).meta({ id: 'IntegrationConfigList' });

/**
 * The shape is checked here; the credential blob and the settings are checked against the type's shape in the
 * service (so every door gets the same 400 naming the field, e.g. `credentials.token` or `settings.payer.id`).
 */
export const SaveIntegrationBody = z.object({
  endpoint: z.string().trim().max(2000).describe('http(s) URL; required when enabled; "" clears it'),
  enabled: z.boolean(),
  credentials: z.string().max(16_384).optional()
    .describe('Write-only JSON text of the type\'s credential shape; omitted keeps the stored blob, "" clears it'),
  settings: z.record(z.string(), z.unknown()).optional().describe('The type\'s settings; omitted keeps the stored ones'),
}).meta({ id: 'IntegrationConfigSave' });
export type SaveIntegrationBody = z.infer<typeof SaveIntegrationBody>;

export const ConnectionTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  status: z.number().int().optional().describe('The remote HTTP status, when the remote answered'),
}).meta({ id: 'IntegrationTestResult' });
export type ConnectionTestResult = z.infer<typeof ConnectionTestResult>;
