import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog>: focus is trapped and Esc closes it. Issue 3 replaces this
 * with the Radix dialog of the design system.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-6 shadow-xl backdrop:bg-black/40"
    >
      {open ? (
        <>
          <h2 id="modal-title" className="mb-4 text-lg font-semibold text-foreground">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
