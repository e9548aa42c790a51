import { describe, expect, it } from "vitest";
import { enUS } from "./en-US";
import { loadMessages } from "./client-messages";
import { pageMessages } from "./page-messages";
import { ptBR } from "./pt-BR";

describe("pageMessages", () => {
  it("gives a full page load the active locale's catalog, and only that one", () => {
    expect(pageMessages({ headers: {} }, "en-US")).toEqual({ messages: enUS });
    expect(pageMessages({ headers: {} }, "pt-BR")).toEqual({ messages: ptBR });
    expect(pageMessages(undefined, "pt-BR")).toEqual({ messages: ptBR });
  });

  it("gives a client-side navigation (Next's page-data request) none: the browser holds it already", () => {
    expect(pageMessages({ headers: { "x-nextjs-data": "1" } }, "en-US")).toEqual({});
  });
});

describe("loadMessages", () => {
  it("fetches a catalog once and keeps it", async () => {
    const first = await loadMessages("en-US");
    expect(first).toBe(enUS);
    expect(await loadMessages("en-US")).toBe(first);
    expect(await loadMessages("pt-BR")).toBe(ptBR);
  });
});
