import { useCallback } from "react";
import { api } from "~/utils/api";
import type { LeadOptionKind } from "../lead-options.schemas";

/**
 * How an origem or motivo de perda reads for the signed-in user: leads store the pt-BR label, and leads.options
 * carries the English label of each option that has one (en-US users only). Anything else shows as stored.
 */
export function useOptionLabel() {
  const options = api.leads.options.useQuery(undefined, { staleTime: 60_000 });
  const labels = options.data?.labels;
  return useCallback((kind: LeadOptionKind, value: string): string => labels?.[kind][value] ?? value, [labels]);
}
