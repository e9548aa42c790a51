import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { resolveLocale } from "~/i18n/locale";
import { sendReadNamespacesOnly } from "~/i18n/used-namespaces";

export default function Document(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as { session?: { user?: { locale?: string } } } | undefined;
  // Only the catalog namespaces the page's render read go to the browser (src/i18n/used-namespaces.ts).
  sendReadNamespacesOnly(props.__NEXT_DATA__);
  return (
    <Html lang={resolveLocale(pageProps?.session?.user?.locale)}>
      {/* The per-request CSP nonce (src/proxy.ts), for any inline script Next writes; absent on prerendered pages. */}
      <Head nonce={props.nonce}>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body className="min-h-screen antialiased">
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}
