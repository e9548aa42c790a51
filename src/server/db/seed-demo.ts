import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Db } from "./client";
import { teams, users } from "./schema";
import { seedPortfolio } from "./seed/seed-portfolio";
import { seedLeads } from "./seed/seed-leads";
import { seedCommissions } from "./seed/seed-commissions";
import type { Role } from "~/lib/roles";

export const DEMO_PASSWORD = "Corretora@2026";

const DEMO_USERS: { name: string; email: string; role: Role; team: "sp" | "cps" | null }[] = [
  { name: "Administrador Demo", email: "admin@demo.com.br", role: "admin", team: null },
  { name: "Gustavo Gestor", email: "gestor@demo.com.br", role: "manager", team: "sp" },
  { name: "Fernanda Financeiro", email: "financeiro@demo.com.br", role: "finance", team: null },
  { name: "Ana Souza", email: "ana@demo.com.br", role: "seller", team: "sp" },
  { name: "Bruno Araújo", email: "bruno@demo.com.br", role: "seller", team: "sp" },
  { name: "Carla Conceição", email: "carla@demo.com.br", role: "seller", team: "cps" },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.n ?? 0) === 0;
}

/** Demo accounts and teams. Runs in one transaction; does nothing if any user exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [sp, cps] = await tx.insert(teams).values([{ name: "Equipe São Paulo" }, { name: "Equipe Campinas" }]).returning();
    const teamIds = { sp: sp!.id, cps: cps!.id };
    const created = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ name: u.name, email: u.email, role: u.role, teamId: u.team ? teamIds[u.team] : null, passwordHash })))
      .returning({ id: users.id, email: users.email, teamId: users.teamId });
    const gestor = created.find((u) => u.email === "gestor@demo.com.br")!;
    await tx.update(teams).set({ managerId: gestor.id }).where(sql`${teams.id} = ${teamIds.sp}`);
    const sellers = created.filter((u) => ["ana@demo.com.br", "bruno@demo.com.br", "carla@demo.com.br", "gestor@demo.com.br"].includes(u.email));
    await seedPortfolio(tx as unknown as Db, { customers: 200, sales: 400, ownerIds: sellers.map((u) => u.id) });
    await seedLeads(tx as unknown as Db, { count: 300, owners: sellers, activities: true });
    await seedCommissions(tx as unknown as Db);
  });
  return true;
}
