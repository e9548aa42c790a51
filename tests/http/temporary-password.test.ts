import { describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

type TrpcOk = { result: { data: { json: unknown } } };
type TrpcError = { error: { json: { message: string; data: { httpStatus: number } } } };

const REFUSAL = "Troque sua senha temporária em Meu perfil antes de continuar.";
const admin = new Browserless({ "x-forwarded-for": "10.21.0.1" });

function post(c: Browserless, path: string, input: unknown): Promise<Response> {
  return c.fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: input }) });
}

describe("a temporary password over HTTP", () => {
  it("reaches only its profile and the password change until the password is changed", async () => {
    expect((await admin.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    const email = `temporaria-${Date.now()}@teste.com.br`;
    const created = await post(admin, "users.create", { name: "Tereza Temporária", email, role: "admin", teamId: null });
    expect(created.status).toBe(200);
    const { temporaryPassword } = ((await created.json()) as TrpcOk).result.data.json as { temporaryPassword: string };

    const temp = new Browserless({ "x-forwarded-for": "10.21.0.2" });
    expect((await temp.signIn(email, temporaryPassword)).status).toBe(200);
    expect(await temp.session()).toMatchObject({ user: { email, mustChangePassword: true } });

    // tRPC: queries and mutations alike, answered 403 with the message and nothing else.
    const list = await temp.fetch(trpcGetUrl(["leads.list"], [{ limit: 5 }]));
    expect(list.status).toBe(403);
    const listBody = (await list.json()) as TrpcError[];
    expect(listBody[0]!.error.json.message).toBe(REFUSAL);
    expect(JSON.stringify(listBody)).not.toContain("items");
    const create = await post(temp, "users.create", { name: "Intrusa da Silva", email: `intrusa-${Date.now()}@teste.com.br`, role: "admin", teamId: null });
    expect(create.status).toBe(403);
    expect(((await create.json()) as TrpcError).error.json.message).toBe(REFUSAL);

    // The /api/* routes outside tRPC, through the same rule: an export and an upload.
    const exported = await temp.fetch("/api/export/leads?format=csv");
    expect(exported.status).toBe(403);
    expect(((await exported.json()) as { error: { message: string } }).error.message).toBe(REFUSAL);
    const imported = await temp.fetch("/api/import/leads?step=analyse", { method: "POST", headers: { "content-type": "text/csv" }, body: "nome;telefone\n" });
    expect(imported.status).toBe(403);

    // What /perfil needs still answers.
    const me = await temp.fetch(trpcGetUrl(["me.get"]));
    expect(me.status).toBe(200);
    expect((((await me.json()) as TrpcOk).result.data.json as { email: string }).email).toBe(email);

    // Changing the password ends this session; the next sign-in is a full one.
    const changed = await post(temp, "me.changePassword", { currentPassword: temporaryPassword, newPassword: "Senha-definitiva-2026" });
    expect(changed.status).toBe(200);
    const again = new Browserless({ "x-forwarded-for": "10.21.0.3" });
    expect((await again.signIn(email, "Senha-definitiva-2026")).status).toBe(200);
    expect((await again.fetch(trpcGetUrl(["leads.list"], [{ limit: 5 }]))).status).toBe(200);
    expect((await again.fetch("/api/export/leads?format=csv")).status).toBe(200);
  });
});
