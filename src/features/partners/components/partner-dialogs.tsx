import type { CSSProperties } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { PartnerForm } from "./partner-form";
import type { EditablePartner, EditableProduct, ProductPartner } from "./partner-types";
import { ProductForm } from "./product-form";

export type PartnersDialogState = { kind: "partner"; partner?: EditablePartner } | { kind: "product"; partner: ProductPartner; product?: EditableProduct };

const dialogStyle = { "--dialog-max-width": "48rem" } as CSSProperties;

export function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations("common");
  return <Badge variant={active ? "success" : "outline"}>{active ? t("active") : t("inactive")}</Badge>;
}

/** The create/edit dialog of a partner or of a product, whichever `state` asks for. */
export function PartnersDialog({ state, onClose }: { state: PartnersDialogState | null; onClose: () => void }) {
  const t = useTranslations("partners");
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {state ? (
        <DialogContent style={dialogStyle}>
          {state.kind === "partner" ? (
            <>
              <DialogHeader>
                <DialogTitle>{state.partner ? t("editPartner") : t("newPartner")}</DialogTitle>
                <DialogDescription>{t("partnerDialogDescription")}</DialogDescription>
              </DialogHeader>
              <PartnerForm key={state.partner?.id ?? "new"} partner={state.partner} onDone={onClose} />
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{state.product ? t("editProduct") : t("newProduct")}</DialogTitle>
                <DialogDescription>{t("productDialogDescription", { name: state.partner.name })}</DialogDescription>
              </DialogHeader>
              <ProductForm key={state.product?.id ?? `new-${state.partner.id}`} partner={state.partner} product={state.product} onDone={onClose} />
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
