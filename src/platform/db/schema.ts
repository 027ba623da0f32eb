import type { ColumnType, Generated } from 'kysely';

/**
 * The Kysely table map. Platform tables are declared here; each resource declares its own tables by augmenting
 * this interface from its own folder (`declare module '…/platform/db/schema.js'`), so the platform knows no resource.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends PlatformTables {}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlatformTables {
  schema_migration: { name: string; applied_at: Generated<Date>; checksum: string | null };
  activity: {
    clinic_id: string;
    id: string;
    action: string;
    entity_type: string;
    entity_id: string | null;
    actor_id: string | null;
    actor_name: string;
    summary: string;
    at: Generated<Date>;
  };
  staff_profile: {
    clinic_id: string;
    user_id: string;
    specialty: string | null;
    /** Prescriber identifiers (decisions.md §13; migrations/0620_staff_identifiers.sql). */
    npi: string | null;
    dea: string | null;
    updated_at: Timestamp;
  };
  // Better Auth's tables (camelCase columns, its own migration). Read here for staff listings and memberships.
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    username: string | null;
    displayUsername: string | null;
  };
  account: {
    id: string;
    accountId: string;
    providerId: string;
    userId: string;
    password: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: Timestamp;
    activeOrganizationId: string | null;
  };
  organization: { id: string; name: string; slug: string; createdAt: Timestamp };
  member: { id: string; organizationId: string; userId: string; role: string; createdAt: Timestamp };
}
