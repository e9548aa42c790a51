import { UserRoundCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";

/**
 * "Convertido em cliente", linking to the customer: said next to the won status ("Converter em lead", the
 * seed's value) wherever a converted lead is shown, so nobody reads that status as a to-do.
 */
export function ConvertedToCustomer({ customerId, leadName, className }: { customerId: string; leadName: string; className?: string }) {
  const t = useTranslations("leadsList");
  return (
    <Link
      href={`/clientes/${customerId}`}
      data-testid="lead-converted"
      aria-label={t("convertedAria", { name: leadName })}
      className={cn("inline-flex items-center gap-1 rounded-sm text-xs font-medium whitespace-nowrap text-success underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", className)}
    >
      <UserRoundCheck aria-hidden className="size-3.5 shrink-0" />
      {t("converted")}
    </Link>
  );
}
