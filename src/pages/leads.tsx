import type { InferGetServerSidePropsType } from "next";
import { UnderConstructionPage } from "~/components/layout/under-construction";
import { protectedPage } from "~/server/page-guard";

export default function Page({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UnderConstructionPage section="leads" forbidden={forbidden} />;
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({ permission: "leads.read" });
