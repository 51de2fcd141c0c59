// What an uploaded file really is: the extension says what it claims to be, the first bytes must agree.
// Allowed: PNG, JPEG, GIF, WebP, SVG, PDF, DOCX/XLSX/PPTX, TXT, CSV. Anything else, or a mismatch, is refused.

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

interface Kind {
  mime: string;
  matches(bytes: Buffer): boolean;
}

const startsWith = (bytes: Buffer, sig: number[] | string, at = 0) => {
  const s = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return bytes.length >= at + s.length && bytes.subarray(at, at + s.length).equals(s);
};

/** Valid UTF-8 (an optional BOM allowed) without NUL bytes: plain text. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** An Office Open XML package: a ZIP whose entries include the part folder of the format (word/, xl/, ppt/). */
const ooxml = (folder: string) => (bytes: Buffer) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes(Buffer.from(folder, 'latin1'));

const KINDS: Record<string, Kind> = {
  png: { mime: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { mime: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { mime: 'image/gif', matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  webp: { mime: 'image/webp', matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) },
  svg: { mime: 'image/svg+xml', matches: (b) => isText(b) && /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')) },
  pdf: { mime: 'application/pdf', matches: (b) => startsWith(b, '%PDF-') },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: ooxml('word/') },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ooxml('xl/') },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: ooxml('ppt/') },
  txt: { mime: 'text/plain', matches: isText },
  csv: { mime: 'text/csv', matches: isText },
};
KINDS.jpeg = KINDS.jpg!;

export type Detection = { ok: true; mime: string } | { ok: false; reason: 'UNSUPPORTED' | 'MISMATCH' };

/** The MIME type of a file named `name` with these bytes, when its extension is allowed and its content agrees. */
export function detectFileType(name: string, bytes: Buffer): Detection {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const kind = ext ? KINDS[ext] : undefined;
  if (!kind) return { ok: false, reason: 'UNSUPPORTED' };
  if (bytes.length === 0 || !kind.matches(bytes)) return { ok: false, reason: 'MISMATCH' };
  return { ok: true, mime: kind.mime };
}

/** A display name safe to store and show: the last path segment, no control characters, at most 200 characters. */
export function safeFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const ext = /\.[a-z0-9]{1,8}$/i.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}
