import type { InferGetServerSidePropsType } from "next";
import { useRouter } from "next/router";
import { Forbidden } from "~/components/layout/app-layout";
import { LeadScreen } from "~/features/leads/components/lead-screen";
import { protectedPage } from "~/server/page-guard";

export default function LeadPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const router = useRouter();
  const id = typeof router.query.id === "string" ? router.query.id : "";
  if (forbidden) return <Forbidden />;
  return <LeadScreen key={id} id={id} viewer={{ id: session.user.id, role: session.user.role, teamId: session.user.teamId }} />;
}

export const getServerSideProps = protectedPage({
  permission: "leads.read",
  prefetch: (helpers, _session, ctx) => {
    const id = typeof ctx.params?.id === "string" ? ctx.params.id : "";
    // A bad or foreign id is rendered by the page (not-found state): prefetch errors are not fatal.
    return Promise.all([helpers.leads.get.prefetch({ id }), helpers.leads.activities.prefetch({ leadId: id })]);
  },
});
