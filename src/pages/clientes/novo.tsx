import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { notify } from "~/components/toast/notify";
import { CustomerForm } from "~/features/customers/components/customer-form";
import { protectedPage } from "~/server/page-guard";

export default function NewCustomerPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("customers");
  const router = useRouter();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout
      title={t("newTitle")}
      actions={
        <Link href="/clientes" className="text-sm text-primary underline">
          {t("backToList")}
        </Link>
      }
    >
      <div className="max-w-4xl rounded-lg border border-border bg-card p-6">
        <CustomerForm
          onSaved={(id) => {
            notify.success(t("created"));
            void router.push(`/clientes/${id}`);
          }}
        />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "customers.write" });
