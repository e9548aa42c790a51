import Link from "next/link";
import { useTranslations } from "use-intl";
import type { ListColumn } from "~/components/list/columns";
import { Badge } from "~/components/ui/badge";
import { formatCnpj } from "~/lib/brazil";
import type { RouterOutputs } from "~/utils/api";

export type CustomerListRow = RouterOutputs["customers"]["list"]["items"][number];

/** The customers table's columns, declared once: the table and the column picker both read them. */
export function useCustomerColumns(): ListColumn<CustomerListRow>[] {
  const t = useTranslations("customerList");
  const tc = useTranslations("common");
  return [
    {
      key: "name",
      label: t("name"),
      required: true,
      cellClassName: "font-medium",
      cell: (c) => (
        <>
          <Link href={`/clientes/${c.id}`} className="text-primary hover:underline">
            {c.name}
          </Link>
          {c.doNotContact ? (
            <Badge variant="warning" className="ml-2">
              {t("doNotContact")}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: "document", label: t("document"), cellClassName: "font-mono text-xs", cell: (c) => (c.kind === "PJ" ? formatCnpj(c.document) : c.document) },
    { key: "city", label: t("place"), cell: (c) => (c.city ? `${c.city}/${c.uf ?? ""}` : tc("none")) },
    { key: "owner", label: t("owner"), cell: (c) => c.ownerName ?? tc("none") },
    {
      key: "tags",
      label: t("tags"),
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {c.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </span>
      ),
    },
  ];
}
