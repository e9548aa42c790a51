import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";

/** Shown once after create/reset: the server never returns this password again. */
export function TemporaryPassword({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t("users.tempPasswordBody", { name })}</p>
      <output data-testid="temporary-password" className="block rounded-md bg-muted px-4 py-3 text-center font-mono text-lg tracking-wider select-all">
        {password}
      </output>
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true));
          }}
        >
          {copied ? t("users.copied") : t("users.copy")}
        </Button>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </div>
    </div>
  );
}
