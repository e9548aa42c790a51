import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { notify } from "~/components/toast/notify";
import { GOAL_METRICS, MONEY_METRICS, type GoalMetric } from "~/lib/catalog/goal-metrics";
import { isProductCategory, PRODUCT_CATEGORIES, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { formatMonth } from "~/features/commissions/components/format";
import { useGoalLabels } from "./goal-labels";

export type EditableGoal = RouterOutputs["goals"]["list"]["goals"][number];

/** Create (goal null) or edit a goal of `month`; the month and owner of an existing goal are fixed. */
export function GoalDialog({ open, month, goal, onClose }: { open: boolean; month: string; goal: EditableGoal | null; onClose: () => void }) {
  const t = useTranslations("goals.dialog");
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(goal ? "editTitle" : "createTitle")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <GoalForm month={month} goal={goal} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GoalForm({ month, goal, onDone }: { month: string; goal: EditableGoal | null; onDone: () => void }) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const labels = useGoalLabels();
  const utils = api.useUtils();
  const owners = api.goals.owners.useQuery(undefined, { enabled: goal === null });
  const [kind, setKind] = useState<"seller" | "team">("seller");
  const [ownerId, setOwnerId] = useState("");
  const [metric, setMetric] = useState<GoalMetric>(goal?.metric ?? "sales_count");
  const [category, setCategory] = useState<ProductCategory | "">(isProductCategory(goal?.category) ? goal.category : "");
  const [count, setCount] = useState(goal && !MONEY_METRICS.has(goal.metric) ? String(goal.target) : "");
  const [amount, setAmount] = useState<bigint | null>(goal && MONEY_METRICS.has(goal.metric) ? goal.target : null);
  const [bonus, setBonus] = useState<bigint | null>(goal?.bonus ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string | undefined>>({});
  const done = async (message: string) => {
    notify.success(message);
    await utils.goals.invalidate();
    onDone();
  };
  const create = api.goals.create.useMutation({ onSuccess: () => done(t("dialog.created")) });
  const update = api.goals.update.useMutation({ onSuccess: () => done(t("dialog.saved")) });
  const mutation = goal ? update : create;
  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };
  const money = MONEY_METRICS.has(metric);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const target = money ? amount : /^\d{1,9}$/.test(count.trim()) ? BigInt(count.trim()) : null;
    const problems: Record<string, string | undefined> = {};
    if (!goal && !ownerId) problems.owner = t(kind === "seller" ? "dialog.chooseSeller" : "dialog.chooseTeam");
    if (target === null) problems.target = t("dialog.required");
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || target === null) return;
    const fields = { metric, category: category || null, target, bonus };
    if (goal) update.mutate({ id: goal.id, version: goal.version, ...fields });
    else create.mutate({ month, ...(kind === "seller" ? { sellerId: ownerId } : { teamId: ownerId }), ...fields });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {goal ? (
        <p className="text-sm font-medium">{t("dialog.ownerFixed", { owner: labels.owner(goal), month: formatMonth(month, locale) })}</p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t("dialog.ownerKind")}</legend>
            <div className="flex gap-4 pt-1 text-sm">
              {(["seller", "team"] as const).map((k) => (
                <label key={k} className="inline-flex items-center gap-2">
                  <input type="radio" name="ownerKind" value={k} checked={kind === k} onChange={() => (setKind(k), setOwnerId(""))} />
                  {t(k === "seller" ? "dialog.kindSeller" : "dialog.kindTeam")}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={t(kind === "seller" ? "dialog.seller" : "dialog.team")} name="owner" errors={errors} description={kind === "team" ? t("teamBonusNote") : undefined}>
            <NativeSelect value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
              <option value="">{t(kind === "seller" ? "dialog.chooseSeller" : "dialog.chooseTeam")}</option>
              {(kind === "seller" ? (owners.data?.sellers ?? []) : (owners.data?.teams ?? [])).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      )}
      <Field label={t("dialog.metric")} name="metric" errors={errors} description={t(`metricHints.${metric}`)}>
        <NativeSelect value={metric} onChange={(e) => setMetric(e.target.value as GoalMetric)}>
          {GOAL_METRICS.map((m) => (
            <option key={m} value={m}>
              {labels.metric(m)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("dialog.category")} name="category" errors={errors}>
        <NativeSelect value={category} onChange={(e) => setCategory(isProductCategory(e.target.value) ? e.target.value : "")}>
          <option value="">{t("allCategories")}</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {productCategoryLabel(c, locale)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {money ? (
        <Field label={t("dialog.targetAmount")} name="target" errors={errors}>
          <MoneyInput value={amount} onValueChange={setAmount} />
        </Field>
      ) : (
        <Field label={t("dialog.targetCount")} name="target" errors={errors}>
          <Input inputMode="numeric" value={count} maxLength={9} onChange={(e) => setCount(e.target.value)} />
        </Field>
      )}
      <Field label={t("dialog.bonus")} name="bonus" errors={errors} description={t("dialog.bonusHint")}>
        <MoneyInput value={bonus} onValueChange={setBonus} />
      </Field>
      <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew={goal === null} onCancel={onDone} onReload={() => void utils.goals.invalidate().then(onDone)} />
    </form>
  );
}
