import { describe, expect, it } from "vitest";
import { ROLES } from "./roles";
import { can, PERMISSIONS, permissionsOf, type Permission, type Role } from "./permissions";

const ADMIN_ONLY: Permission[] = ["users.manage", "teams.manage", "audit.read", "leadOptions.manage", "notifications.outbox"];
const NON_ADMIN: Role[] = ["manager", "seller", "finance"];
/** Who sees which section of the navigation (Financeiro sees no leads; only admin and finance configure). */
const SECTIONS: Record<string, Role[]> = {
  "leads.read": ["admin", "manager", "seller"],
  "customers.read": ["admin", "manager", "seller", "finance"],
  "sales.read": ["admin", "manager", "seller", "finance"],
  "commissions.read": ["admin", "manager", "seller", "finance"],
  "reports.read": ["admin", "manager", "seller", "finance"],
  "settings.read": ["admin", "finance"],
  "partners.read": ["admin", "manager", "seller", "finance"],
  "partners.manage": ["admin", "finance"],
  "customers.write": ["admin", "manager", "seller"],
  "sales.write": ["admin", "manager", "seller"],
  "leads.write": ["admin", "manager", "seller"],
  "teams.leads": ["admin", "manager"],
  "commissions.manage": ["admin", "finance"],
  "home.own": ["admin", "manager", "seller"],
  "home.team": ["admin", "manager"],
  "home.finance": ["admin", "finance"],
  "home.system": ["admin"],
  // Tarefas and Agenda: whoever works leads (Financeiro has none).
  "tasks.read": ["admin", "manager", "seller"],
  "tasks.write": ["admin", "manager", "seller"],
};

describe("permission table", () => {
  it("lists exactly the platform and section permissions", () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...ADMIN_ONLY, ...Object.keys(SECTIONS)].sort());
  });

  it.each(Object.entries(SECTIONS))("section permission %s is held by exactly %j", (permission, roles) => {
    for (const role of ROLES) expect(can(role, permission as Permission)).toBe(roles.includes(role));
  });

  it.each(ADMIN_ONLY)("%s is held by the Administrador", (permission) => {
    expect(can("admin", permission)).toBe(true);
  });

  it.each(NON_ADMIN.flatMap((role) => ADMIN_ONLY.map((p) => [role, p] as const)))("%s does not hold %s", (role, permission) => {
    expect(can(role, permission)).toBe(false);
  });

  it.each(ADMIN_ONLY)("nobody signed out holds %s", (permission) => {
    expect(can(null, permission)).toBe(false);
    expect(can(undefined, permission)).toBe(false);
  });

  it("refuses a role that is not in the table", () => {
    expect(can("root" as Role, "users.manage")).toBe(false);
  });
});

describe("permissionsOf", () => {
  it("gives the Administrador every platform permission", () => {
    expect(permissionsOf("admin").sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it.each(NON_ADMIN)("gives %s none of the admin permissions", (role) => {
    expect(permissionsOf(role).filter((p) => ADMIN_ONLY.includes(p))).toEqual([]);
  });

  it("agrees with can() for every role and permission", () => {
    for (const role of ROLES) {
      for (const p of Object.keys(PERMISSIONS) as Permission[]) {
        expect(permissionsOf(role).includes(p)).toBe(can(role, p));
      }
    }
  });
});
