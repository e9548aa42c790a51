import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { isValidDocument } from "~/lib/brazil";
import { emailField } from "~/lib/fields";
import { api } from "~/utils/api";
import { DuplicateHitList } from "./duplicate-hits";

const DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
    // The key is the value's content: a new array with the same items must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return debounced;
}

/** While a lead is typed: who already has this document, e-mail or phone (leads and customers). */
export function TypedDuplicates({ document, emails, phones }: { document: string; emails: string[]; phones: string[] }) {
  const t = useTranslations("leadPage.duplicates");
  const probe = useDebounced(
    {
      document: document && isValidDocument(document) ? document : null,
      emails: emails.map((e) => e.trim()).filter((e) => emailField.safeParse(e).success),
      phones: phones.filter(Boolean),
    },
    DEBOUNCE_MS,
  );
  const enabled = Boolean(probe.document) || probe.emails.length > 0 || probe.phones.length > 0;
  const query = api.leads.duplicates.useQuery(probe, { enabled, placeholderData: (prev) => prev });
  const hits = enabled ? query.data : undefined;
  if (!hits || hits.leads.length + hits.customers.length === 0) return null;
  return (
    <section role="status" aria-label={t("typedTitle")} data-testid="typed-duplicates" className="rounded-md border border-warning/40 bg-warning/5 p-3">
      <h3 className="text-sm font-semibold text-warning">{t("typedTitle")}</h3>
      <p className="text-xs text-muted-foreground">{t("typedHint")}</p>
      <DuplicateHitList hits={hits} />
    </section>
  );
}
