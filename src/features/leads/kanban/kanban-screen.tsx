import { useSession } from "next-auth/react";
import { useTranslations } from "use-intl";
import { useListUrl } from "~/components/list/use-list-url";
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { api } from "~/utils/api";
import { LeadsNav } from "../components/leads-nav";
import { KanbanBoard } from "./kanban-board";
import { kanbanFilters, ownerChoice, ownerFilters } from "./kanban-input";

/** The kanban page's body: the views nav, search and owner (both in the URL), then the board. */
export function KanbanScreen() {
  const t = useTranslations("leadsKanban");
  const { data: session } = useSession();
  const user = session?.user;
  const { state, replace } = useListUrl();
  const board = { filters: kanbanFilters(state), search: state.search };
  const people = api.users.options.useQuery({ roles: ["admin", "manager", "seller"] }, { staleTime: 60_000 });
  // Only owners whose leads the user can see: a Gestor's team, a Vendedor's own (plus the pool).
  const owners = (people.data ?? []).filter((p) => user?.role === "admin" || (user?.role === "manager" ? p.teamId === user.teamId : p.id === user?.id));
  const owner = ownerChoice(state);

  return (
    <div className="flex flex-col gap-4">
      <LeadsNav />
      <div className="flex flex-wrap items-end gap-3" data-testid="kanban-toolbar">
        <div className="flex min-w-56 flex-1 basis-64 flex-col gap-1 sm:max-w-md">
          <Label htmlFor="kanban-search">{t("searchLabel")}</Label>
          <DebouncedInput id="kanban-search" type="search" placeholder={t("searchPlaceholder")} value={state.search ?? ""} onDebouncedChange={(value: string) => replace({ search: value.trim() || null })} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="kanban-owner">{t("owner")}</Label>
          <NativeSelect id="kanban-owner" value={owner} onChange={(e) => replace({ filters: ownerFilters(e.target.value) })}>
            <option value="">{t("allOwners")}</option>
            {owners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === user?.id ? t("me", { name: p.name }) : p.name}
              </option>
            ))}
            {/* A filter from a link keeps its option even before (or without) the people list. */}
            {owner && owner !== "pool" && !owners.some((p) => p.id === owner) ? <option value={owner}>{t("someone")}</option> : null}
            <option value="pool">{t("pool")}</option>
          </NativeSelect>
        </div>
        {board.filters.length || state.search ? (
          <Button variant="ghost" onClick={() => replace({ filters: [], search: null })}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
      <KanbanBoard state={board} />
    </div>
  );
}
