import type { Role } from "./roles";

export type { Role };

/**
 * Every permission, named `resource.action`, and the roles that hold it. This table is the
 * single source of truth: procedures ask for a permission, never for a role.
 */
export const PERMISSIONS = {
  "users.manage": ["admin"],
  "teams.manage": ["admin"],
  "audit.read": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}
