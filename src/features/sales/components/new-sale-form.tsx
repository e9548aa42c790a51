import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/components/ui/calendar";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { CATEGORY_FAMILY, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

const DISCLOSURE_CHANNELS = ["email", "whatsapp", "presencial", "telefone", "documento"] as const;
type DisclosureChannel = (typeof DISCLOSURE_CHANNELS)[number];

const dayOf = (d: Date | null) => (d ? saoPauloDay(d) : null);

/** "Nova venda" for one customer: product picker (partner → category → product) and the sale's facts. */
export function NewSaleForm({ customerId, onDone, onCreated }: { customerId: string; onDone: () => void; onCreated?: () => void }) {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const options = api.partners.options.useQuery({});
  const [productId, setProductId] = useState("");
  const [contractNumber, setContractNumber] = useState("");
  const [soldOn, setSoldOn] = useState<Date | null>(() => new Date(`${saoPauloDay(new Date())}T00:00:00-03:00`));
  const [vigenciaStart, setVigenciaStart] = useState<Date | null>(null);
  const [vigenciaEnd, setVigenciaEnd] = useState<Date | null>(null);
  const [installments, setInstallments] = useState("");
  const [baseAmount, setBaseAmount] = useState<bigint | null>(null);
  const [disclosureAt, setDisclosureAt] = useState("");
  const [disclosureChannel, setDisclosureChannel] = useState<DisclosureChannel | "">("");
  const [disclosureText, setDisclosureText] = useState("");

  const products = (options.data ?? []).flatMap((p) => p.products.map((product) => ({ ...product, partnerName: p.name })));
  const product = products.find((p) => p.id === productId);
  const category = product?.category as ProductCategory | undefined;
  const insurance = category ? CATEGORY_FAMILY[category] === "insurance" : false;

  const create = api.sales.create.useMutation({
    onSuccess: async () => {
      await utils.sales.carteira.invalidate({ customerId });
      onCreated?.();
      onDone();
    },
  });
  const errors = fieldErrorsOf(create.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    create.mutate({
      customerId,
      productId,
      contractNumber,
      soldOn: dayOf(soldOn) ?? "",
      vigenciaStart: dayOf(vigenciaStart),
      vigenciaEnd: dayOf(vigenciaEnd),
      installments: installments ? Number(installments) : null,
      baseAmount: baseAmount ?? 0n,
      ...(insurance
        ? { disclosureAt: disclosureAt ? new Date(disclosureAt) : null, disclosureChannel: disclosureChannel || null, disclosureText }
        : {}),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
      <Field label={t("form.product")} name="productId" errors={errors}>
        <NativeSelect value={productId} onChange={(e) => setProductId(e.target.value)} autoFocus>
          <option value="">{t("form.productNone")}</option>
          {(options.data ?? [])
            .filter((p) => p.products.length > 0)
            .map((partner) => (
              <optgroup key={partner.id} label={partner.name}>
                {[...partner.products]
                  .sort((a, b) => productCategoryLabel(a.category as ProductCategory, locale).localeCompare(productCategoryLabel(b.category as ProductCategory, locale), locale))
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {`${productCategoryLabel(p.category as ProductCategory, locale)} · ${p.name}`}
                    </option>
                  ))}
              </optgroup>
            ))}
        </NativeSelect>
      </Field>
      <Field label={t("form.contractNumber")} name="contractNumber" errors={errors}>
        <Input value={contractNumber} maxLength={60} onChange={(e) => setContractNumber(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("form.soldOn")} name="soldOn" errors={errors}>
          <DatePicker value={soldOn} onChange={setSoldOn} />
        </Field>
        <Field label={t("form.vigenciaStart")} name="vigenciaStart" errors={errors}>
          <DatePicker value={vigenciaStart} onChange={setVigenciaStart} />
        </Field>
        <Field label={t("form.vigenciaEnd")} name="vigenciaEnd" errors={errors}>
          <DatePicker value={vigenciaEnd} onChange={setVigenciaEnd} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("form.installments")} name="installments" errors={errors}>
          <Input type="number" inputMode="numeric" min={1} max={600} value={installments} onChange={(e) => setInstallments(e.target.value)} />
        </Field>
        <Field label={product?.baseAmountLabel ?? t("form.baseAmount")} name="baseAmount" errors={errors}>
          <MoneyInput value={baseAmount} onValueChange={setBaseAmount} />
        </Field>
      </div>
      {insurance ? (
        <fieldset className="flex flex-col gap-4 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{t("form.disclosureTitle")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("form.disclosureAt")} name="disclosureAt" errors={errors}>
              <Input type="datetime-local" value={disclosureAt} onChange={(e) => setDisclosureAt(e.target.value)} />
            </Field>
            <Field label={t("form.disclosureChannel")} name="disclosureChannel" errors={errors}>
              <NativeSelect value={disclosureChannel} onChange={(e) => setDisclosureChannel(e.target.value as DisclosureChannel | "")}>
                <option value="">{t("form.disclosureChannelNone")}</option>
                {DISCLOSURE_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t(`form.disclosureChannels.${c}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label={t("form.disclosureText")} name="disclosureText" errors={errors}>
            <textarea
              rows={3}
              maxLength={4000}
              value={disclosureText}
              onChange={(e) => setDisclosureText(e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
          </Field>
        </fieldset>
      ) : null}
      {create.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(create.error, tc("error"))}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? tc("saving") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
