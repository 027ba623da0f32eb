/** The roles and permission statements of decisions.md §2: the single source the whole service checks against. */
export const ROLES = ['owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy', 'lab'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['admin', 'doctor', 'reception', 'pharmacy', 'lab'] as const;
export const CLINICIAN_ROLES: readonly Role[] = ['owner', 'admin', 'doctor', 'member'];
export const ELEVATED_ROLES: readonly Role[] = ['owner', 'admin'];

export const STATEMENTS = {
  patient: ['read', 'write', 'delete'],
  lab: ['read', 'write'],
  appointment: ['read', 'write', 'delete'],
  invoice: ['read', 'write', 'delete'],
  prescription: ['read', 'write', 'delete'],
  task: ['read', 'write', 'delete'],
  inventory: ['read', 'write', 'delete'],
  member: ['create', 'update'],
} as const;

type Statements = typeof STATEMENTS;
export type Permission = { [R in keyof Statements]: `${R}:${Statements[R][number]}` }[keyof Statements];

export const ALL_PERMISSIONS: readonly Permission[] = Object.entries(STATEMENTS)
  .flatMap(([resource, actions]) => actions.map((a) => `${resource}:${a}` as Permission));

const RWD = ['read', 'write', 'delete'] as const;
const RW = ['read', 'write'] as const;

type Grants = { [R in keyof Statements]?: readonly Statements[R][number][] };

const clinician: Grants = {
  patient: RW, lab: RW, appointment: RWD, invoice: RWD, prescription: RWD, task: RWD, inventory: RWD,
};
const elevated: Grants = { ...clinician, patient: RWD, member: ['create', 'update'] };

export const ROLE_GRANTS: Record<Role, Grants> = {
  owner: elevated,
  admin: elevated,
  doctor: clinician,
  member: clinician,
  reception: { patient: RW, appointment: RWD, invoice: RWD, task: RW },
  pharmacy: { patient: ['read'], appointment: ['read'], prescription: RW, task: RW, inventory: RW },
  lab: { patient: ['read'], lab: RW, appointment: ['read'], task: RW },
};

const cache = new Map<Role, ReadonlySet<Permission>>();

export function permissionsFor(role: Role): ReadonlySet<Permission> {
  let set = cache.get(role);
  if (!set) {
    const grants = ROLE_GRANTS[role];
    set = new Set(Object.entries(grants).flatMap(([r, actions]) => (actions ?? []).map((a) => `${r}:${a}` as Permission)));
    cache.set(role, set);
  }
  return set;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
