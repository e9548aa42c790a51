import { useRef, useState } from "react";
import { notify } from "~/components/toast/notify";
import { ImportRequestError } from "./import-api";

/**
 * Runs a wizard step's request one at a time: busy while it runs, its error shown (and toasted) in the
 * server's words, or the network or generic message when the server gave none.
 */
export function useStepRunner(messages: { network: string; generic: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: a second click in the same frame must see the first one already running.
  const running = useRef(false);

  const guarded = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      const message = e instanceof ImportRequestError && e.message ? e.message : e instanceof ImportRequestError && e.status === null ? messages.network : messages.generic;
      setError(message);
      notify.error(message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, error, setError, guarded, isRunning: () => running.current };
}

/** "Etapa 2 de 3: …" for screen readers as it changes, and the last step's error. */
export function StepStatus({ text, error }: { text: string; error: string | null }) {
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
      {error ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
