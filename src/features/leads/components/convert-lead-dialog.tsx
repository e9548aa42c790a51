import { useRouter } from "next/router";
import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { UnusualAmountDialog } from "~/features/plausibility/components/unusual-amount-dialog";
import { notify } from "~/components/toast/notify";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import type { LeadDetail } from "./lead-form-values";
import { ProposalRow, type ProposalDraft } from "./proposal-row";

/**
 * "Converter": links the customer with the lead's document (never a duplicate) or creates one, then
 * opens one proposal per category the user ticks. Lands on the customer's page.
 */
export function ConvertLeadDialog({ lead, open, onClose }: { lead: LeadDetail; open: boolean; onClose: () => void }) {
  const t = useTranslations("leadPage.convert");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const router = useRouter();
  const utils = api.useUtils();
  const categories = lead.categories as ProductCategory[];
  const duplicates = api.leads.duplicates.useQuery({ leadId: lead.id }, { enabled: open });
  const products = api.products.list.useQuery(
    {
      filters: [
        { field: "category", operand: "in", value: categories },
        { field: "active", operand: "eq", value: true },
      ],
      limit: 100,
    },
    { enabled: open && categories.length > 0 },
  );
  const today = saoPauloDay(new Date());
  const [drafts, setDrafts] = useState<Record<string, ProposalDraft>>(() =>
    Object.fromEntries(categories.map((c) => [c, { chosen: false, productId: "", baseAmount: lead.estimatedValue ?? null, soldOn: today }])),
  );
  const convert = api.leads.convert.useMutation({
    onSuccess: async (r) => {
      await utils.leads.get.invalidate({ id: lead.id });
      notify.success(r.customerCreated ? t("doneCreated", { count: r.saleIds.length }) : t("doneLinked", { count: r.saleIds.length }));
      void router.push(`/clientes/${r.customerId}`);
    },
  });
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const serverErrors = fieldErrorsOf(convert.error);
  const stale = Boolean(serverErrors.version);
  const existing = duplicates.data?.customers.find((c) => c.matches.includes("document"));

  // The categories of the proposals last sent, in order: the server names a proposal by its index.
  const sent = useRef<ProductCategory[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const categoryOf = (field: string) => sent.current[Number(/^proposals\.(\d+)\./.exec(field)?.[1] ?? NaN)] ?? null;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (convert.isPending || refuseUnreadable(e.currentTarget)) return;
    send();
  }

  /** Sends the conversion; again with confirmUnusualAmount once the user confirmed amounts far outside the usual. */
  function send(confirmUnusualAmount?: true) {
    const errors: Record<string, string> = {};
    const proposals = categories.flatMap((c) => {
      const d = drafts[c];
      if (!d?.chosen) return [];
      if (!d.productId) errors[c] = t("productRequired");
      else if (d.baseAmount === null || d.baseAmount <= 0n) errors[c] = t("amountRequired");
      else if (!d.soldOn) errors[c] = t("dateRequired");
      return d.productId && d.baseAmount && d.soldOn ? [{ productId: d.productId, baseAmount: d.baseAmount, soldOn: d.soldOn }] : [];
    });
    setRowErrors(errors);
    if (Object.keys(errors).length) return;
    sent.current = categories.filter((c) => drafts[c]?.chosen);
    convert.mutate({ id: lead.id, version: lead.version, proposals, ...(confirmUnusualAmount ? { confirmUnusualAmount } : {}) });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("title", { name: lead.name })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
          <section aria-label={t("customerTitle")} data-testid="convert-customer" className="rounded-md border border-border p-3 text-sm">
            {duplicates.isPending ? (
              <Skeleton className="h-5 w-2/3" />
            ) : existing ? (
              <p>{existing.visible ? t("willLink", { name: existing.name }) : t("willLinkHidden")}</p>
            ) : (
              <p>{lead.document ? t("willCreate") : t("willCreateNoDocument")}</p>
            )}
          </section>
          <section aria-labelledby="proposals-title" className="flex flex-col gap-2">
            <h3 id="proposals-title" className="text-sm font-semibold">
              {t("proposalsTitle")}
            </h3>
            {categories.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("noCategories")}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {categories.map((c) => (
                  <ProposalRow
                    key={c}
                    category={c}
                    label={productCategoryLabel(c, locale)}
                    draft={drafts[c]!}
                    products={(products.data?.items ?? []).filter((p) => p.category === c)}
                    loading={products.isPending}
                    error={rowErrors[c]}
                    onChange={(patch) => setDrafts((old) => ({ ...old, [c]: { ...old[c]!, ...patch } }))}
                  />
                ))}
              </ul>
            )}
          </section>
          {convert.error ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
              <span>{stale ? t("conflict") : messageOf(convert.error, tc("error"))}</span>
              {stale ? (
                <Button size="sm" variant="outline" onClick={() => void utils.leads.get.invalidate({ id: lead.id }).then(() => convert.reset())}>
                  {t("reload")}
                </Button>
              ) : null}
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? t("converting") : t("submit")}
            </Button>
          </DialogFooter>
          <UnusualAmountDialog
            error={convert.error}
            onConfirm={() => send(true)}
            labelOf={(field) => {
              const category = categoryOf(field);
              return category ? productCategoryLabel(category, locale) : null;
            }}
            onCorrect={(field) => formRef.current?.querySelector<HTMLInputElement>(`[data-category="${categoryOf(field)}"] input[data-slot="money-input"]`)?.focus()}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
