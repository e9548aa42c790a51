import { useState } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Input, NativeSelect } from "~/components/ui/input";
import { api } from "~/utils/api";

function changesText(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((k) => (k in b ? `${k}: ${JSON.stringify(b[k])} → ${JSON.stringify(a[k])}` : `${k}: ${JSON.stringify(a[k])}`)).join("; ");
}

export function AuditTable() {
  const t = useTranslations();
  const format = useFormatter();
  const [entity, setEntity] = useState("");
  const [actorId, setActorId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const entities = api.audit.entities.useQuery();
  const actors = api.users.list.useQuery({ limit: 100 });
  const filters = { entity: entity || undefined, actorId: actorId || undefined, from: from || undefined, to: to || undefined, limit: 50 };
  const list = api.audit.list.useInfiniteQuery(filters, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("audit.entity")}</span>
          <NativeSelect value={entity} onChange={(e) => setEntity(e.target.value)}>
            <option value="">{t("audit.allEntities")}</option>
            {entities.data?.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("audit.who")}</span>
          <NativeSelect value={actorId} onChange={(e) => setActorId(e.target.value)}>
            <option value="">{t("audit.allActors")}</option>
            {actors.data?.items.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("audit.from")}</span>
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("audit.to")}</span>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <div className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2">{t("audit.when")}</th>
              <th scope="col" className="px-4 py-2">{t("audit.who")}</th>
              <th scope="col" className="px-4 py-2">{t("audit.action")}</th>
              <th scope="col" className="px-4 py-2">{t("audit.record")}</th>
              <th scope="col" className="px-4 py-2">{t("audit.changes")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <td className="whitespace-nowrap px-4 py-2">{format.dateTime(r.at, { dateStyle: "short", timeStyle: "medium" })}</td>
                <td className="px-4 py-2">{r.actorName ?? t("audit.system")}</td>
                <td className="px-4 py-2 font-mono text-xs">{r.action}</td>
                <td className="px-4 py-2 font-mono text-xs">
                  {r.entity}
                  {r.entityId ? ` · ${r.entityId.slice(0, 8)}` : ""}
                </td>
                <td className="max-w-md break-words px-4 py-2 text-xs text-foreground">{changesText(r.before, r.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={t("audit.empty")} />
      </div>
      <LoadMore query={list} />
    </div>
  );
}
