import Head from "next/head";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useTranslations();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <Head>
        <title>{`${title} · ${t("app.name")}`}</title>
      </Head>
      <div className="w-full max-w-sm rounded-xl border border-border bg-card p-8 shadow-sm">
        <p className="mb-6 text-sm font-semibold uppercase tracking-wide text-primary">{t("app.name")}</p>
        <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
        {subtitle ? <p className="mb-6 mt-1 text-sm text-muted-foreground">{subtitle}</p> : <div className="mb-6" />}
        {children}
      </div>
    </main>
  );
}
