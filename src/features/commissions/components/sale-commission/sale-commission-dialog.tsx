import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { SaleCommissionPanel } from "./sale-commission-panel";

/** "Comissão" on a sale of the carteira: opens the sale's commission panel in a dialog (loaded only when opened). */
export function SaleCommissionButton({ saleId, productName }: { saleId: string; productName: string }) {
  const t = useTranslations("myCommissions.sale");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("openLabel", { product: productName })}>
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t("title", { product: productName })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {open ? <SaleCommissionPanel saleId={saleId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
