import { errors, type FieldError } from '../platform/http/errors.js';

/** The lengths of a postal address that a message standard carries. */
export interface AddressLimits { addressLine: number; city: number }

/**
 * The fields an outbound message (NCPDP SCRIPT NewRx, X12 837P) needs and lacks, or holds in a form its standard
 * cannot carry, collected so that one 400 lists them all (decisions.md §13: one errors[] entry per field, nothing is
 * sent then). `purpose` completes "is required for …"; `carrier` completes "longer than the N characters …".
 */
export class RequiredFields {
  private readonly problems: FieldError[] = [];

  constructor(private readonly purpose: string, private readonly carrier: string) {}

  add(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /** Records a missing value (null, undefined or an empty list) and says whether it is there. */
  need<T>(value: T | null | undefined, path: string, message = `is required for ${this.purpose}`): value is T {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) this.add(path, message);
    return value !== null && value !== undefined;
  }

  /** Records a text longer than the standard's field. `what` lets the message name a combined value ("with the dose, is"). */
  fits(value: string, max: number, path: string, what = 'is'): void {
    if (value.length > max) this.add(path, `${what} longer than the ${max} characters ${this.carrier}`);
  }

  fitsAddress(address: { line: string; city: string }, limits: AddressLimits, path: string): void {
    this.fits(address.line, limits.addressLine, `${path}.line`);
    this.fits(address.city, limits.city, `${path}.city`);
  }

  /** The 400 naming every field recorded, if any. */
  throwIfAny(): void {
    if (this.problems.length > 0) throw errors.fields(this.problems);
  }
}
