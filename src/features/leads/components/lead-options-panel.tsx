import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { TRPCClientError } from "@trpc/client";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/toast/notify";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import type { LeadOptionKind } from "../lead-options.schemas";

type Option = RouterOutputs["leads"]["optionsAll"][number];

/** One option: its pt-BR label and the English one, saved on its own (with its version: no lost updates). */
function OptionRow({ option }: { option: Option }) {
  const t = useTranslations("leadOptions");
  const utils = api.useUtils();
  const [value, setValue] = useState(option.labelEn ?? "");
  const save = api.leads.setOptionLabelEn.useMutation({
    onSuccess: async (saved) => {
      setValue(saved.labelEn ?? "");
      notify.success(t("saved"));
      await Promise.all([utils.leads.optionsAll.invalidate(), utils.leads.options.invalidate()]);
    },
    onError: async (error) => {
      if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "CONFLICT") await utils.leads.optionsAll.invalidate();
    },
  });
  const conflict = save.error instanceof TRPCClientError && (save.error.data as { code?: string } | undefined)?.code === "CONFLICT";
  const errors = fieldErrorsOf(save.error);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!save.isPending) save.mutate({ id: option.id, version: option.version, labelEn: value });
  };
  return (
    <li data-testid="lead-option" className="border-b border-border py-3 last:border-b-0">
      <form onSubmit={onSubmit} className="grid gap-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center">
        <p className="text-sm font-medium break-words">
          {option.label}
          {option.active ? null : <span className="ml-2 text-xs text-muted-foreground">({t("inactive")})</span>}
        </p>
        <Field label={<span className="sr-only">{t("labelEnFor", { label: option.label })}</span>} name="labelEn" errors={errors}>
          <Input value={value} maxLength={80} onChange={(e) => setValue(e.target.value)} placeholder={option.label} />
        </Field>
        <Button type="submit" variant="outline" loading={save.isPending} disabled={value.trim() === (option.labelEn ?? "")}>
          {t("save")}
        </Button>
        {save.error && !errors.labelEn ? (
          <p role="alert" className="text-sm text-danger md:col-span-3">
            {conflict ? t("conflict") : messageOf(save.error, t("loadError"))}
          </p>
        ) : null}
      </form>
    </li>
  );
}

function OptionList({ kind, options }: { kind: LeadOptionKind; options: Option[] }) {
  const t = useTranslations("leadOptions");
  const title = kind === "source" ? t("sources") : t("lostReasons");
  return (
    <section aria-labelledby={`lead-options-${kind}`} className="rounded-lg border border-border bg-card p-4">
      <h2 id={`lead-options-${kind}`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      <div aria-hidden className="hidden gap-2 border-b border-border pb-1 text-xs font-medium text-muted-foreground md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <span>{t("label")}</span>
        <span>{t("labelEn")}</span>
        <span className="invisible">{t("save")}</span>
      </div>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul>
          {options.map((o) => (
            // Keyed by version too: a reload after someone else's save starts the row from what is stored.
            <OptionRow key={`${o.id}:${o.version}`} option={o} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Settings → Origens e motivos de perda: the English label of each option. */
export function LeadOptionsPanel() {
  const t = useTranslations("leadOptions");
  const tc = useTranslations();
  const query = api.leads.optionsAll.useQuery();
  if (query.isLoading) return <p className="text-sm text-muted-foreground">{tc("app.loading")}</p>;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-danger">
        {t("loadError")}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {tc("common.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        <OptionList kind="source" options={query.data.filter((o) => o.kind === "source")} />
        <OptionList kind="lostReason" options={query.data.filter((o) => o.kind === "lostReason")} />
      </div>
    </div>
  );
}
