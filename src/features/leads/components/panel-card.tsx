import { useId, type ReactNode } from "react";

/** A titled card of the lead page's side column. */
export function PanelCard({ title, actions, testId, children }: { title: string; actions?: ReactNode; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
