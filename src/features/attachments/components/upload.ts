import type { AttachmentKind, AttachmentRecord } from "~/lib/catalog/attachments";

/** Sends one file to POST /api/anexos (the body is the file); resolves, or rejects with the server's message. */
export async function uploadFile(record: { kind: AttachmentRecord; id: string }, kind: AttachmentKind, file: File, fallback: string): Promise<void> {
  const query = new URLSearchParams({ record: record.kind, id: record.id, kind, name: file.name });
  const res = await fetch(`/api/anexos?${query.toString()}`, { method: "POST", body: file, headers: { "content-type": "application/octet-stream" } });
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? fallback);
}

export function formatSize(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export const isPreviewable = (contentType: string) => contentType === "application/pdf" || contentType.startsWith("image/") && contentType !== "image/heic";
