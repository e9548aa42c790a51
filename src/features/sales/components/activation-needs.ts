import { useState } from "react";
import { useTranslations } from "use-intl";
import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";
import { missingRequirements, type SaleRequirement } from "~/lib/catalog/sale-requirements";
import { api } from "~/utils/api";
import { dateOfDay, dayOf, disclosureComplete, disclosureOf, type DisclosureValues } from "./sale-form-values";
import type { SaleTermsValues } from "./sale-terms-fields";

const DISCLOSURE_FIELDS = ["disclosureAt", "disclosureChannel", "disclosureText"];
const FIELDS_OF: Record<SaleRequirement, string[]> = { installments: ["installments"], vigencia: ["vigenciaStart", "vigenciaEnd"], contractNumber: ["contractNumber"] };

/**
 * What an activation still needs from the user, read from the saved sale (what the server checks): the fields
 * its rule and category require that it lacks, and an insurance sale's disclosure. What they type is kept
 * here; `changes()` is what to save before activating.
 */
export function useActivationNeeds(sale: { id: string; category: string }, activating: boolean) {
  const t = useTranslations("sales.status");
  const insurance = CATEGORY_FAMILY[sale.category as ProductCategory] === "insurance";
  // The carteira row carries neither the disclosure nor every field: read the saved sale.
  const full = api.sales.get.useQuery({ id: sale.id }, { enabled: activating, staleTime: 0, refetchOnWindowFocus: false });
  const requirements = api.sales.requirements.useQuery(
    { productId: full.data?.productId ?? "", soldOn: full.data?.soldOn ?? "" },
    { enabled: activating && full.data !== undefined },
  );
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [terms, setTerms] = useState<SaleTermsValues | null>(null);
  const [disclosure, setDisclosure] = useState<DisclosureValues | null>(null);
  const [lackingErrors, setLackingErrors] = useState<Record<string, string>>({});

  const saved = full.data;
  const missing = activating && saved && requirements.data && savedVersion === null ? missingRequirements(saved, requirements.data.requires) : [];
  const shownTerms: SaleTermsValues = terms ?? {
    contractNumber: saved?.contractNumber ?? "",
    vigenciaStart: dateOfDay(saved?.vigenciaStart),
    vigenciaEnd: dateOfDay(saved?.vigenciaEnd),
    installments: saved?.installments ? String(saved.installments) : "",
  };
  const shownDisclosure = disclosure ?? disclosureOf(saved);
  const needsDisclosure = activating && insurance && saved !== undefined && savedVersion === null && !disclosureComplete(disclosureOf(saved));
  const loading = activating && (full.isPending || (saved !== undefined && requirements.isPending));

  /** Marks what is still empty; true when everything asked for is filled in. */
  function validate(): boolean {
    const lacking: Record<string, string> = {};
    const required = t("requiredField");
    const installments = Number(shownTerms.installments);
    if (missing.includes("installments") && !(Number.isInteger(installments) && installments >= 1 && installments <= 600)) lacking.installments = required;
    if (missing.includes("vigencia") && !shownTerms.vigenciaStart) lacking.vigenciaStart = required;
    if (missing.includes("vigencia") && !shownTerms.vigenciaEnd) lacking.vigenciaEnd = required;
    if (missing.includes("contractNumber") && !shownTerms.contractNumber.trim()) lacking.contractNumber = required;
    if (needsDisclosure) {
      if (!shownDisclosure.at) lacking.disclosureAt = t("disclosureRequired");
      if (!shownDisclosure.channel) lacking.disclosureChannel = t("disclosureRequired");
      if (!shownDisclosure.text.trim()) lacking.disclosureText = t("disclosureRequired");
    }
    setLackingErrors(lacking);
    return Object.keys(lacking).length === 0;
  }

  /** The missing fields as sales.update takes them. */
  function changes() {
    return {
      ...(missing.includes("installments") ? { installments: Number(shownTerms.installments) } : {}),
      ...(missing.includes("vigencia") ? { vigenciaStart: dayOf(shownTerms.vigenciaStart), vigenciaEnd: dayOf(shownTerms.vigenciaEnd) } : {}),
      ...(missing.includes("contractNumber") ? { contractNumber: shownTerms.contractNumber } : {}),
    };
  }

  return {
    sale: saved,
    loading,
    missing,
    terms: shownTerms,
    setTerms: (patch: Partial<SaleTermsValues>) => setTerms({ ...shownTerms, ...patch }),
    disclosure: shownDisclosure,
    setDisclosure,
    needsDisclosure,
    mustSave: missing.length > 0 || needsDisclosure,
    savedVersion,
    markSaved: setSavedVersion,
    lackingErrors,
    validate,
    changes,
    shownFields: [...missing.flatMap((r) => FIELDS_OF[r]), ...(needsDisclosure ? DISCLOSURE_FIELDS : [])],
  };
}
