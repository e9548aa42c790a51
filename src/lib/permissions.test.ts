import { describe, expect, it } from "vitest";
import { ROLES } from "./roles";
import { can, PERMISSIONS, permissionsOf, type Permission, type Role } from "./permissions";

const ADMIN_ONLY: Permission[] = ["users.manage", "teams.manage", "audit.read"];
const NON_ADMIN: Role[] = ["manager", "seller", "finance"];

describe("permission table", () => {
  it("lists exactly the platform permissions", () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...ADMIN_ONLY].sort());
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
    expect(permissionsOf("admin").sort()).toEqual([...ADMIN_ONLY].sort());
  });

  it.each(NON_ADMIN)("gives %s none of the admin permissions", (role) => {
    expect(permissionsOf(role)).toEqual([]);
  });

  it("agrees with can() for every role and permission", () => {
    for (const role of ROLES) {
      for (const p of Object.keys(PERMISSIONS) as Permission[]) {
        expect(permissionsOf(role).includes(p)).toBe(can(role, p));
      }
    }
  });
});
