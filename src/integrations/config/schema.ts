import { z } from 'zod';
import { Npi } from '../../clinic/common/standard-codes.js';
import { X12_LENGTH } from '../claims/claim837.js';

export const INTEGRATION_TYPES = ['fhir', 'eprescribe', 'claims'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const IntegrationTypeParams = z.object({
  type: z.enum(INTEGRATION_TYPES).describe('fhir, eprescribe or claims'),
});

const secret = z.string().trim().min(1, 'is required').max(4096);

/**
 * An X12 identifier the 837P writes as it is (ISA06/ISA08 padded to 15, GS02/GS03, NM109): printable ASCII without
 * the delimiters we write (* : ^ ~), which X12 cannot escape, and no more characters than its element holds.
 */
const x12Id = (max: number) => z.string().trim()
  .min(X12_LENGTH.identifierMin, `must have at least ${X12_LENGTH.identifierMin} characters (X12 identifier)`)
  .max(max, `must have at most ${max} characters (X12 identifier)`)
  .regex(/^[\x20-\x7E]*$/, 'must be plain ASCII (X12 basic character set)')
  .refine((v) => !/[*:^~]/.test(v), 'must not contain the X12 delimiters * : ^ ~');
/** A name an X12 NM103 or PER02 carries: 60 characters. */
const x12Name = z.string().trim().min(1, 'is required')
  .max(X12_LENGTH.name, `must have at most ${X12_LENGTH.name} characters (X12 name element)`);
const idText = z.string().trim().min(1, 'is required').max(80);
const text = (max = 200) => z.string().trim().min(1, 'is required').max(max);

/**
 * The credential blob of each type (interface: Integration config). The API takes it as JSON text; unknown keys are
 * refused so a misspelt field is a 400 naming it rather than a credential that silently never arrives.
 */
export const CREDENTIAL_SHAPES = {
  fhir: z.strictObject({ token: secret.describe('Sent as a bearer token') }),
  eprescribe: z.strictObject({ token: secret, senderId: idText }),
  claims: z.strictObject({
    token: secret,
    // ISA06/ISA08 are exactly 15 characters (padded), GS02/GS03 2–15: one limit for both.
    submitterId: x12Id(X12_LENGTH.interchangeId),
    receiverId: x12Id(X12_LENGTH.interchangeId),
  }),
} as const;
export type FhirCredentials = z.infer<typeof CREDENTIAL_SHAPES.fhir>;
export type EprescribeCredentials = z.infer<typeof CREDENTIAL_SHAPES.eprescribe>;
export type ClaimsCredentials = z.infer<typeof CREDENTIAL_SHAPES.claims>;
export interface CredentialsByType { fhir: FhirCredentials; eprescribe: EprescribeCredentials; claims: ClaimsCredentials }

const address = (lineMax = 200, cityMax = 100) => z.strictObject({
  line: text(lineMax),
  city: text(cityMax),
  state: z.string().trim().regex(/^[A-Z]{2}$/, 'two upper-case letters (US state code)'),
  postalCode: z.string().trim().regex(/^\d{5}(?:-?\d{4})?$/, 'a US ZIP code (5 or 9 digits)'),
});
const Address = address();
const Phone = z.string().trim().regex(/^[0-9+()\-. ]{7,20}$/, 'a phone number');
/** PER04 of an 837P: a US number of 10 digits (a leading country code 1 is dropped, as the builder does). */
const X12Phone = Phone.refine((v) => /^1?\d{10}$/.test(v.replace(/\D/g, '')), 'must have 10 digits (area code and number) for an 837P');

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
      name: x12Name,
      npi: Npi,
      taxId: z.string().trim().regex(/^\d{9}$/, '9 digits'),
      taxonomy: z.string().trim().regex(/^[0-9A-Z]{9}X$/, 'a 10-character provider taxonomy code').optional(),
      address: address(X12_LENGTH.addressLine, X12_LENGTH.city),
      phone: X12Phone.optional(),
    }).optional(),
    payer: z.strictObject({ name: x12Name, id: x12Id(X12_LENGTH.identifier) }).optional(),
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
  endpoint: z.string().trim().max(2000)
    // URL parsers drop tabs and line breaks silently: the address shown and stored would not be the one called.
    .regex(/^[^\x00-\x1F\x7F]*$/, 'must not contain line breaks, tabs or other control characters')
    .describe('http(s) URL; required when enabled; "" clears it'),
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
