/**
 * A stored file name: what the user called it, made safe to show and to put in a Content-Disposition header —
 * no path, no control or reserved characters, at most 120 characters, and ending in the extension of the type
 * the bytes really are (a "foto.pdf" that is a PNG is saved as "foto.pdf.png").
 */
export function sanitizeFileName(raw: string, ext: string): string {
  const base = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  let name = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (!name.toLowerCase().endsWith(`.${ext}`) && !(ext === "jpg" && /\.jpe?g$/i.test(name))) name = name ? `${name}.${ext}` : `anexo.${ext}`;
  if (name.length > 120) {
    const dot = name.lastIndexOf(".");
    const tail = name.slice(dot);
    name = name.slice(0, 120 - tail.length) + tail;
  }
  return name;
}
