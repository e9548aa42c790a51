import { useRouter } from "next/router";
import { useCallback, useMemo } from "react";
import { auditFiltersFromQuery, auditFiltersToQuery, readAuditFilters, type AuditFilters } from "../audit.schemas";

export type AuditFilterPatch = Partial<Record<keyof AuditFilters, string | undefined>>;

/**
 * The log's filters live in the URL (?quem=…&tipo=…&registro=…&acao=…&de=…&ate=…), so a filtered view can be
 * shared. Changes replace the URL (no history entry per click), as the other lists do.
 */
export function useAuditUrl() {
  const router = useRouter();
  const { filters, invalid } = useMemo(() => readAuditFilters(router.query), [router.query]);
  const set = useCallback(
    (patch: AuditFilterPatch) => {
      const query = auditFiltersToQuery({ ...auditFiltersFromQuery(router.query), ...patch });
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  return { filters, invalid, set };
}
