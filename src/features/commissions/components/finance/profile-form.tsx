import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { NativeSelect } from "~/components/ui/input";
import { PercentInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { notify } from "~/components/toast/notify";
import { CONTRACT_TYPES, PAY_ON, TAX_REGIMES, type ContractType, type PayOn, type TaxRegime } from "~/lib/catalog/commission-catalog";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import type { ProfileRow } from "./profiles-panel";

/** A percentage between 0 and 100 (basis points), else null. */
const percentOrNull = (bp: number | null) => (bp !== null && bp <= 10_000 ? bp : null);

export function ProfileForm({ profile, onDone }: { profile: ProfileRow; onDone: () => void }) {
  const t = useTranslations("commissionFinance");
  const utils = api.useUtils();
  const [contractType, setContractType] = useState<ContractType>(profile.contractType);
  const [split, setSplit] = useState<number | null>(profile.defaultSplitBp);
  const [taxRegime, setTaxRegime] = useState<TaxRegime>(profile.taxRegime);
  const [iss, setIss] = useState<number | null>(profile.issBp);
  const [payOn, setPayOn] = useState<PayOn>(profile.payOn);
  const [localErrors, setLocalErrors] = useState<Record<string, string | undefined>>({});
  const mutation = api.commissions.profiles.save.useMutation({
    onSuccess: async () => {
      notify.success(t("profiles.saved", { name: profile.name }));
      await utils.commissions.profiles.invalidate();
      onDone();
    },
  });
  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const defaultSplitBp = percentOrNull(split);
    const issBp = percentOrNull(iss);
    const problems: Record<string, string | undefined> = {};
    if (defaultSplitBp === null) problems.defaultSplitBp = t("settings.percentError");
    if (issBp === null || issBp > 1_000) problems.issBp = t("profiles.issError");
    setLocalErrors(problems);
    if (defaultSplitBp === null || issBp === null || issBp > 1_000) return;
    mutation.mutate({ userId: profile.userId, version: profile.version ?? undefined, contractType, defaultSplitBp, taxRegime, issBp, payOn });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("profiles.contract")} name="contractType" errors={errors}>
        <NativeSelect value={contractType} onChange={(e) => setContractType(e.target.value as ContractType)} autoFocus>
          {CONTRACT_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`contractTypes.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={`${t("profiles.split")} (%)`} name="defaultSplitBp" errors={errors} description={t("profiles.splitHelp")}>
        <PercentInput value={split} onValueChange={setSplit} />
      </Field>
      {contractType === "pj" ? (
        <Field label={t("profiles.regime")} name="taxRegime" errors={errors}>
          <NativeSelect value={taxRegime} onChange={(e) => setTaxRegime(e.target.value as TaxRegime)}>
            {TAX_REGIMES.map((r) => (
              <option key={r} value={r}>
                {t(`taxRegimes.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {contractType === "clt" ? null : (
        <Field label={`${t("profiles.iss")} (%)`} name="issBp" errors={errors} description={t("profiles.issHelp")}>
          <PercentInput value={iss} onValueChange={setIss} />
        </Field>
      )}
      <Field label={t("profiles.payOn")} name="payOn" errors={errors}>
        <NativeSelect value={payOn} onChange={(e) => setPayOn(e.target.value as PayOn)}>
          {PAY_ON.map((p) => (
            <option key={p} value={p}>
              {t(`payOn.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew={profile.version === null} onCancel={onDone} onReload={() => void utils.commissions.profiles.invalidate().then(onDone)} />
    </form>
  );
}
