import type { Messages } from "./pt-BR";

/**
 * Issue 20 (Lighthouse on a phone): a page's HTML carries only the catalog namespaces its server render read,
 * not the whole catalog (116 KB of JSON, 35 kB gzipped, in every page). The hydration renders the same tree, so
 * it needs exactly those; the rest arrives after hydration (client-messages.ts).
 *
 * The page's catalog is a per-request copy (page-messages.ts). On the server, _app renders with a Proxy of it
 * that notes each namespace read (use-intl resolves `ns.key` through `messages[ns]`), and _document, which Next
 * renders after the page, keeps only those before the props are written into __NEXT_DATA__.
 * The notes live on the copy under a registry symbol, not in a module variable: _app and _document are separate
 * server bundles that need not share one instance of this module, and a symbol key never reaches the JSON.
 */
const READ = Symbol.for("corretora.i18n.namespacesRead");

type Tracked = Messages & { [READ]?: Set<string> };

/** The catalog to render with on the server: reads of its namespaces are noted on `messages` itself. */
export function trackNamespaces(messages: Messages): Messages {
  const target = messages as Tracked;
  const read = target[READ] ?? new Set<string>();
  Object.defineProperty(target, READ, { value: read, enumerable: false, configurable: true });
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === "string") read.add(key);
      return Reflect.get(object, key, receiver) as unknown;
    },
  });
}

/** Only the namespaces the render read, when it was tracked; the catalog as it is otherwise. */
export function keepReadNamespaces(messages: Messages): Partial<Messages> {
  const read = (messages as Tracked)[READ];
  if (!read) return messages;
  const kept: Record<string, unknown> = {};
  for (const name of read) if (Object.hasOwn(messages, name)) kept[name] = messages[name as keyof Messages];
  return kept as Partial<Messages>;
}

/**
 * For _document: Next renders it after the page and writes __NEXT_DATA__ from this same object (in <NextScript>),
 * so cutting the page props' catalog here is what the browser receives.
 */
export function sendReadNamespacesOnly(nextData: { props?: { pageProps?: { messages?: Partial<Messages> } } }): void {
  const pageProps = nextData.props?.pageProps;
  if (pageProps?.messages) pageProps.messages = keepReadNamespaces(pageProps.messages as Messages);
}
