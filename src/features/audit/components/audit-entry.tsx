import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import type { RouterOutputs } from "~/utils/api";
import { describeAuditEntry, type AuditRefs, type DescribeContext } from "../audit-describe";

export type AuditItem = RouterOutputs["audit"]["list"]["items"][number];

/** Fields shown before "Mostrar os N campos restantes": a creation or an import stays one glance long. */
const FOLDED_AFTER = 6;

/**
 * One entry of the log: when, who, what (the action's name), on which record (by name, linked to its page),
 * and a table of the fields with their labels, before and after. Stacked on phones, columns from md up.
 */
export function AuditEntry({ item, refs, ctx }: { item: AuditItem; refs: AuditRefs; ctx: DescribeContext }) {
  const t = useTranslations("audit");
  const [open, setOpen] = useState(false);
  const d = describeAuditEntry(item, refs, ctx);
  const shown = open ? d.changes : d.changes.slice(0, FOLDED_AFTER);
  const hidden = d.changes.length - shown.length;
  const who = item.actorName ?? (item.actorId ? t("unknownUser") : t("system"));

  return (
    <li data-testid="audit-entry" data-action={item.action} className="grid min-w-0 gap-x-4 gap-y-1 border-t border-border p-3 text-sm first:border-t-0 md:grid-cols-[9.5rem_11rem_minmax(0,1fr)]">
      <div className="flex flex-wrap items-baseline gap-x-2 text-muted-foreground md:block">
        <time dateTime={new Date(item.at).toISOString()} className="tabular-nums">
          {formatDateTime(item.at, ctx.locale as Locale)}
        </time>
        {item.ip ? <p className="break-all text-xs">{t("ip", { ip: item.ip })}</p> : null}
      </div>
      <div className="min-w-0 break-words font-medium" data-testid="audit-who">
        {who}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="break-words">
          <span className="font-medium" data-testid="audit-action">
            {d.action}
          </span>
          {d.subject ? (
            <>
              {" · "}
              {d.subject.href ? (
                <Link href={d.subject.href} className="text-primary underline-offset-4 hover:underline focus-visible:underline" data-testid="audit-subject">
                  {d.subject.text}
                </Link>
              ) : (
                <span data-testid="audit-subject">{d.subject.text}</span>
              )}
            </>
          ) : null}
          <span className="text-muted-foreground"> ({d.entity})</span>
        </p>
        {d.changes.length ? (
          <div className="max-w-full overflow-x-auto rounded-md border border-border">
            {/* Fixed layout: every entry's columns line up, and long values wrap instead of widening the table. */}
            <table className="w-full table-fixed text-left text-xs [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]" data-testid="audit-changes">
              <colgroup>
                <col className="w-[30%]" />
                {d.mode === "diff" ? (
                  <>
                    <col className="w-[35%]" />
                    <col className="w-[35%]" />
                  </>
                ) : (
                  <col className="w-[70%]" />
                )}
              </colgroup>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    {t("field")}
                  </th>
                  {d.mode === "diff" ? (
                    <>
                      <th scope="col" className="px-2 py-1 font-medium">
                        {t("before")}
                      </th>
                      <th scope="col" className="px-2 py-1 font-medium">
                        {t("after")}
                      </th>
                    </>
                  ) : (
                    <th scope="col" className="px-2 py-1 font-medium">
                      {t("value")}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.field} className="border-t border-border align-top">
                    <th scope="row" className="px-2 py-1 font-normal text-muted-foreground">
                      {c.label}
                    </th>
                    {d.mode === "diff" ? (
                      <>
                        <td className="whitespace-pre-wrap px-2 py-1 line-through decoration-muted-foreground/60">{c.before}</td>
                        <td className="whitespace-pre-wrap px-2 py-1">{c.after}</td>
                      </>
                    ) : (
                      <td className="whitespace-pre-wrap px-2 py-1">{c.after ?? c.before}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {hidden > 0 || open ? (
          <Button variant="link" size="sm" className="self-start" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {open ? t("showLess") : t("showMore", { count: hidden })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
