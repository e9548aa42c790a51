/** An accessible determinate progress bar (role=progressbar, aria-valuenow 0–100). */
export function ProgressBar(props: { value: number; label: string; text: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(props.value * 100)));
  return (
    <div className="space-y-2">
      <div role="progressbar" aria-label={props.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={props.text} className="h-3 w-full overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">{props.text}</p>
    </div>
  );
}
