import { useTranslations } from "use-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { usePartnersView } from "./list-controls";
import { PartnersTable } from "./partners-table";
import { ProductsTable } from "./products-table";
import type { PartnersTab } from "./partners-view";

/** Configurações → Parceiros e produtos: two lists, the current one named in the URL (?aba=produtos). */
export function PartnersTabs({ canManage }: { canManage: boolean }) {
  const t = useTranslations("partners");
  const view = usePartnersView();
  return (
    <Tabs value={view.tab} onValueChange={(tab) => view.setTab(tab === "products" ? "products" : "partners")}>
      <TabsList aria-label={t("tabs.label")}>
        <TabsTrigger value={"partners" satisfies PartnersTab}>{t("tabs.partners")}</TabsTrigger>
        <TabsTrigger value={"products" satisfies PartnersTab}>{t("tabs.products")}</TabsTrigger>
      </TabsList>
      {/* Only the current tab is mounted: the other list's queries would read the wrong URL filters. */}
      <TabsContent value="partners" className="pt-2">
        {view.tab === "partners" ? <PartnersTable canManage={canManage} /> : null}
      </TabsContent>
      <TabsContent value="products" className="pt-2">
        {view.tab === "products" ? <ProductsTable canManage={canManage} /> : null}
      </TabsContent>
    </Tabs>
  );
}
