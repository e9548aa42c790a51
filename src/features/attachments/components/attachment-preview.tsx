import { useTranslations } from "use-intl";
import { Modal } from "~/components/ui/modal";

/** A PDF in the browser's own viewer, or an image; both fetched inline from the download route. */
export function AttachmentPreview({ file, onClose }: { file: { id: string; fileName: string; contentType: string } | null; onClose: () => void }) {
  const t = useTranslations("attachments");
  const src = file ? `/api/anexos/${file.id}?inline=1` : "";
  return (
    <Modal open={file !== null} title={file ? t("previewTitle", { name: file.fileName }) : ""} onClose={onClose}>
      {file ? (
        <div className="flex flex-col gap-3">
          {file.contentType === "application/pdf" ? (
            <iframe title={file.fileName} src={src} className="h-[70vh] w-full rounded-md border border-border" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a private file behind the session, not an optimisable asset
            <img src={src} alt={file.fileName} className="max-h-[70vh] w-full object-contain" />
          )}
          <a href={`/api/anexos/${file.id}`} download className="self-start text-sm text-primary underline">
            {t("download")}
          </a>
        </div>
      ) : null}
    </Modal>
  );
}
