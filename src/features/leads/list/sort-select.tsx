import { useTranslations } from "use-intl";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ListSort } from "~/features/lists/list.schemas";

/** The orders the list offers (each walks an index): newest, next contact, oldest activity, name. */
const SORTS = {
  recent: null,
  nextContact: { field: "nextContactOn", dir: "asc" },
  idle: { field: "lastActivityAt", dir: "asc" },
  name: { field: "name", dir: "asc" },
} as const satisfies Record<string, ListSort | null>;
type SortKey = keyof typeof SORTS;

const keyOf = (sort: ListSort | null): SortKey =>
  (Object.keys(SORTS) as SortKey[]).find((k) => {
    const s = SORTS[k];
    return s === null ? sort === null || (sort.field === "createdAt" && sort.dir === "desc") : sort?.field === s.field && sort.dir === s.dir;
  }) ?? "recent";

export function SortSelect({ sort, onChange }: { sort: ListSort | null; onChange: (sort: ListSort | null) => void }) {
  const t = useTranslations("leadsList.sort");
  return (
    <div className="flex w-full flex-col gap-1 sm:w-56">
      <Label htmlFor="leads-sort">{t("label")}</Label>
      <NativeSelect id="leads-sort" value={keyOf(sort)} onChange={(e) => onChange(SORTS[e.target.value as SortKey])}>
        {(Object.keys(SORTS) as SortKey[]).map((k) => (
          <option key={k} value={k}>
            {t(k)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
