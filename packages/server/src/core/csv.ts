// Tables written as CSV (RFC 4180, UTF-8 with a byte-order mark so Excel reads the accents, CRLF line ends). A text
// cell that a spreadsheet would take for a formula (starting with = + - @, or a tab or carriage return) is prefixed
// with ' ; a cell that is a plain number is written as the number. Used by the exports and by the CSV downloads.

export type Cell = string | number | null;
export interface Table {
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** The formula-injection guard: text that a spreadsheet would evaluate is prefixed with an apostrophe. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const cellText = (cell: Cell): string =>
  cell == null ? '' : typeof cell === 'number' ? String(cell) : guardFormula(cell);

/** One CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(table: Table): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map((c) => csvField(cellText(c))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The Content-Disposition of a download named `fileName` (ASCII fallback, then the UTF-8 name). */
export const attachmentHeader = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/["\\]/g, '_').replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
