import { Download, Eye, FileText, Paperclip, Trash2, Upload } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { notifyWithUndo } from "~/components/list/undo-toast";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { Skeleton } from "~/components/ui/skeleton";
import { ATTACHMENT_KINDS, type AttachmentKind, type AttachmentRecord } from "~/lib/catalog/attachments";
import { formatDateTime } from "~/lib/format";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { AttachmentPreview } from "./attachment-preview";
import { formatSize, isPreviewable, uploadFile } from "./upload";

interface Props {
  record: { kind: AttachmentRecord; id: string };
}

/** Files kept on a lead, customer or sale: drop or choose to upload, then preview, download or delete (with undo). */
export function AttachmentsPanel({ record }: Props) {
  const t = useTranslations("attachments");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const list = api.attachments.list.useQuery(record);
  const remove = api.attachments.delete.useMutation();
  const restore = api.attachments.restore.useMutation();
  const [kind, setKind] = useState<AttachmentKind | "">("documento");
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<{ id: string; fileName: string; contentType: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refresh = () => utils.attachments.list.invalidate(record);

  async function send(files: FileList | File[]) {
    if (busy || !files.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        try {
          await uploadFile(record, kind || "documento", file, t("uploadError"));
          notify.success(t("uploaded", { name: file.name }));
        } catch (err) {
          notify.error(`${file.name}: ${(err as Error).message}`);
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
      void refresh();
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files);
  }

  async function onDelete(file: { id: string; version: number; fileName: string }) {
    try {
      await remove.mutateAsync({ id: file.id, version: file.version });
      void refresh();
      notifyWithUndo(t("deleted", { name: file.fileName }), t("undo"), () => {
        restore.mutate({ id: file.id }, { onSettled: () => void refresh(), onError: (err) => notify.error(messageOf(err, t("undoError"))) });
      });
    } catch (err) {
      notify.error(messageOf(err, t("deleteError")));
      void refresh();
    }
  }

  return (
    <section aria-labelledby={`anexos-${record.id}`} data-testid="attachments" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id={`anexos-${record.id}`} className="flex items-center gap-2 text-base font-semibold">
        <Paperclip className="size-4" aria-hidden /> {t("title")}
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachments-drop"
        className={`flex flex-col gap-3 rounded-md border-2 border-dashed p-4 text-sm transition-colors ${dragging ? "border-primary bg-primary/5" : "border-border"}`}
      >
        <p className="text-muted-foreground">{t("dropHint")}</p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            <span>{t("kind")}</span>
            <ChoiceSelect choices={ATTACHMENT_KINDS} labelOf={(k) => t(`kinds.${k}`)} placeholder={t("kindPlaceholder")} value={kind} onValueChange={setKind} className="w-48" />
          </label>
          <input ref={input} id={`anexo-arquivo-${record.id}`} type="file" multiple className="sr-only" onChange={(e) => e.target.files && void send(e.target.files)} aria-label={t("choose")} />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <Upload className="size-4" aria-hidden /> {busy ? t("uploading") : t("choose")}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t("lgpdWarning")}</p>
      </div>
      {list.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(list.error, t("loadError"))}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label={t("title")}>
          {list.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="attachment-row">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium" title={a.fileName}>
                  {a.fileName}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t(`kinds.${a.kind}`)} · {formatSize(a.sizeBytes, locale)} · {a.uploadedByName ?? "—"} · {formatDateTime(a.uploadedAt, locale)}
                </span>
              </div>
              <div className="flex items-center gap-1">
                {isPreviewable(a.contentType) ? (
                  <Button type="button" variant="ghost" size="icon" onClick={() => setPreview(a)} aria-label={t("previewOf", { name: a.fileName })}>
                    <Eye className="size-4" aria-hidden />
                  </Button>
                ) : null}
                <Button asChild variant="ghost" size="icon">
                  <a href={`/api/anexos/${a.id}`} download aria-label={t("downloadOf", { name: a.fileName })}>
                    <Download className="size-4" aria-hidden />
                  </a>
                </Button>
                <Button type="button" variant="ghost" size="icon" onClick={() => void onDelete(a)} aria-label={t("deleteOf", { name: a.fileName })}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AttachmentPreview file={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
