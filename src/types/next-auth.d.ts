import type { Role } from "~/lib/permissions";

type Locale = "pt-BR" | "en-US";

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      name: string;
      email: string;
      role: Role;
      teamId: string | null;
      locale: Locale;
      mustChangePassword: boolean;
    };
  }
  interface User {
    role: Role;
    teamId: string | null;
    locale: Locale;
    tokenVersion: number;
    mustChangePassword: boolean;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    tv?: number;
    role?: Role;
    teamId?: string | null;
    locale?: Locale;
    /** must change password */
    mcp?: boolean;
  }
}
