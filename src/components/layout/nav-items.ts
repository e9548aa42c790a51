import { BarChart3, Briefcase, CalendarDays, Coins, Home, Settings, ShoppingBag, UserRoundSearch, type LucideIcon } from "lucide-react";
import { can, type Permission, type Role } from "~/lib/permissions";
import type { Messages } from "~/i18n";

export interface NavItem {
  href: string;
  key: keyof Messages["nav"];
  icon: LucideIcon;
  permission?: Permission;
}

/** The side navigation (SPEC: Início, Leads, Agenda (issue 19), Clientes, Vendas, Comissões, Relatórios, Configurações). */
export const NAV_ITEMS: NavItem[] = [
  { href: "/", key: "home", icon: Home },
  { href: "/leads", key: "leads", icon: UserRoundSearch, permission: "leads.read" },
  { href: "/agenda", key: "agenda", icon: CalendarDays, permission: "tasks.read" },
  { href: "/clientes", key: "customers", icon: Briefcase, permission: "customers.read" },
  { href: "/vendas", key: "sales", icon: ShoppingBag, permission: "sales.read" },
  { href: "/comissoes", key: "commissions", icon: Coins, permission: "commissions.read" },
  { href: "/relatorios", key: "reports", icon: BarChart3, permission: "reports.read" },
  { href: "/configuracoes", key: "settings", icon: Settings, permission: "settings.read" },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(role, item.permission));
}

export function isActive(item: Pick<NavItem, "href">, pathname: string): boolean {
  return item.href === "/" ? pathname === "/" : pathname === item.href || pathname.startsWith(`${item.href}/`);
}
