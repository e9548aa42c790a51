export const ROLES = ["admin", "manager", "seller", "finance"] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ["pt-BR", "en-US"] as const;
export type Locale = (typeof LOCALES)[number];
