import { decode, encode, type JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSessionToken } from "./token-decode";

const secret = "a-test-secret-of-at-least-32-characters!";
const claims: JWT = { uid: "u1", name: "Ana", email: "ana@demo.com.br", role: "seller", tv: 3 };

describe("decodeSessionToken (next-auth's decode, key derived once)", () => {
  it("reads what next-auth writes, as next-auth's own decode reads it", async () => {
    for (const salt of ["", "other-cookie"]) {
      const token = await encode({ token: claims, secret, salt });
      const ours = await decodeSessionToken({ token, secret, salt });
      expect(ours).toEqual(await decode({ token, secret, salt }));
      expect(ours).toMatchObject(claims);
      // A second read (cached key) gives the same.
      expect(await decodeSessionToken({ token, secret, salt })).toEqual(ours);
    }
  });

  it("refuses a token of another secret, another salt, a tampered one and an expired one", async () => {
    const token = await encode({ token: claims, secret });
    await expect(decodeSessionToken({ token, secret: `${secret}x` })).rejects.toThrow();
    await expect(decodeSessionToken({ token, secret, salt: "other" })).rejects.toThrow();
    const parts = token.split(".");
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith("AA") ? "BB" : "AA");
    await expect(decodeSessionToken({ token: parts.join("."), secret })).rejects.toThrow();
    const expired = await encode({ token: claims, secret, maxAge: -60 });
    await expect(decodeSessionToken({ token: expired, secret })).rejects.toThrow(/exp/);
  });

  it("has nothing to read without a token", async () => {
    expect(await decodeSessionToken({ token: undefined, secret })).toBeNull();
  });
});
