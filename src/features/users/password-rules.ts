export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = "tooShort" | "tooLong" | "equalsEmail";

/** Rules for a password a user chooses. Shared by the form and the server. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "equalsEmail";
  return null;
}
