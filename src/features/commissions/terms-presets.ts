import type { CommissionTerms, Tranche } from "~/features/commissions/commission-terms.schemas";

/** Builders of terms, shared by the rule editor's presets and the demo rules. */
export const rate = (fromMonth: number, months: number | null, rateBp: number, base: Tranche["base"] = "total"): Tranche => ({ fromMonth, months, kind: "rate", rateBp, fixedCents: null, base });
export const fixed = (fromMonth: number, months: number | null, fixedCents: number): Tranche => ({ fromMonth, months, kind: "fixed", rateBp: null, fixedCents, base: "total" });
export const split = (managerBp = 500) => ({ sellerBp: null, presalesBp: 1_000, referrerBp: 500, managerBp });

/** An insurer's sliding agenciamento recovery (DOMAIN.md §1's example). */
export const SLIDING = [
  { upToMonth: 6, recoverBp: 10_000 },
  { upToMonth: 12, recoverBp: 7_500 },
  { upToMonth: 18, recoverBp: 5_000 },
  { upToMonth: 24, recoverBp: 3_500 },
  { upToMonth: 30, recoverBp: 2_500 },
  { upToMonth: 36, recoverBp: 1_500 },
];

/** Starting points for the rule editor, one per family of DOMAIN.md §1 (the demo rules use the same shapes). */
export const TERMS_PRESETS = {
  // Consórcio: the quota number identifies the sale on the administrator's statements, and estornos are the
  // usual court-accepted exception to CLT art. 466 (DOMAIN.md §1), so they are passed on to CLT sellers too.
  consortium: { tranches: [rate(1, 1, 100), rate(2, 3, 50)], split: split(), clawback: SLIDING, requires: ["contractNumber"], cltPassOnBp: 10_000 },
  insurance: { tranches: [rate(1, null, 2_000, "installment")], split: split(), clawback: SLIDING },
  health: { tranches: [rate(1, 1, 10_000), rate(2, null, 200)], split: split(), clawback: [{ upToMonth: 3, recoverBp: 10_000 }] },
  investments: { tranches: [rate(1, null, 4)], split: split(0), clawback: [] },
  credit: { tranches: [rate(1, 1, 150)], split: split(), clawback: [{ upToMonth: 6, recoverBp: 10_000 }] },
  energy: { tranches: [fixed(1, null, 4_500)], split: split(0), clawback: [] },
} satisfies Record<string, CommissionTerms>;

export type PresetKey = keyof typeof TERMS_PRESETS;
export const PRESET_KEYS = Object.keys(TERMS_PRESETS) as PresetKey[];
