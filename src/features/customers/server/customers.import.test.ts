import { describe, expect, it } from "vitest";
import { customerChanges } from "./customers.import";

const existing = {
  id: "c1",
  kind: "PF" as const,
  document: "52998224725",
  name: "João",
  birthDate: "1990-01-31",
  emails: ["joao@exemplo.com.br"],
  phones: ["+5511912345678"],
  cep: null,
  uf: "SP",
  city: "São Paulo",
  ownerId: "u1",
  tags: ["VIP"],
  notes: null,
  lgpdLegalBasis: null,
  consentTextVersion: null,
  consentAt: null,
  consentChannel: null,
  doNotContact: false,
  searchText: "",
  deletedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  version: 3,
} as unknown as Parameters<typeof customerChanges>[1];

const values = (v: Partial<Parameters<typeof customerChanges>[0]> = {}) =>
  ({ name: "João", document: "52998224725", email: null, phone: null, birthDate: null, cep: null, uf: null, city: null, owner: null, tags: [], notes: null, ...v }) as Parameters<typeof customerChanges>[0];

describe("customerChanges (update policy)", () => {
  it("is empty when the row says nothing new: a re-import writes nothing", () => {
    expect(customerChanges(values({ email: "joao@exemplo.com.br", phone: "+5511912345678", tags: ["vip"], uf: "SP", birthDate: new Date("1990-01-31T03:00:00Z") }), existing, null)).toEqual({});
  });
  it("keeps the record's values where the cell is empty or unmapped", () => {
    expect(customerChanges(values({ city: null, notes: null }), existing, null)).toEqual({});
  });
  it("changes only what differs, adding a new e-mail, phone and tag to the lists", () => {
    expect(customerChanges(values({ name: "João Silva", email: "novo@exemplo.com.br", phone: "+5521998765432", tags: ["Novo"], city: "Campinas" }), existing, "u2")).toEqual({
      name: "João Silva",
      emails: ["joao@exemplo.com.br", "novo@exemplo.com.br"],
      phones: ["+5511912345678", "+5521998765432"],
      tags: ["VIP", "Novo"],
      city: "Campinas",
      ownerId: "u2",
    });
  });
});
