import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { Skeleton } from "~/components/ui/skeleton";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { notify } from "~/components/toast/notify";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

type Loaded = RouterOutputs["plausibility"]["settings"]["get"];

/** "Valores fora do usual": the ceiling, the factor over the median and the minimum sample (office configuration). */
export function PlausibilitySettingsPanel() {
  const t = useTranslations("plausibility.settings");
  const query = api.plausibility.settings.get.useQuery();
  // "Cancelar" starts the form again from what is saved.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="plausibility-title" className="flex flex-col gap-3">
      <div>
        <h2 id="plausibility-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {query.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : query.data ? (
        <SettingsForm key={`${query.data.version ?? 0}-${round}`} loaded={query.data} onCancel={() => setRound((r) => r + 1)} />
      ) : (
        <p role="alert" className="text-sm text-danger">
          {t("loadError")}
        </p>
      )}
    </section>
  );
}

const wholeIn = (text: string, min: number, max: number) => (/^\s*\d{1,4}\s*$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

function SettingsForm({ loaded, onCancel }: { loaded: Loaded; onCancel: () => void }) {
  const t = useTranslations("plausibility.settings");
  const utils = api.useUtils();
  const s = loaded.settings;
  const [ceiling, setCeiling] = useState<bigint | null>(BigInt(s.ceilingCents));
  const [factor, setFactor] = useState(String(s.factor));
  const [minSample, setMinSample] = useState(String(s.minSample));
  const [dirty, setDirty] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string | undefined>>({});
  const mutation = api.plausibility.settings.save.useMutation({
    onSuccess: async () => {
      notify.success(t("saved"));
      setDirty(false);
      await utils.plausibility.settings.invalidate();
    },
  });
  // The server names fields "settings.factor"; the form's fields are the last part.
  const serverErrors = Object.fromEntries(Object.entries(fieldErrorsOf(mutation.error)).map(([k, v]) => [k.replace(/^settings\./, ""), v]));
  const errors = { ...serverErrors, ...localErrors };
  const change = <T,>(set: (v: T) => void) => (v: T) => (set(v), setDirty(true));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const f = wholeIn(factor, 2, 1000);
    const m = wholeIn(minSample, 1, 1000);
    const problems: Record<string, string | undefined> = {};
    if (ceiling === null || ceiling <= 0n) problems.ceilingCents = t("ceilingError");
    if (f === null) problems.factor = t("factorError");
    if (m === null) problems.minSample = t("minSampleError");
    setLocalErrors(problems);
    if (ceiling === null || ceiling <= 0n || f === null || m === null) return;
    mutation.mutate({ version: loaded.version ?? undefined, settings: { ceilingCents: Number(ceiling), factor: f, minSample: m } });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("ceiling")} name="ceilingCents" errors={errors} description={t("ceilingHelp")}>
          <MoneyInput value={ceiling} onValueChange={change(setCeiling)} />
        </Field>
        <Field label={t("factor")} name="factor" errors={errors} description={t("factorHelp")}>
          <Input inputMode="numeric" value={factor} onChange={(e) => change(setFactor)(e.target.value)} />
        </Field>
        <Field label={t("minSample")} name="minSample" errors={errors} description={t("minSampleHelp")}>
          <Input inputMode="numeric" value={minSample} onChange={(e) => change(setMinSample)(e.target.value)} />
        </Field>
      </div>
      {dirty || mutation.error ? (
        <FormFooter
          error={mutation.error}
          fieldErrors={errors}
          pending={mutation.isPending}
          isNew={false}
          onCancel={onCancel}
          onReload={() => void utils.plausibility.settings.invalidate()}
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
