import { describe, expect, it } from "vitest";
import { createAutoDecoder, decodeText, decodeWindows1252, MixedEncodingError } from "./encoding";

// Real bytes as Excel/Notepad write them.
const UTF8 = {
  joao: [0x4a, 0x6f, 0xc3, 0xa3, 0x6f],
  conceicao: [0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xc3, 0xa7, 0xc3, 0xa3, 0x6f],
  saoPaulo: [0x53, 0xc3, 0xa3, 0x6f, 0x20, 0x50, 0x61, 0x75, 0x6c, 0x6f],
};
const CP1252 = {
  joao: [0x4a, 0x6f, 0xe3, 0x6f],
  conceicao: [0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f],
  saoPaulo: [0x53, 0xe3, 0x6f, 0x20, 0x50, 0x61, 0x75, 0x6c, 0x6f],
};
const BOM = [0xef, 0xbb, 0xbf];
const SEMI = 0x3b;
const CRLF = [0x0d, 0x0a];

const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

describe("decodeText", () => {
  it.each([
    ["João", UTF8.joao],
    ["Conceição", UTF8.conceicao],
    ["São Paulo", UTF8.saoPaulo],
  ])("reads %s from UTF-8 without BOM", (expected, input) => {
    expect(decodeText(bytes(input))).toEqual({ text: expected, encoding: "utf-8" });
  });

  it.each([
    ["João", UTF8.joao],
    ["Conceição", UTF8.conceicao],
    ["São Paulo", UTF8.saoPaulo],
  ])("reads %s from UTF-8 with a BOM, dropping the BOM", (expected, input) => {
    const result = decodeText(bytes(BOM, input));
    expect(result).toEqual({ text: expected, encoding: "utf-8" });
    expect(result.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it.each([
    ["João", CP1252.joao],
    ["Conceição", CP1252.conceicao],
    ["São Paulo", CP1252.saoPaulo],
  ])("reads %s from Windows-1252", (expected, input) => {
    expect(decodeText(bytes(input))).toEqual({ text: expected, encoding: "windows-1252" });
  });

  it("reads a whole Windows-1252 CSV line as Excel pt-BR saves it", () => {
    const line = bytes(CP1252.joao, [SEMI], CP1252.conceicao, [SEMI], CP1252.saoPaulo, CRLF);
    expect(decodeText(line)).toEqual({ text: "João;Conceição;São Paulo\r\n", encoding: "windows-1252" });
  });

  it("maps the Windows-1252 0x80-0x9F range (€, quotes, dashes), not Latin-1 control codes", () => {
    expect(decodeText(bytes([0x80, 0x20, 0x93, 0x78, 0x94, 0x20, 0x96])).text).toBe("€ “x” –");
  });

  it("falls back to Windows-1252 when a single byte breaks UTF-8 late in the file", () => {
    const input = bytes(UTF8.joao, [SEMI], CP1252.saoPaulo);
    expect(decodeText(input)).toEqual({ text: "JoÃ£o;São Paulo", encoding: "windows-1252" });
  });

  it("treats pure ASCII and empty input as UTF-8", () => {
    expect(decodeText(new TextEncoder().encode("Nome;CPF"))).toEqual({ text: "Nome;CPF", encoding: "utf-8" });
    expect(decodeText(new Uint8Array(0))).toEqual({ text: "", encoding: "utf-8" });
    expect(decodeText(bytes(BOM))).toEqual({ text: "", encoding: "utf-8" });
  });

  it("keeps a no-break space that is not at the start", () => {
    expect(decodeText(bytes([0x41], BOM, [0x42])).text).toBe("A\uFEFFB");
  });
});

/** Feeds the bytes through the streaming decoder, cut at every given position. */
function streamDecode(input: Uint8Array, cuts: number[]): { text: string; encoding: string | null } {
  const decoder = createAutoDecoder();
  let text = "";
  let start = 0;
  for (const cut of [...cuts, input.length]) {
    text += decoder.write(input.subarray(start, cut));
    start = cut;
  }
  text += decoder.end();
  return { text, encoding: decoder.encoding };
}

describe("createAutoDecoder (streaming)", () => {
  const utf8File = bytes(BOM, UTF8.joao, [SEMI], UTF8.conceicao, [SEMI], UTF8.saoPaulo, CRLF);
  const cp1252File = bytes(CP1252.joao, [SEMI], CP1252.conceicao, [SEMI], CP1252.saoPaulo, CRLF);

  it("decodes UTF-8 with BOM however the chunks split characters", () => {
    for (let cut = 0; cut <= utf8File.length; cut++) {
      expect(streamDecode(utf8File, [cut])).toEqual({ text: "João;Conceição;São Paulo\r\n", encoding: "utf-8" });
    }
  });

  it("decodes UTF-8 fed one byte at a time", () => {
    const cuts = Array.from({ length: utf8File.length }, (_, i) => i);
    expect(streamDecode(utf8File, cuts).text).toBe("João;Conceição;São Paulo\r\n");
  });

  it("decodes Windows-1252 however the chunks are cut", () => {
    for (let cut = 0; cut <= cp1252File.length; cut++) {
      expect(streamDecode(cp1252File, [cut])).toEqual({ text: "João;Conceição;São Paulo\r\n", encoding: "windows-1252" });
    }
  });

  it("stays undecided (null) on ASCII-only input", () => {
    expect(streamDecode(new TextEncoder().encode("Nome;CPF\r\nAna;1\r\n"), [3, 9])).toEqual({ text: "Nome;CPF\r\nAna;1\r\n", encoding: null });
  });

  it("decides at the first non-ASCII byte even after a long ASCII prefix", () => {
    const prefix = new TextEncoder().encode("x".repeat(100_000));
    expect(streamDecode(bytes([...prefix], CP1252.joao), [50_000, 100_001]).encoding).toBe("windows-1252");
    expect(streamDecode(bytes([...prefix], UTF8.joao), [100_003]).text.endsWith("João")).toBe(true);
  });

  it("takes a truncated UTF-8 sequence at the very end as Windows-1252", () => {
    expect(streamDecode(bytes([0x41, 0xc3]), [])).toEqual({ text: "AÃ", encoding: "windows-1252" });
  });

  it("throws MixedEncodingError when a UTF-8 file later holds a Windows-1252 byte", () => {
    const decoder = createAutoDecoder();
    decoder.write(bytes(UTF8.joao, [SEMI]));
    expect(() => decoder.write(bytes(CP1252.saoPaulo))).toThrow(MixedEncodingError);
  });

  it("strips the BOM even when it arrives split across chunks", () => {
    expect(streamDecode(bytes(BOM, [0x41]), [1, 2]).text).toBe("A");
  });
});

describe("decodeWindows1252", () => {
  // WHATWG index-windows-1252 for 0x80-0x9F.
  const HIGH = [
    0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
    0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
  ];

  it("maps every byte as the WHATWG table says (0x80-0x9F special, the rest 1:1)", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const codes = [...decodeWindows1252(all)].map((c) => c.codePointAt(0));
    expect(codes.slice(0x80, 0xa0)).toEqual(HIGH);
    expect(codes.slice(0, 0x80)).toEqual(Array.from({ length: 0x80 }, (_, i) => i));
    expect(codes.slice(0xa0)).toEqual(Array.from({ length: 0x60 }, (_, i) => 0xa0 + i));
  });

  it("decodes inputs larger than one internal step", () => {
    const big = new Uint8Array(20_000).fill(0xe3);
    expect(decodeWindows1252(big)).toBe("ã".repeat(20_000));
  });
});
