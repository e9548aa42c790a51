import { useId } from "react";
import { useTranslations } from "use-intl";
import { Switch } from "~/components/ui/switch";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";

/** Configurações › Usuários: whether Administrador and Financeiro must use two-step verification. */
export function TwoFactorRequirement() {
  const t = useTranslations();
  const id = useId();
  const utils = api.useUtils();
  const current = api.users.twoFactorRequirement.useQuery();
  const save = api.users.setTwoFactorRequirement.useMutation({ onSuccess: (data) => utils.users.twoFactorRequirement.setData(undefined, data) });
  return (
    <section className="mb-4 flex items-start gap-3 rounded-lg border border-border bg-card p-4">
      <Switch
        id={id}
        checked={current.data?.required ?? false}
        disabled={!current.data || save.isPending}
        onCheckedChange={(required) => save.mutate({ required })}
        aria-describedby={`${id}-hint`}
      />
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {t("twoFactor.requirement")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t("twoFactor.requirementHint")}
        </p>
        {save.isSuccess ? (
          <p role="status" className="text-sm text-success">
            {t("twoFactor.requirementSaved")}
          </p>
        ) : null}
        {save.error ? (
          <p role="alert" className="text-sm text-danger">
            {messageOf(save.error, t("common.error"))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
