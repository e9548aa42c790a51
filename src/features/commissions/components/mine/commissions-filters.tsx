import { useSession } from "next-auth/react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { api } from "~/utils/api";
import { defaultRange, monthOptions, withEnd, type MonthRange } from "./month-range";
import { formatMonth } from "../format";

/** Administrador and Financeiro see everyone's commissions, a Gestor their team's; a Vendedor only their own. */
export const picksPerson = (role: string | undefined) => role === "admin" || role === "finance" || role === "manager";

/** The people the viewer may pick: everyone for Administrador and Financeiro, the own team for a Gestor. */
export function usePeopleOptions() {
  const { data: session } = useSession();
  const user = session?.user;
  const enabled = picksPerson(user?.role);
  const people = api.users.options.useQuery(undefined, { enabled, staleTime: 60_000 });
  const options = (people.data ?? []).filter((p) => p.id !== user?.id && (user?.role !== "manager" || (user.teamId !== null && p.teamId === user.teamId)));
  return { enabled, options, isPending: enabled && people.isPending };
}

function MonthSelect({ id, label, value, months, onChange }: { id: string; label: string; value: string; months: string[]; onChange: (month: string) => void }) {
  const locale = useAppLocale();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="w-36">
        {months.map((m) => (
          <option key={m} value={m}>
            {formatMonth(m, locale)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The month range (De / Até) and, for who sees other people, the "Pessoa" selector. */
export function CommissionsFilters({
  range,
  person,
  current,
  onChange,
}: {
  range: MonthRange;
  person: string | null;
  current: string;
  onChange: (range: MonthRange, person: string | null) => void;
}) {
  const t = useTranslations("myCommissions");
  const people = usePeopleOptions();
  const months = monthOptions(current, range);
  const fallback = defaultRange(current);
  const isDefault = range.from === fallback.from && range.to === fallback.to;

  return (
    <div role="group" aria-label={t("filtersLabel")} className="flex flex-wrap items-end gap-3">
      {people.enabled ? (
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <Label htmlFor="commissions-person">{t("person.label")}</Label>
          <NativeSelect
            id="commissions-person"
            value={person ?? ""}
            disabled={people.isPending}
            onChange={(e) => onChange(range, e.target.value || null)}
            className="w-full sm:w-80"
          >
            <option value="">{t("person.me")}</option>
            {people.options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.teamName ? t("person.withTeam", { name: p.name, team: p.teamName }) : p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <MonthSelect id="commissions-from" label={t("range.from")} value={range.from} months={months} onChange={(m) => onChange(withEnd(range, "from", m), person)} />
      <MonthSelect id="commissions-to" label={t("range.to")} value={range.to} months={months} onChange={(m) => onChange(withEnd(range, "to", m), person)} />
      {isDefault ? null : (
        <Button variant="ghost" onClick={() => onChange(fallback, person)}>
          {t("range.reset")}
        </Button>
      )}
    </div>
  );
}
