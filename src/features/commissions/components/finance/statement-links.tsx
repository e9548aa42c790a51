import { FileDownIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** PDF and CSV downloads of a statement (plain links: the browser saves the file the API sends). */
export function StatementLinks({ id, name }: { id: string; name: string }) {
  const t = useTranslations("commissionFinance.statements");
  const link = cn(buttonVariants({ variant: "ghost", size: "sm" }));
  return (
    <span className="inline-flex gap-1">
      <a className={link} href={`/api/comissoes/extrato/${id}?formato=pdf`} aria-label={t("downloadPdf", { name })} download>
        <FileDownIcon aria-hidden /> {t("pdf")}
      </a>
      <a className={link} href={`/api/comissoes/extrato/${id}?formato=csv`} aria-label={t("downloadCsv", { name })} download>
        <FileDownIcon aria-hidden /> {t("csv")}
      </a>
    </span>
  );
}
