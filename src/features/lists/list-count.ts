import { COUNT_CAP } from "./operands";

/** "1.234" or, past the cap, "10.000+" (pt-BR grouping by default). */
export function formatListCount(count: { count: number; capped: boolean }, locale = "pt-BR"): string {
  const n = count.capped ? Math.max(count.count, COUNT_CAP) : count.count;
  return `${new Intl.NumberFormat(locale).format(n)}${count.capped ? "+" : ""}`;
}
