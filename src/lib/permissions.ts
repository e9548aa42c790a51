import type { Role } from "./roles";

export type { Role };

/**
 * Every permission, named `resource.action`, and the roles that hold it. This table is the
 * single source of truth: procedures ask for a permission, never for a role.
 */
export const PERMISSIONS = {
  "users.manage": ["admin"],
  "teams.manage": ["admin"],
  // A team's lead distribution (pool, round-robin): the Administrador any team, the Gestor their own (scoped in the service).
  "teams.leads": ["admin", "manager"],
  "audit.read": ["admin"],
  // Configurações → E-mails: the outbox (every user's messages), for the Administrador.
  "notifications.outbox": ["admin"],
  // The lead process's option lists (origens, motivos de perda) and their English labels.
  "leadOptions.manage": ["admin"],
  // Sections of the application (what the navigation shows); row scope lives in each policy.
  "leads.read": ["admin", "manager", "seller"],
  "customers.read": ["admin", "manager", "seller", "finance"],
  "sales.read": ["admin", "manager", "seller", "finance"],
  "commissions.read": ["admin", "manager", "seller", "finance"],
  // A Vendedor reads reports over their own rows, a Gestor over the team's (scope inside each report's queries).
  "reports.read": ["admin", "manager", "seller", "finance"],
  "settings.read": ["admin", "finance"],
  // Portfolio: reading is scoped per row (own / team / all) in each feature's policy.
  "partners.read": ["admin", "manager", "seller", "finance"],
  "partners.manage": ["admin", "finance"],
  "customers.write": ["admin", "manager", "seller"],
  "sales.write": ["admin", "manager", "seller"],
  "leads.write": ["admin", "manager", "seller"],
  // Tarefas and the Agenda: the people who work leads and customers; row scope in the tasks policy.
  "tasks.read": ["admin", "manager", "seller"],
  "tasks.write": ["admin", "manager", "seller"],
  // Commission rules, profiles, manual entries, month close and reconciliation; everyone else reads their own.
  "commissions.manage": ["admin", "finance"],
  // Início (home): its parts; the figures are scoped inside each query like the lists. "own" (my agenda,
  // pipeline, month, commissions) is anyone who works leads; the page shows it first to a Vendedor.
  "home.own": ["admin", "manager", "seller"],
  "home.team": ["admin", "manager"],
  "home.finance": ["admin", "finance"],
  "home.system": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}
