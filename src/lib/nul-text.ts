/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a name, note or e-mail carrying one failed its
 * INSERT with a 500 in 13 procedures. Every input is checked once, before any schema (trpc.ts), rather than
 * each of the many text fields: the first text (or object key) with one is named by its path.
 */
export const NUL_TEXT_MESSAGE = "O texto contém um caractere inválido (NUL); remova-o e tente de novo.";

export function findNulText(value: unknown): (string | number)[] | null {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === "string") {
      if (node.includes("\u0000")) return path;
      continue;
    }
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, [...path, i]]));
      continue;
    }
    for (const [key, item] of Object.entries(node)) {
      if (key.includes("\u0000")) return [...path, key];
      stack.push([item, [...path, key]]);
    }
  }
  return null;
}
