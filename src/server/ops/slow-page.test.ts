import { describe, expect, it } from "vitest";
import { slowPageEntry } from "./slow-page";

describe("slow page log entry", () => {
  it("is null under the limit, and names the page without its query over it", () => {
    expect(slowPageEntry("/leads?q=529.982.247-25", { sessionMs: 5, dataMs: 20, totalMs: 2999 })).toBeNull();
    expect(slowPageEntry("/leads?q=529.982.247-25&f.status.eq=Novo", { sessionMs: 12.4, dataMs: 3100.6, totalMs: 3120.2 })).toEqual({ page: "/leads", sessionMs: 12, dataMs: 3101, totalMs: 3120 });
    expect(slowPageEntry("/clientes/7886466d-7799-4e2f-afe2-0c6ab3736258#anexos", { sessionMs: 4000, dataMs: 0, totalMs: 4001 })).toMatchObject({ page: "/clientes/7886466d-7799-4e2f-afe2-0c6ab3736258", sessionMs: 4000 });
    expect(slowPageEntry("?x=1", { sessionMs: 0, dataMs: 0, totalMs: 10 }, 5)).toMatchObject({ page: "/" });
  });
});
