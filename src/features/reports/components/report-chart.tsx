import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useAppLocale } from "~/i18n/use-app-locale";
import { FOLDED_ROW_KEY } from "../report-clip";
import type { ReportSection } from "../report-contract";
import { chartValue, formatCell } from "../report-format";

/**
 * A section's chart (Recharts). Loaded with next/dynamic by ReportSectionView only, so Recharts never enters the
 * first-load JS of a page; the table beside it holds the same figures for screen readers, export and print.
 * Colours come from CSS variables set on the wrapper, light and dark (Tailwind's dark variant swaps them).
 */

const PALETTE = 8;
const color = (i: number) => `var(--chart-${(i % PALETTE) + 1})`;
const axis = { fill: "var(--muted-foreground)", fontSize: 12 };

export default function ReportChart({ section }: { section: ReportSection }) {
  const locale = useAppLocale();
  const chart = section.chart;
  if (!chart) return null;
  const labelOf = new Map(section.columns.map((c) => [c.key, c.label]));
  // A clipped section's folded row (report-clip.ts) is the sum of many: as a bar it would flatten every other one.
  const data = section.rows.flatMap((row, index) => {
    if (row.key === FOLDED_ROW_KEY) return [];
    const point: Record<string, string | number | null> = { x: formatCell(row.cells[chart.x], locale), index };
    for (const s of chart.series) point[s] = chartValue(row.cells[s]);
    return [point];
  });
  const tooltip = (
    <Tooltip
      contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", color: "var(--foreground)", borderRadius: 6 }}
      labelStyle={{ color: "var(--foreground)" }}
      cursor={{ fill: "var(--border)", opacity: 0.4 }}
      formatter={(value, name, item) => {
        const key = String(item.dataKey ?? "");
        const row = section.rows[Number((item.payload as { index?: number } | undefined)?.index)];
        return [row ? formatCell(row.cells[key], locale) : String(value), name];
      }}
    />
  );
  const legend = chart.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12, color: "var(--foreground)" }} /> : null;
  const grid = <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />;

  return (
    <div
      className="h-72 w-full [--chart-1:#0f766e] [--chart-2:#c2410c] [--chart-3:#4d7c0f] [--chart-4:#7c3aed] [--chart-5:#b45309] [--chart-6:#0369a1] [--chart-7:#be185d] [--chart-8:#52525b] dark:[--chart-1:#5eead4] dark:[--chart-2:#fdba74] dark:[--chart-3:#bef264] dark:[--chart-4:#c4b5fd] dark:[--chart-5:#fcd34d] dark:[--chart-6:#7dd3fc] dark:[--chart-7:#f9a8d4] dark:[--chart-8:#d4d4d8]"
      aria-hidden
      data-testid="report-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        {chart.type === "line" ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            {grid}
            <XAxis dataKey="x" tick={axis} stroke="var(--border)" />
            <YAxis tick={axis} stroke="var(--border)" width={48} />
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Line key={s} dataKey={s} name={labelOf.get(s) ?? s} stroke={color(i)} strokeWidth={2} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : chart.type === "funnel" ? (
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            {grid}
            <XAxis type="number" tick={axis} stroke="var(--border)" />
            <YAxis type="category" dataKey="x" tick={axis} stroke="var(--border)" width={130} />
            {tooltip}
            {chart.series.map((s, i) => (
              <Bar key={s} dataKey={s} name={labelOf.get(s) ?? s} fill={color(i)} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            {grid}
            <XAxis dataKey="x" tick={axis} stroke="var(--border)" interval="preserveStartEnd" />
            <YAxis tick={axis} stroke="var(--border)" width={48} />
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Bar key={s} dataKey={s} name={labelOf.get(s) ?? s} fill={color(i)} stackId={chart.type === "stacked-bar" ? "stack" : undefined} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
