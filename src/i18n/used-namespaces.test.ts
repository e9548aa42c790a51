import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { pageMessages } from "./page-messages";
import { ptBR } from "./pt-BR";
import { keepReadNamespaces, trackNamespaces } from "./used-namespaces";

describe("the namespaces a server render read", () => {
  it("are the only ones kept for the page's props, read through use-intl itself", () => {
    const { messages } = pageMessages({ headers: {} }, "pt-BR");
    const rendered = trackNamespaces(messages!);
    const today = createTranslator({ locale: "pt-BR", messages: rendered, namespace: "leadsToday" });
    const root = createTranslator({ locale: "pt-BR", messages: rendered });
    expect(today("title")).toBe(ptBR.leadsToday.title);
    expect(root("app.name")).toBe(ptBR.app.name);
    expect(root.has("nav.home")).toBe(true);
    expect(keepReadNamespaces(messages!)).toEqual({ leadsToday: ptBR.leadsToday, app: ptBR.app, nav: ptBR.nav });
  });

  it("are noted per request: each page load has its own copy of the catalog", () => {
    const first = pageMessages({ headers: {} }, "pt-BR").messages!;
    const second = pageMessages({ headers: {} }, "pt-BR").messages!;
    createTranslator({ locale: "pt-BR", messages: trackNamespaces(first), namespace: "customerList" }).has("searchLabel");
    createTranslator({ locale: "pt-BR", messages: trackNamespaces(second), namespace: "nav" }).has("home");
    expect(Object.keys(keepReadNamespaces(first))).toEqual(["customerList"]);
    expect(Object.keys(keepReadNamespaces(second))).toEqual(["nav"]);
    expect(ptBR).not.toBe(first);
  });

  it("leave an untracked catalog whole, and never reach its JSON", () => {
    const { messages } = pageMessages({ headers: {} }, "en-US");
    expect(keepReadNamespaces(messages!)).toBe(messages);
    createTranslator({ locale: "en-US", messages: trackNamespaces(messages!), namespace: "nav" })("home");
    expect(Object.keys(JSON.parse(JSON.stringify(messages)) as object)).toEqual(Object.keys(messages!));
  });
});
