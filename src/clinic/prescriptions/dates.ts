import { z } from 'zod';
import { isRealDate } from '../common/calendar.js';

export { isRealDate, todayIso } from '../common/calendar.js';


/** A calendar date as the interface writes it: `YYYY-MM-DD`, checked as a real day. */
export const IsoDate = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date');

