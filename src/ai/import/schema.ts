import { z } from 'zod';

export const MAX_IMPORT_RECORDS = 500;

/**
 * Records are taken as they come (AI output is messy): each one is re-validated on its own, so one bad record never
 * fails the request. Only the count is checked up front.
 */
export const ImportBody = z.object({
  records: z.array(z.unknown().describe('A patient record (the Patient payload; only name is required)'))
    .max(MAX_IMPORT_RECORDS, `at most ${MAX_IMPORT_RECORDS} records per import`),
}).meta({ id: 'AiImport' });
export type ImportBody = z.infer<typeof ImportBody>;

export const ImportResult = z.object({
  created: z.array(z.string()).describe('File numbers of the created patients, in input order'),
  failed: z.array(z.object({
    fileNumber: z.string().describe('The record\'s file number as given ("" when none)'),
    error: z.string().describe('"<field>: <message>"'),
  })).describe('Rows with no usable identity or a duplicate file number, in input order'),
}).meta({ id: 'AiImportResult' });
export type ImportResult = z.infer<typeof ImportResult>;

export const ValidateResult = z.object({
  valid: z.array(z.object({
    index: z.number().int().describe('Position in records'),
    record: z.record(z.string(), z.unknown()).describe('The payload that would be created (source ai; fileNumber absent when it would be assigned)'),
    adjustments: z.array(z.string()).describe('"<field>: <what was done>" for each value that was coerced or left to its default'),
  })),
  invalid: z.array(z.object({
    index: z.number().int(),
    errors: z.array(z.string()).describe('"<field>: <message>"'),
    record: z.unknown().describe('The original record, as sent'),
  })),
  total: z.number().int(),
}).meta({ id: 'AiImportValidation' });
export type ValidateResult = z.infer<typeof ValidateResult>;
