import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The box as a process with this session secret sees it (its own module state). */
async function boxWith(secret: string) {
  process.env.NEXTAUTH_SECRET = secret;
  vi.resetModules();
  (await import("../env")).resetServerEnvForTests();
  return import("./secret-box");
}

describe("sealed two-factor secrets", () => {
  const saved = process.env.NEXTAUTH_SECRET;
  beforeEach(() => vi.resetModules());
  afterEach(async () => {
    if (saved === undefined) delete process.env.NEXTAUTH_SECRET;
    else process.env.NEXTAUTH_SECRET = saved;
    (await import("../env")).resetServerEnvForTests();
  });

  it("opens what it sealed; each seal differs and never contains the secret", async () => {
    const box = await boxWith("a".repeat(40));
    const plain = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const [one, two] = [box.sealSecret(plain), box.sealSecret(plain)];
    expect(one).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain(plain);
    expect(box.openSecret(one)).toBe(plain);
    expect(box.openSecret(two)).toBe(plain);
  });

  it("reads a secret stored before sealing as it is", async () => {
    const box = await boxWith("a".repeat(40));
    expect(box.isSealed("JBSWY3DPEHPK3PXP")).toBe(false);
    expect(box.openSecret("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("gives null, not an error, for a damaged value or another session secret", async () => {
    const sealed = (await boxWith("a".repeat(40))).sealSecret("JBSWY3DPEHPK3PXP");
    const box = await boxWith("b".repeat(40));
    expect(box.openSecret(sealed)).toBeNull();
    const again = await boxWith("a".repeat(40));
    const [iv, tag, body] = sealed.slice(3).split(".");
    expect(again.openSecret(`v1.${iv}.${tag}.${body!.slice(1)}x`)).toBeNull();
    expect(again.openSecret(`v1.${iv}.${tag!.slice(2)}.${body}`)).toBeNull();
    expect(again.openSecret("v1.garbage")).toBeNull();
    expect(again.openSecret(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });
});
