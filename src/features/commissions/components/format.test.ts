import { describe, expect, it } from "vitest";
import { formatMonth } from "./format";

describe("formatMonth", () => {
  it("shows a month in each locale", () => {
    expect(formatMonth("2026-11")).toBe("nov/2026");
    expect(formatMonth("2027-01", "en-US")).toBe("Jan 2027");
    expect(formatMonth("2027-02")).toBe("fev/2027");
  });
  it("leaves what is not a month alone", () => {
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(formatMonth("")).toBe("");
  });
});
