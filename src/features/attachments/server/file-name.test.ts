import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it("keeps a plain name and its extension", () => {
    expect(sanitizeFileName("Apólice 2026.pdf", "pdf")).toBe("Apólice 2026.pdf");
    expect(sanitizeFileName("foto.JPEG", "jpg")).toBe("foto.JPEG");
  });
  it("drops paths, control and reserved characters", () => {
    expect(sanitizeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("C:\\Users\\ana\\doc.pdf", "pdf")).toBe("doc.pdf");
    expect(sanitizeFileName('a<b>c:"d|e?f*\u0000\n.pdf', "pdf")).toBe("abcdef.pdf");
    expect(sanitizeFileName("  ..oculto.pdf.. ", "pdf")).toBe("oculto.pdf");
  });
  it("ends in the extension of what the bytes are", () => {
    expect(sanitizeFileName("contrato.pdf", "png")).toBe("contrato.pdf.png");
    expect(sanitizeFileName("...", "pdf")).toBe("anexo.pdf");
  });
  it("cuts long names keeping the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(300)}.pdf`, "pdf");
    expect(name).toHaveLength(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
