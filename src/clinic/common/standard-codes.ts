import { z } from 'zod';

/**
 * The codes of the data standards (decisions.md §13), each rule defined once: staff identifiers (NPI, DEA number),
 * drug codes (NDC, RxNorm) and billing codes (ICD-10-CM, CPT/HCPCS, modifiers). Staff, prescriptions and invoices
 * validate with these, and so does the integration config (a billing provider's NPI). Every check here is one of
 * shape and check digit only: whether a code exists in its current code set is for the receiving system to say.
 */

/** NPI: 10 digits whose Luhn check digit holds with the card-issuer prefix 80840 (CMS NPI check digit rule). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

// Each schema checks the shape first as a pattern (so the OpenAPI document shows it) and stops there when it fails,
// so that one bad value is one error entry (decisions.md §3); the check digit comes second.
export const Npi = z.string().trim()
  .regex(/^\d{10}$/, { message: '10 digits', abort: true })
  .refine(isValidNpi, 'the NPI check digit does not hold (Luhn over 80840 and the first 9 digits)');

/**
 * DEA registration number: two letters (registrant type, then the initial of the registrant's last name or business
 * name) and seven digits, the last a check digit: ((d1 + d3 + d5) + 2 × (d2 + d4 + d6)) mod 10 = d7.
 * Upper-case only; the schema below upper-cases input first.
 */
export function isValidDea(dea: string): boolean {
  const m = /^[A-Z]{2}(\d{7})$/.exec(dea);
  if (!m) return false;
  const d = m[1]!.split('').map(Number);
  return ((d[0]! + d[2]! + d[4]!) + 2 * (d[1]! + d[3]! + d[5]!)) % 10 === d[6]!;
}

export const Dea = z.string().trim()
  .regex(/^[A-Za-z]{2}\d{7}$/, { message: 'two letters and seven digits', abort: true })
  .toUpperCase()
  .refine(isValidDea, 'the DEA check digit does not hold');

/**
 * NDC in the 11-digit (5-4-2) form that NCPDP SCRIPT and claims carry. A hyphenated 10-digit label form is brought
 * to 11 digits by a leading zero in the short segment (4-4-2 → 0xxxx-xxxx-xx, 5-3-2 → xxxxx-0xxx-xx,
 * 5-4-1 → xxxxx-xxxx-0x); 5-4-2 with hyphens loses them. Ten digits without hyphens are refused: which segment
 * is short cannot be known. Returns undefined for anything else.
 */
export function normaliseNdc(text: string): string | undefined {
  if (/^\d{11}$/.test(text)) return text;
  const m = /^(\d{4,5})-(\d{3,4})-(\d{1,2})$/.exec(text);
  if (!m) return undefined;
  const [labeler, product, pkg] = [m[1]!, m[2]!, m[3]!];
  if (labeler.length + product.length + pkg.length === 11) return labeler + product + pkg;
  if (labeler.length + product.length + pkg.length !== 10) return undefined;
  return labeler.padStart(5, '0') + product.padStart(4, '0') + pkg.padStart(2, '0');
}

const NDC_MESSAGE = '11 digits, or a hyphenated 5-4-2, 4-4-2, 5-3-2 or 5-4-1 NDC';
export const Ndc = z.string().trim()
  .regex(/^(?:\d{11}|\d{4,5}-\d{3,4}-\d{1,2})$/, { message: NDC_MESSAGE, abort: true })
  .refine((v) => normaliseNdc(v) !== undefined, NDC_MESSAGE)
  .transform((v) => normaliseNdc(v)!)
  .describe(`${NDC_MESSAGE}; stored and returned as 11 digits`);

/** RxNorm concept id (RxCUI): digits, no leading zero. */
export const RxNormCode = z.string().trim().regex(/^[1-9]\d{0,9}$/, 'an RxNorm concept id (1–10 digits)');

/**
 * ICD-10-CM code: a letter, a digit, a letter or digit, then up to four more letters or digits after an optional dot.
 * Upper-cased and returned in the dotted form (E119 → E11.9), so that one code has one spelling.
 */
const ICD10_CM = /^([A-Za-z][0-9][0-9A-Za-z])(?:\.?([0-9A-Za-z]{1,4}))?$/;
export const Icd10CmCode = z.string().trim()
  .regex(ICD10_CM, 'an ICD-10-CM code (e.g. E11.9)')
  .toUpperCase()
  .transform((v) => {
    const [, category, rest] = ICD10_CM.exec(v)!;
    return rest ? `${category}.${rest}` : category!;
  });

/** CPT (five digits; Category II, III and PLA codes end in F, T or U) or HCPCS Level II (a letter and four digits). */
export const ProcedureCode = z.string().trim()
  .regex(/^(?:\d{4}[0-9FTUftu]|[A-Za-z]\d{4})$/, 'a CPT code (5 digits, or 4 digits and F, T or U) or HCPCS code (a letter and 4 digits)')
  .toUpperCase();

/** A CPT/HCPCS modifier: two letters or digits. */
export const ProcedureModifier = z.string().trim().regex(/^[0-9A-Za-z]{2}$/, 'two letters or digits').toUpperCase();

/** True when no value appears twice (compare after the schema's normalisation). */
export function noDuplicates<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}
