import { z } from 'zod';
import { STAFF_ROLES } from '../../platform/auth/permissions.js';
import { USERNAME_PATTERN } from '../../platform/auth/better-auth.js';
import { Dea, Npi } from '../common/standard-codes.js';

export const Specialty = z.string().trim().min(1).max(60);

export const StaffRow = z.object({
  userId: z.string(), name: z.string(), username: z.string().nullable(), email: z.string(), role: z.string(),
  specialty: z.string().nullable(),
  npi: z.string().nullable().describe('National Provider Identifier in this clinic (decisions.md §13)'),
  dea: z.string().nullable().describe('DEA registration number in this clinic (decisions.md §13)'),
}).meta({ id: 'StaffMember' });
export type StaffRow = z.infer<typeof StaffRow>;

export const ProviderRow = z.object({
  userId: z.string(), name: z.string(), role: z.string(), specialty: z.string().nullable(),
}).meta({ id: 'Provider' });

export const Password = z.string().min(12, 'must be at least 12 characters').max(256);

export const CreateStaffBody = z.object({
  name: z.string().trim().min(1).max(100),
  username: z.string().trim().min(3).max(32).regex(USERNAME_PATTERN, 'letters, digits, dots and underscores only'),
  password: Password,
  role: z.enum(STAFF_ROLES),
  email: z.string().trim().email().max(254).optional(),
  specialty: Specialty.nullable().optional(),
  npi: Npi.nullable().optional(),
  dea: Dea.nullable().optional(),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** The member's profile in this clinic: a field omitted keeps its value, null clears it; at least one is required. */
export const UpdateStaffBody = z.object({
  specialty: Specialty.nullable().optional(),
  npi: Npi.nullable().optional().describe('10 digits with a valid check digit (Luhn over 80840 + the first 9 digits)'),
  dea: Dea.nullable().optional().describe('Two letters and seven digits with a valid DEA check digit; upper-cased'),
}).refine((b) => b.specialty !== undefined || b.npi !== undefined || b.dea !== undefined, 'give specialty, npi or dea');
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;
export const SetPasswordBody = z.object({ newPassword: Password });
export const UserIdParams = z.object({ userId: z.string().max(100) });
