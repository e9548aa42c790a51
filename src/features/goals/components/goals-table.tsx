import { PencilIcon, Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { formatGoalValue } from "./goal-format";
import type { EditableGoal } from "./goal-dialog";
import { useGoalLabels } from "./goal-labels";
import { GoalProgressBar } from "./goal-progress-bar";

interface GoalsTableProps {
  goals: EditableGoal[];
  /** Edit and delete buttons (Financeiro, Administrador, while the month is open). */
  editable: boolean;
  onEdit: (goal: EditableGoal) => void;
  onDelete: (goal: EditableGoal) => void;
}

/** The month's goals with their progress: a table from `md` up, cards below. */
export function GoalsTable(props: GoalsTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <GoalsGrid {...props} />
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="goal-cards">
        {props.goals.map((g) => (
          <GoalCard key={g.id} goal={g} {...props} />
        ))}
      </ul>
    </>
  );
}

function Bonus({ goal }: { goal: EditableGoal }) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  if (goal.bonus === null) return <span className="text-muted-foreground">{t("noBonus")}</span>;
  return (
    <span className="tabular-nums">
      {formatBRL(goal.bonus, locale)}
      {goal.bonusPaid > 0n ? <span className="block text-xs text-success">{t("bonusPaid", { amount: formatBRL(goal.bonusPaid, locale) })}</span> : null}
    </span>
  );
}

function Actions({ goal, onEdit, onDelete }: { goal: EditableGoal } & Pick<GoalsTableProps, "onEdit" | "onDelete">) {
  const t = useTranslations("goals");
  const labels = useGoalLabels();
  const owner = labels.owner(goal);
  return (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={() => onEdit(goal)} aria-label={t("editOf", { owner })} title={t("edit")}>
        <PencilIcon aria-hidden className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDelete(goal)} aria-label={t("deleteOf", { owner })} title={t("delete")}>
        <Trash2Icon aria-hidden className="size-4 text-danger" />
      </Button>
    </div>
  );
}

function GoalsGrid({ goals, editable, onEdit, onDelete }: GoalsTableProps) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const labels = useGoalLabels();
  return (
    <Table aria-label={t("table.label")}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("table.owner")}</TableHead>
          <TableHead>{t("table.metric")}</TableHead>
          <TableHead className="w-64">{t("table.progress")}</TableHead>
          <TableHead className="text-right">{t("table.achieved")}</TableHead>
          <TableHead className="text-right">{t("table.target")}</TableHead>
          <TableHead className="text-right">{t("table.bonus")}</TableHead>
          {editable ? (
            <TableHead>
              <span className="sr-only">{t("table.actions")}</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {goals.map((g) => (
          <TableRow key={g.id} data-testid="goal-row">
            <TableCell className="font-medium">{labels.owner(g)}</TableCell>
            <TableCell>
              {labels.metric(g.metric)}
              <span className="block text-xs text-muted-foreground">{labels.category(g.category)}</span>
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-2">
                <GoalProgressBar pct={g.pct} reached={g.reached} className="flex-1" />
                {g.reached ? <Badge variant="success">{t("reached")}</Badge> : null}
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatGoalValue(g.metric, g.achieved, locale)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGoalValue(g.metric, g.target, locale)}</TableCell>
            <TableCell className="text-right">
              <Bonus goal={g} />
            </TableCell>
            {editable ? (
              <TableCell>
                <Actions goal={g} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function GoalCard({ goal, editable, onEdit, onDelete }: { goal: EditableGoal } & GoalsTableProps) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const labels = useGoalLabels();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="goal-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{labels.owner(goal)}</p>
          <p className="text-sm text-muted-foreground">
            {labels.metric(goal.metric)} · {labels.category(goal.category)}
          </p>
        </div>
        {editable ? <Actions goal={goal} onEdit={onEdit} onDelete={onDelete} /> : null}
      </div>
      <GoalProgressBar pct={goal.pct} reached={goal.reached} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="tabular-nums">
          {t("progressOf", { achieved: formatGoalValue(goal.metric, goal.achieved, locale), target: formatGoalValue(goal.metric, goal.target, locale) })}
        </span>
        <Bonus goal={goal} />
      </div>
    </li>
  );
}
