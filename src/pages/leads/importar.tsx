import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { ImportWizard } from "~/features/import-export/components/import-wizard";
import { protectedPage } from "~/server/page-guard";

export default function ImportLeadsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("leadImport");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout
      title={t("title")}
      actions={
        <Link href="/leads" className="text-sm text-primary underline">
          {t("back")}
        </Link>
      }
    >
      <div className="flex max-w-4xl flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <div className="rounded-lg border border-border bg-card p-6">
          <ImportWizard listKey="leads" doneHref="/leads" doneLabel={t("viewLeads")} />
        </div>
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "leads.write" });
