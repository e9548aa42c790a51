import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-rules";

const EMAIL = "maria.silva@corretora.com.br";

describe("passwordProblem", () => {
  it("uses the documented limits", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(200);
  });

  it.each(["", "a", "123456789", "Abc-12345"])("refuses %j as too short (< 10 characters)", (pw) => {
    expect(passwordProblem(pw, EMAIL)).toBe("tooShort");
  });

  it("accepts exactly 10 characters", () => {
    expect(passwordProblem("abcdefghij", EMAIL)).toBeNull();
  });

  it("accepts exactly 200 characters and refuses 201", () => {
    expect(passwordProblem("x".repeat(200), EMAIL)).toBeNull();
    expect(passwordProblem("x".repeat(201), EMAIL)).toBe("tooLong");
  });

  it("refuses the user's own e-mail", () => {
    expect(passwordProblem(EMAIL, EMAIL)).toBe("equalsEmail");
  });

  it("refuses the e-mail whatever the letter case", () => {
    expect(passwordProblem("Maria.Silva@Corretora.COM.BR", EMAIL)).toBe("equalsEmail");
    expect(passwordProblem(EMAIL, "MARIA.SILVA@CORRETORA.COM.BR")).toBe("equalsEmail");
  });

  it("refuses the e-mail with surrounding spaces", () => {
    expect(passwordProblem(`  ${EMAIL} `, EMAIL)).toBe("equalsEmail");
    expect(passwordProblem(EMAIL, ` ${EMAIL}\t`)).toBe("equalsEmail");
  });

  it("accepts a password that merely contains the e-mail", () => {
    expect(passwordProblem(`${EMAIL}!`, EMAIL)).toBeNull();
    expect(passwordProblem("maria.silva-2024", EMAIL)).toBeNull();
  });

  it("accepts a good password", () => {
    expect(passwordProblem("Cavalo-Bateria-Grampo-7", EMAIL)).toBeNull();
  });
});
