import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * A static scan of the server code for the pt-BR texts it can send to a user, for the test that every one of
 * them has an English translation (server-messages.test.ts).
 *
 * What it covers: every string literal and template literal, anywhere in a scanned file, that reads as
 * Portuguese (an accented letter or a Portuguese function word): zod `error:` options, `addIssue` and
 * `refine` messages, DomainError helpers, message constants and tables, HTTP endpoints' errors, importers'
 * row errors. It does not depend on where a message is written or how it reaches the user, so a new message
 * in a scanned file is caught wherever it is. A template literal is reduced to its text with each `${…}` as a
 * placeholder (⟦1⟧, ⟦2⟧…), which a catalog template must match.
 *
 * What it skips, and why: SQL (`sql` tagged templates), import/export specifiers and property names, logger
 * calls (operators' logs are not user messages), and the files in SKIPPED_FILES (data, or code that never
 * answers a request).
 */

export interface ScannedText {
  readonly file: string;
  readonly line: number;
  /** The text; a template literal's expressions are ⟦n⟧. */
  readonly text: string;
  readonly template: boolean;
}

const PT_LETTERS = /[áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇ]/;
const PT_WORDS =
  /(?:^|[^\p{L}])(não|de|da|das|dos|os|um|uma|umas|uns|para|com|pelo|pela|pelos|por|ou|na|nas|nos|em|este|esta|estes|estas|esse|essa|isto|isso|ao|aos|seu|sua|seus|suas|você|informe|escolha|selecione|descreva|escreva|explique|verifique|associe|envie|linha|arquivo|campo|campos|valor|registro|outra|outro|novamente|deve|pode|precisa|mais|menos|ainda|antes|depois|nenhum|nenhuma|sem|quer|foi|ser|tem|cada|todo|toda|todos|todas|entre|sobre|nada|alterar|inv[aá]lid[oa]s?)(?=$|[^\p{L}])/iu;

/** Whether a text reads as Portuguese: an accented letter, or a Portuguese word that is not also English. */
export function looksPortuguese(text: string): boolean {
  return PT_LETTERS.test(text) || PT_WORDS.test(text);
}

/** Files whose Portuguese literals are not messages to a user of the API, each with the reason. */
export const SKIPPED_FILES: Readonly<Record<string, string>> = {
  "src/server/env.ts": "start-up configuration errors, printed for the operator before any request",
  "src/server/db/client.ts": "a log line",
  "src/server/db/data-dir-lock.ts": "start-up refusal for the operator (the server exits on it; scripts print it)",
  "src/instrumentation-node.ts": "start-up output for the operator",
  "src/features/lists/list-spec.ts": "programming errors in a list's definition, thrown at import time",
  "src/features/commissions/server/statement-document.ts": "a document (the commission statement file), not a message; documents are not this catalog's",
};

/** Folders skipped whole: translated elsewhere (i18n catalogs, UI components), or data (seeds, schema, catalogs of codes). */
const SKIPPED_DIRS = ["src/i18n/", "src/components/", "src/server/db/seed/", "src/server/db/schema/", "src/lib/catalog/"];
const SKIPPED_NAMES = [/\.test\.tsx?$/, /\.fixture\.ts$/, /\.d\.ts$/, /\.tsx$/, /\/seed-demo\.ts$/];

export function isScannedFile(file: string): boolean {
  if (!file.startsWith("src/") || !file.endsWith(".ts")) return false;
  if (SKIPPED_DIRS.some((dir) => file.startsWith(dir)) || SKIPPED_NAMES.some((re) => re.test(file))) return false;
  // UI code translates through use-intl; its folders never answer a request.
  if (/^src\/features\/[^/]+\/(components|kanban|list|today)\//.test(file)) return false;
  return !(file in SKIPPED_FILES);
}

function isSkippedContext(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isTaggedTemplateExpression(parent) && parent.tag.getText() === "sql") return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  for (let cur: ts.Node = node.parent; cur && !ts.isSourceFile(cur); cur = cur.parent) {
    if (ts.isCallExpression(cur) && /^(logger|console)\./.test(cur.expression.getText())) return true;
    // Header aliases are what users' files may say (input); an *_EN_US table is the English side already.
    if (ts.isPropertyAssignment(cur) && cur.name.getText() === "aliases") return true;
    if (ts.isVariableDeclaration(cur) && /(ALIASES|_EN_US)$/.test(cur.name.getText())) return true;
  }
  return false;
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span, i) => `⟦${i + 1}⟧${span.literal.text}`).join("");
}

export function scanSource(file: string, source: string): ScannedText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: ScannedText[] = [];
  const visit = (node: ts.Node): void => {
    const isString = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if ((isString || ts.isTemplateExpression(node)) && !isSkippedContext(node)) {
      const text = ts.isTemplateExpression(node) ? templateText(node) : (node as ts.StringLiteral).text;
      if (looksPortuguese(text)) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text, template: !isString });
    }
    if (isString) return;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function scanFiles(root: string, files: readonly string[]): ScannedText[] {
  return files.filter(isScannedFile).flatMap((file) => scanSource(file, readFileSync(path.join(root, file), "utf8")));
}
