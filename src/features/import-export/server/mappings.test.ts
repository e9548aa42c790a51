import { describe, expect, it } from "vitest";
import { defineImportColumns } from "../columns";
import { mappingByName, mappingFromNames } from "./mappings";

const columns = defineImportColumns([
  { key: "name", label: "Nome", type: "text", required: true },
  { key: "document", label: "CPF/CNPJ", type: "document", required: true },
  { key: "city", label: "Cidade", type: "text" },
]);

describe("remembered mappings", () => {
  it("stores header names, not positions, so a file with reordered columns maps the same way", () => {
    const byName = mappingByName({ name: 0, document: 2, city: null }, ["Cliente", "Obs", "Nº do Documento"]);
    expect(byName).toEqual({ name: "cliente", document: "ndodocumento" });
    expect(mappingFromNames(byName, ["Nº do documento", "CLIENTE", "Cidade"], columns)).toEqual({ name: 1, document: 0 });
  });

  it("gives up when a remembered header is missing from the new file (the suggestion is used instead)", () => {
    expect(mappingFromNames({ name: "cliente", document: "documento" }, ["Cliente", "CPF"], columns)).toBeNull();
  });

  it("ignores keys the list no longer has", () => {
    expect(mappingFromNames({ name: "nome", gone: "x" }, ["Nome"], columns)).toEqual({ name: 0 });
  });
});
