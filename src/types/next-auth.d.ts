import type { Role } from "~/lib/permissions";

type Locale = "pt-BR" | "en-US";

declare module "next-auth" {
  interface Session {
    /** The user_sessions row of this sign-in (absent for tokens issued before sessions had rows). */
    sessionId?: string;
    user: {
      id: string;
      name: string;
      email: string;
      role: Role;
      teamId: string | null;
      locale: Locale;
      mustChangePassword: boolean;
      /** Two-step verification is required of their role and not set up yet: only /perfil until it is. */
      mustEnrolTwoFactor: boolean;
    };
  }
  interface User {
    role: Role;
    teamId: string | null;
    locale: Locale;
    tokenVersion: number;
    mustChangePassword: boolean;
    mustEnrolTwoFactor: boolean;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** Session id: the user_sessions row of this sign-in. */
    sid?: string;
    tv?: number;
    role?: Role;
    teamId?: string | null;
    locale?: Locale;
    /** must change password */
    mcp?: boolean;
    /** must enrol two-step verification */
    m2f?: boolean;
  }
}
