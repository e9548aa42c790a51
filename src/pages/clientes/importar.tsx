import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { ImportWizard } from "~/features/import-export/components/import-wizard";
import { protectedPage } from "~/server/page-guard";

export default function ImportCustomersPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("importer");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout
      title={t("customersTitle")}
      actions={
        <Link href="/clientes" className="text-sm text-primary underline">
          {t("backToCustomers")}
        </Link>
      }
    >
      <div className="max-w-4xl rounded-lg border border-border bg-card p-6">
        <ImportWizard listKey="customers" doneHref="/clientes" doneLabel={t("viewCustomers")} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "customers.write" });
