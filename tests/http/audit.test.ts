import { describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

const reader = new Browserless({ "x-forwarded-for": "10.9.0.1" });
const leaving = new Browserless({ "x-forwarded-for": "10.9.0.2" });
const seller = new Browserless({ "x-forwarded-for": "10.9.0.3" });

type Entry = { action: string; actorName: string | null; at: string };

describe("the audit log over HTTP", () => {
  it("records a sign-out ('Saiu do sistema') and exports the filtered log as a CSV for Excel", async () => {
    expect((await reader.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    expect((await leaving.signIn("gestor@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    const csrfToken = await leaving.csrf();
    expect((await leaving.form("/api/auth/signout", { csrfToken, callbackUrl: "/login", json: "true" })).status).toBe(200);

    const res = await reader.fetch(trpcGetUrl(["audit.list"], [{ action: "auth.signout", limit: 5 }]));
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { result: { data: { json: { items: Entry[] } } } }[])[0]!.result.data.json.items;
    expect(items[0]).toMatchObject({ action: "auth.signout", actorName: "Gustavo Gestor" });

    const csv = await reader.fetch("/api/export/audit?format=csv&acao=auth.signout");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first] = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(header).toBe("Quando;Quem;Ação;Tipo de registro;Registro;Campo;Antes;Depois;IP;ID");
    expect(first).toContain(";Gustavo Gestor;Saiu do sistema;Usuário;Gustavo Gestor;");
  });

  it("is for the Administrador only: a seller gets 403 on the list and the export", async () => {
    expect((await seller.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    expect((await seller.fetch(trpcGetUrl(["audit.list"], [{ limit: 5 }]))).status).toBe(403);
    const csv = await seller.fetch("/api/export/audit?format=csv");
    expect(csv.status).toBe(403);
  });

  it("refuses a bad filter in the export URL with 400 naming the URL key", async () => {
    const res = await reader.fetch("/api/export/audit?format=csv&de=ontem");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("de");
  });
});
