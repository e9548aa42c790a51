import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input } from "~/components/ui/input";
import { MoneyInput, PercentInput } from "~/components/ui/masked-input";
import { Skeleton } from "~/components/ui/skeleton";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { notify } from "~/components/toast/notify";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

type Loaded = RouterOutputs["commissions"]["settings"]["get"];

const PERCENT_FIELDS = ["passClt", "passPj", "passAutonomo", "irrfPj", "rpaInss", "rpaIrrf"] as const;
type PercentField = (typeof PERCENT_FIELDS)[number];
/** A percentage between 0 and 100 (basis points), else null. */
const percentOrNull = (bp: number | null) => (bp !== null && bp <= 10_000 ? bp : null);

/** The office's commission configuration: rates and rules that are configuration, never code (DOMAIN.md). */
export function SettingsPanel() {
  const t = useTranslations("commissionFinance.settings");
  const query = api.commissions.settings.get.useQuery();
  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-3">
      <div>
        <h2 id="settings-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {query.isLoading ? <Skeleton className="h-48 w-full" /> : query.data ? <SettingsForm key={query.data.version ?? 0} loaded={query.data} /> : (
        <p role="alert" className="text-sm text-danger">
          {t("loadError")}
        </p>
      )}
    </section>
  );
}

function SettingsForm({ loaded }: { loaded: Loaded }) {
  const t = useTranslations("commissionFinance.settings");
  const utils = api.useUtils();
  const s = loaded.settings;
  const [percents, setPercents] = useState<Record<PercentField, number | null>>({
    passClt: s.passOnBp.clt,
    passPj: s.passOnBp.pj,
    passAutonomo: s.passOnBp.autonomo,
    irrfPj: s.irrfPjBp,
    rpaInss: s.rpaInssBp,
    rpaIrrf: s.rpaIrrfBp,
  });
  const [horizon, setHorizon] = useState(String(s.horizonMonths));
  const [tolerance, setTolerance] = useState<bigint | null>(BigInt(s.toleranceCents));
  const [dirty, setDirty] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string | undefined>>({});
  const mutation = api.commissions.settings.save.useMutation({
    onSuccess: async () => {
      notify.success(t("saved"));
      setDirty(false);
      await utils.commissions.settings.invalidate();
    },
  });
  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const bps = Object.fromEntries(PERCENT_FIELDS.map((f) => [f, percentOrNull(percents[f])])) as Record<PercentField, number | null>;
    const months = Number(horizon);
    const toleranceCents = tolerance;
    const problems: Record<string, string | undefined> = {};
    for (const f of PERCENT_FIELDS) if (bps[f] === null) problems[f] = t("percentError");
    if (!Number.isInteger(months) || months < 1 || months > 120) problems.horizonMonths = t("horizonError");
    if (toleranceCents === null || toleranceCents < 0n || toleranceCents > 1_000_000n) problems.toleranceCents = t("toleranceError");
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || toleranceCents === null) return;
    mutation.mutate({
      version: loaded.version ?? undefined,
      settings: {
        horizonMonths: months,
        passOnBp: { clt: bps.passClt!, pj: bps.passPj!, autonomo: bps.passAutonomo! },
        irrfPjBp: bps.irrfPj!,
        rpaInssBp: bps.rpaInss!,
        rpaIrrfBp: bps.rpaIrrf!,
        toleranceCents: Number(toleranceCents),
      },
    });
  }

  const percent = (field: PercentField) => (
    <Field key={field} label={t(`fields.${field}`)} name={field} errors={errors}>
      <PercentInput
        value={percents[field]}
        onValueChange={(bp) => {
          setPercents((old) => ({ ...old, [field]: bp }));
          setDirty(true);
        }}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t("passOnLegend")}</legend>
        {percent("passClt")}
        {percent("passPj")}
        {percent("passAutonomo")}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t("withholdingsLegend")}</legend>
        {percent("irrfPj")}
        {percent("rpaInss")}
        {percent("rpaIrrf")}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("fields.horizonMonths")} name="horizonMonths" errors={errors} description={t("horizonHelp")}>
          <Input inputMode="numeric" value={horizon} onChange={(e) => (setHorizon(e.target.value), setDirty(true))} />
        </Field>
        <Field label={t("fields.toleranceCents")} name="toleranceCents" errors={errors} description={t("toleranceHelp")}>
          <MoneyInput value={tolerance} onValueChange={(cents) => (setTolerance(cents), setDirty(true))} />
        </Field>
      </div>
      {dirty || mutation.error ? (
        <FormFooter
          error={mutation.error}
          fieldErrors={errors}
          pending={mutation.isPending}
          isNew={false}
          onCancel={() => void utils.commissions.settings.invalidate().then(() => setDirty(false))}
          onReload={() => void utils.commissions.settings.invalidate()}
        />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled>
            {t("upToDate")}
          </Button>
        </div>
      )}
    </form>
  );
}
