import { BookmarkIcon, CheckIcon, ChevronDownIcon } from "lucide-react";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { notify } from "~/components/toast/notify";
import type { ListMeta } from "~/features/lists/list-spec";
import type { ListUrlState } from "~/features/lists/url-state";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { DeleteViewDialog } from "./delete-view-dialog";
import { ViewDialog, type ViewDialogValues } from "./view-dialog";
import { sameListState, viewToState } from "./view-state";

const EMPTY_VALUES: ViewDialogValues = { name: "", shared: false, isDefault: false };

/**
 * The saved views of one list: the user's own and the ones teammates shared. Picking one puts its
 * state in the URL (with view=<id>); the trigger names the active view and says when the list
 * no longer matches it ("alterada"). Only the owner updates, renames, shares or deletes a view.
 */
export function SavedViewsMenu({ listKey, state, meta, onApply }: { listKey: string; state: ListUrlState; meta?: ListMeta; onApply: (state: ListUrlState) => void }) {
  const t = useTranslations("listTools.views");
  const tc = useTranslations("common");
  const { data: session } = useSession();
  const utils = api.useUtils();
  const views = api.views.list.useQuery({ listKey });
  const [dialog, setDialog] = useState<null | "create" | "edit" | "delete">(null);
  const [initial, setInitial] = useState(EMPTY_VALUES);

  const all = views.data ?? [];
  const active = state.view ? all.find((v) => v.id === state.view) : undefined;
  const changed = active ? !sameListState(viewToState(active, meta), state) : false;
  const refresh = () => utils.views.list.invalidate({ listKey });
  const fail = (err: unknown) => notify.error(messageOf(err, tc("error")));

  const create = api.views.create.useMutation({
    onSuccess: async (view) => {
      await refresh();
      setDialog(null);
      notify.success(t("saved"));
      onApply({ ...state, view: view.id });
    },
  });
  const update = api.views.update.useMutation({ onSuccess: refresh });
  const remove = api.views.delete.useMutation({ onSuccess: refresh });
  const setDefault = api.views.setDefault.useMutation({ onSuccess: refresh });

  function submit(values: ViewDialogValues) {
    if (dialog === "create") {
      create.mutate({ listKey, name: values.name, filters: state.filters, sort: state.sort, search: state.search, columns: state.columns, shared: values.shared, isDefault: values.isDefault });
    } else if (active) {
      update.mutate(
        { id: active.id, version: active.version, name: values.name, shared: values.shared },
        {
          onSuccess: () => {
            setDialog(null);
            notify.success(t("updated"));
          },
        },
      );
    }
  }

  function saveCurrent() {
    if (!active) return;
    update.mutate(
      { id: active.id, version: active.version, filters: state.filters, sort: state.sort, search: state.search, columns: state.columns },
      { onSuccess: () => notify.success(t("updated")), onError: fail },
    );
  }

  function toggleDefault() {
    if (!active) return;
    setDefault.mutate(
      { listKey, id: active.isDefault ? null : active.id },
      { onSuccess: () => notify.success(active.isDefault ? t("defaultUnset") : t("defaultSet", { name: active.name })), onError: fail },
    );
  }

  function confirmDelete() {
    if (!active) return;
    remove.mutate(
      { id: active.id },
      {
        onSuccess: () => {
          setDialog(null);
          notify.success(t("removed"));
          onApply({ ...state, view: null });
        },
        onError: fail,
      },
    );
  }

  const mine = all.filter((v) => v.mine);
  const shared = all.filter((v) => !v.mine);
  const item = (v: (typeof all)[number]) => (
    <DropdownMenuItem key={v.id} onSelect={() => onApply(viewToState(v, meta))} data-testid="saved-view-item">
      <CheckIcon aria-hidden className={v.id === state.view ? "" : "invisible"} />
      <span className="flex-1 truncate">{v.name}</span>
      {v.isDefault ? <Badge variant="secondary">{t("isDefault")}</Badge> : null}
      {!v.mine && v.ownerName ? <span className="text-xs text-muted-foreground">{t("sharedBy", { name: v.ownerName })}</span> : null}
    </DropdownMenuItem>
  );

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="max-w-full" data-testid="saved-views-trigger">
            <BookmarkIcon aria-hidden />
            <span className="truncate">{active ? active.name : t("trigger")}</span>
            {changed ? (
              <Badge variant="warning" data-testid="view-changed">
                {t("changed")}
              </Badge>
            ) : null}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]" aria-label={t("menuLabel")}>
          <DropdownMenuLabel>{t("mine")}</DropdownMenuLabel>
          {mine.length ? mine.map(item) : <p className="px-2 py-1.5 text-sm text-muted-foreground">{t("empty")}</p>}
          {shared.length ? (
            <>
              <DropdownMenuLabel>{t("shared")}</DropdownMenuLabel>
              {shared.map(item)}
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setInitial({ ...EMPTY_VALUES });
              create.reset();
              setDialog("create");
            }}
          >
            {t("save")}
          </DropdownMenuItem>
          {active?.mine ? (
            <>
              {changed ? <DropdownMenuItem onSelect={saveCurrent}>{t("update", { name: active.name })}</DropdownMenuItem> : null}
              <DropdownMenuItem
                onSelect={() => {
                  setInitial({ name: active.name, shared: active.shared, isDefault: active.isDefault });
                  update.reset();
                  setDialog("edit");
                }}
              >
                {t("edit")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={toggleDefault}>{active.isDefault ? t("unsetDefault") : t("setDefault")}</DropdownMenuItem>
              <DropdownMenuItem variant="danger" onSelect={() => setDialog("delete")}>
                {t("remove")}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ViewDialog
        open={dialog === "create" || dialog === "edit"}
        mode={dialog === "edit" ? "edit" : "create"}
        initial={initial}
        canShare={Boolean(session?.user?.teamId)}
        pending={create.isPending || update.isPending}
        error={dialog === "edit" ? update.error : create.error}
        onSubmit={submit}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
      />
      <DeleteViewDialog open={dialog === "delete"} name={active?.name ?? ""} pending={remove.isPending} onConfirm={confirmDelete} onOpenChange={(open) => setDialog(open ? "delete" : null)} />
    </>
  );
}
