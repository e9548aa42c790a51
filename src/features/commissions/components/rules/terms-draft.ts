import type { useTranslations } from "use-intl";
import { termsSchema, type CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { impliedRequirements } from "~/features/commissions/engine/requirements";
import { mergeRequirements, type SaleRequirement } from "~/lib/catalog/sale-requirements";

/**
 * The terms editor's state: months as typed, rates in basis points as the PercentInputs read them (null
 * while empty or unreadable: the input itself says why), turned into the stored terms only when valid.
 * Error keys are the server's field paths ("terms.tranches.0.rateBp"), so client and server messages land
 * on the same input.
 */
export interface TrancheDraft {
  /** Stable React key for the row. */
  key: string;
  fromMonth: string;
  months: string;
  /** "Enquanto a venda durar": months null. */
  open: boolean;
  kind: "rate" | "fixed";
  rateBp: number | null;
  fixedCents: bigint | null;
  base: "total" | "installment";
}

export interface SplitDraft {
  seller: number | null;
  /** Use the seller's own profile share (sellerBp null). */
  sellerProfile: boolean;
  presales: number | null;
  referrer: number | null;
  manager: number | null;
}

export interface StepDraft {
  key: string;
  upToMonth: string;
  recover: number | null;
}

export interface TermsDraft {
  tranches: TrancheDraft[];
  split: SplitDraft;
  clawback: StepDraft[];
  /** What a sale must carry before activation (beyond what the schedule implies). */
  requires: SaleRequirement[];
  /** Share of an estorno passed on to CLT sellers under this rule; null follows the office's setting. */
  cltPassOnBp: number | null;
}

export type DraftErrors = Record<string, string>;
type TermsT = ReturnType<typeof useTranslations<"commissionRules.terms">>;

let seq = 0;
export const rowKey = () => `row-${++seq}`;

export function emptyTranche(fromMonth = 1): TrancheDraft {
  return { key: rowKey(), fromMonth: String(fromMonth), months: "1", open: false, kind: "rate", rateBp: null, fixedCents: null, base: "total" };
}

export function emptyDraft(): TermsDraft {
  return { tranches: [emptyTranche()], split: { seller: null, sellerProfile: true, presales: 0, referrer: 0, manager: 0 }, clawback: [], requires: [], cltPassOnBp: null };
}

export function draftFromTerms(terms: CommissionTerms): TermsDraft {
  return {
    tranches: terms.tranches.map((t) => ({
      key: rowKey(),
      fromMonth: String(t.fromMonth),
      months: t.months === null ? "" : String(t.months),
      open: t.months === null,
      kind: t.kind,
      rateBp: t.rateBp,
      fixedCents: t.fixedCents === null ? null : BigInt(t.fixedCents),
      base: t.base,
    })),
    split: {
      seller: terms.split.sellerBp,
      sellerProfile: terms.split.sellerBp === null,
      presales: terms.split.presalesBp,
      referrer: terms.split.referrerBp,
      manager: terms.split.managerBp,
    },
    clawback: terms.clawback.map((s) => ({ key: rowKey(), upToMonth: String(s.upToMonth), recover: s.recoverBp })),
    requires: [...(terms.requires ?? [])],
    cltPassOnBp: terms.cltPassOnBp ?? null,
  };
}

const monthOf = (text: string): number | null => (/^\s*\d{1,3}\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** The split's shares in bp as typed so far (empty or unreadable → 0), for the live "Escritório fica com X %". */
export function splitSharesBp(split: SplitDraft): { assigned: number; sellerKnown: boolean } {
  const bp = (value: number | null) => value ?? 0;
  const seller = split.sellerProfile ? 0 : bp(split.seller);
  return { assigned: seller + bp(split.presales) + bp(split.referrer) + bp(split.manager), sellerKnown: !split.sellerProfile };
}

/** Typed terms → stored terms, or the messages to show (our own first, then the shared schema's). */
export function termsFromDraft(draft: TermsDraft, t: TermsT): { terms: CommissionTerms | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const month = (text: string, key: string) => {
    const n = monthOf(text);
    if (n === null) errors[key] = t("invalidMonth");
    return n ?? 1;
  };
  const rate = (bp: number | null, key: string) => {
    if (bp === null) errors[key] = t("invalidRate");
    return bp ?? 0;
  };
  const tranches = draft.tranches.map((row, i) => {
    const at = `terms.tranches.${i}`;
    const fixedCents = row.kind === "fixed" ? (row.fixedCents === null ? null : Number(row.fixedCents)) : null;
    if (row.kind === "fixed" && fixedCents === null) errors[`${at}.fixedCents`] = t("invalidAmount");
    return {
      fromMonth: month(row.fromMonth, `${at}.fromMonth`),
      months: row.open ? null : month(row.months, `${at}.months`),
      kind: row.kind,
      rateBp: row.kind === "rate" ? rate(row.rateBp, `${at}.rateBp`) : null,
      fixedCents,
      base: row.kind === "fixed" ? ("total" as const) : row.base,
    };
  });
  const split = {
    sellerBp: draft.split.sellerProfile ? null : rate(draft.split.seller, "terms.split.sellerBp"),
    presalesBp: rate(draft.split.presales, "terms.split.presalesBp"),
    referrerBp: rate(draft.split.referrer, "terms.split.referrerBp"),
    managerBp: rate(draft.split.manager, "terms.split.managerBp"),
  };
  const clawback = draft.clawback.map((row, i) => ({
    upToMonth: month(row.upToMonth, `terms.clawback.${i}.upToMonth`),
    recoverBp: rate(row.recover, `terms.clawback.${i}.recoverBp`),
  }));
  // Requirements the schedule implies are always stored too, so a rule read later says what it needs.
  const requires = mergeRequirements(draft.requires, impliedRequirements(tranches));
  const parsed = termsSchema.safeParse({ tranches, split, clawback, requires, cltPassOnBp: draft.cltPassOnBp });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = ["terms", ...issue.path.map(String)].join(".");
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length === 0 && parsed.success ? { terms: parsed.data, errors } : { terms: null, errors };
}
