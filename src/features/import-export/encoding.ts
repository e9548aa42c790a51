/**
 * Text encoding detection for uploaded files. Excel in Brazil saves "CSV (separado por vírgulas)" in
 * Windows-1252 and "CSV UTF-8" with a BOM; other tools write UTF-8 without one. A file that is valid UTF-8
 * is read as UTF-8 (a BOM is stripped); anything else as Windows-1252, where every byte is a character.
 */
export type TextEncodingName = "utf-8" | "windows-1252";

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
}

/** Thrown by the streaming decoder when a file that started as UTF-8 turns out not to be. */
export class MixedEncodingError extends Error {
  constructor() {
    super("O arquivo mistura codificações de texto (UTF-8 e Windows-1252): salve-o novamente como \"CSV UTF-8\".");
    this.name = "MixedEncodingError";
  }
}

const BOM = "\uFEFF";

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** Windows-1252 bytes 0x80-0x9F (WHATWG index); the 5 unassigned ones keep their C1 code point. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * Windows-1252 bytes to text. TextDecoder("windows-1252") alone is not enough: since Node 20.18.3 / 22.13 its
 * one-shot decode takes a Latin-1 fast path and turns 0x80 into U+0080 instead of € (nodejs/node#56542,
 * #60888), so the C1 range is mapped afterwards. A single-byte encoding needs no state across chunks, so this
 * also serves the streaming decoder.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  // Whichever way the runtime decodes 0x80–0x9F, the replace yields Windows-1252; native decoding is far
  // faster than building the string from char codes.
  const text = new TextDecoder("windows-1252").decode(bytes);
  return text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/** Decodes a whole file: UTF-8 when the bytes are valid UTF-8 (BOM stripped), otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): DecodedText {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text: stripBom(text), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

/** Length of the UTF-8 sequence a lead byte announces, or 0 when it cannot start one. */
function utf8SequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Bytes below 0x80 read the same in both encodings. */
const ascii = { decode: decodeWindows1252 };

interface Decoder {
  decode(bytes: Uint8Array, options?: { stream?: boolean }): string;
}

export interface StreamingDecoder {
  /** The encoding chosen so far: null while the file has shown only ASCII bytes (same text in both). */
  readonly encoding: TextEncodingName | null;
  /** Decodes the next chunk; bytes of a character split across chunks are held back for the next call. */
  write(chunk: Uint8Array): string;
  /** Flushes what is held back; returns the last piece of text. */
  end(): string;
}

/**
 * A decoder for streams, in bounded memory: ASCII bytes mean the same in both encodings, so it decides at the
 * first non-ASCII byte: a valid UTF-8 sequence there locks UTF-8 (a later invalid byte throws
 * MixedEncodingError), anything else locks Windows-1252. A leading BOM is stripped.
 */
export function createAutoDecoder(): StreamingDecoder {
  let encoding: TextEncodingName | null = null;
  let locked: Decoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  let atStart = true;

  const emit = (text: string): string => {
    if (atStart && text.length > 0) {
      atStart = false;
      return stripBom(text);
    }
    return text;
  };

  const decodeLocked = (decoder: Decoder, bytes: Uint8Array, stream: boolean): string => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw new MixedEncodingError();
    }
  };

  const lock = (name: TextEncodingName): Decoder => {
    encoding = name;
    locked = name === "utf-8" ? new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }) : { decode: decodeWindows1252 };
    return locked;
  };

  const undecided = (bytes: Uint8Array, final: boolean): string => {
    const first = bytes.findIndex((b) => b >= 0x80);
    if (first === -1) return ascii.decode(bytes);
    const length = utf8SequenceLength(bytes[first] ?? 0);
    if (length > 0 && first + length > bytes.length && !final) {
      pending = bytes.slice(first);
      return ascii.decode(bytes.subarray(0, first));
    }
    const looksUtf8 = length > 0 && first + length <= bytes.length && isValidUtf8(bytes.subarray(first, first + length));
    const decoder = lock(looksUtf8 ? "utf-8" : "windows-1252");
    return ascii.decode(bytes.subarray(0, first)) + decodeLocked(decoder, bytes.subarray(first), !final);
  };

  return {
    get encoding() {
      return encoding;
    },
    write(chunk) {
      if (locked) return emit(decodeLocked(locked, chunk, true));
      const bytes = concat(pending, chunk);
      pending = new Uint8Array(0);
      return emit(undecided(bytes, false));
    },
    end() {
      if (locked) return emit(decodeLocked(locked, new Uint8Array(0), false));
      const bytes = pending;
      pending = new Uint8Array(0);
      return emit(undecided(bytes, true));
    },
  };
}
