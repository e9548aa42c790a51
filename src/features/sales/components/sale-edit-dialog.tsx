import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import type { SaleViewer } from "./people-fields";
import { SaleForm, type SaleContext } from "./sale-form";

/** "Editar venda": loads the whole sale (the carteira row has only what the table shows) into the sale form. */
export function SaleEditDialog({
  target,
  customerId,
  viewer,
  onClose,
}: {
  target: (SaleContext & { id: string }) | null;
  customerId: string;
  viewer: SaleViewer;
  onClose: () => void;
}) {
  const t = useTranslations("sales");
  return (
    <Modal open={target !== null} title={target ? t("edit.title", { product: target.productName }) : ""} onClose={onClose}>
      {target ? <SaleEditBody key={target.id} target={target} customerId={customerId} viewer={viewer} onClose={onClose} /> : null}
    </Modal>
  );
}

function SaleEditBody({ target, customerId, viewer, onClose }: { target: SaleContext & { id: string }; customerId: string; viewer: SaleViewer; onClose: () => void }) {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  // Always the saved version: a cached one would only lead to a needless conflict.
  const sale = api.sales.get.useQuery({ id: target.id }, { staleTime: 0, refetchOnWindowFocus: false });

  if (sale.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </div>
    );
  }
  if (sale.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-danger">
        <p>{messageOf(sale.error, tc("error"))}</p>
        <Button variant="outline" onClick={() => void sale.refetch()}>
          {tc("retry")}
        </Button>
      </div>
    );
  }
  return (
    <SaleForm
      mode={{
        kind: "edit",
        sale: sale.data,
        context: target,
        onReload: () => {
          void sale.refetch();
          void utils.sales.carteira.invalidate({ customerId });
        },
      }}
      customerId={customerId}
      viewer={viewer}
      onDone={onClose}
      onSaved={() => notify.success(t("edit.saved"))}
    />
  );
}
