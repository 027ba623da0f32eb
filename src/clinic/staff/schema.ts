import { z } from 'zod';
import { STAFF_ROLES } from '../../platform/auth/permissions.js';
import { USERNAME_PATTERN } from '../../platform/auth/better-auth.js';

export const Specialty = z.string().trim().min(1).max(60);

export const StaffRow = z.object({
  userId: z.string(), name: z.string(), username: z.string().nullable(), email: z.string(), role: z.string(),
  specialty: z.string().nullable(),
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
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

export const UpdateStaffBody = z.object({ specialty: Specialty.nullable() });
export const SetPasswordBody = z.object({ newPassword: Password });
export const UserIdParams = z.object({ userId: z.string().max(100) });
