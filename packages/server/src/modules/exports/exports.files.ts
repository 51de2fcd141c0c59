// The export files: a table of text cells written as CSV (RFC 4180, UTF-8 with a byte-order mark so Excel reads
// the accents, CRLF line ends) or as an XLSX workbook (exceljs). A text cell that a spreadsheet would take for a
// formula (starting with = + - @, or a tab or carriage return) is prefixed with ' ; a cell that is a plain
// number (a metric's value, negative ones included) is written as the number.
import ExcelJS from 'exceljs';

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

export async function toXlsx(table: Table, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ascent';
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Export');
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(row.map((c) => (c == null ? null : typeof c === 'number' ? c : guardFormula(c))));
  sheet.columns.forEach((col) => {
    col.width = 18;
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** Reads an XLSX file back to rows of cell values (tests, checks). */
export async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v == null ? null : typeof v === 'number' ? v : String(v))));
  });
  return rows;
}
