import Head from "next/head";
import Link from "next/link";
import { useTranslations } from "use-intl";

/** 404 and 500 in the shell's style; static pages, so no session or data is needed. */
export function StatusPage({ code, title, body }: { code: number; title: string; body: string }) {
  const t = useTranslations();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Head>
        <title>{`${title} · ${t("app.name")}`}</title>
      </Head>
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-sm">
        <p className="mb-2 font-heading text-sm font-semibold uppercase tracking-wide text-primary">{t("app.name")}</p>
        <p aria-hidden className="font-heading text-6xl font-bold text-primary/80">
          {code}
        </p>
        <h1 className="mt-2 font-heading text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{body}</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
          {t("common.backHome")}
        </Link>
      </div>
    </main>
  );
}
