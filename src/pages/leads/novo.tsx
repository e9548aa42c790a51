import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { notify } from "~/components/toast/notify";
import { LeadForm } from "~/features/leads/components/lead-form";
import { protectedPage } from "~/server/page-guard";

export default function NewLeadPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("leadPage");
  const router = useRouter();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout
      title={t("newTitle")}
      actions={
        <Link href="/leads" className="text-sm text-primary underline">
          {t("backToList")}
        </Link>
      }
    >
      <div className="max-w-4xl rounded-lg border border-border bg-card p-6">
        <LeadForm
          viewer={{ id: session.user.id, role: session.user.role, teamId: session.user.teamId }}
          onSaved={(id) => {
            notify.success(t("created"));
            void router.push(`/leads/${id}`);
          }}
        />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "leads.write" });
