// The export files: a table of text cells written as CSV (core/csv.ts) or as an XLSX workbook (exceljs), with the
// same formula guard: a text cell a spreadsheet would evaluate is prefixed with ' ; a plain number stays a number.
import ExcelJS from 'exceljs';
import { guardFormula, type Cell, type Table } from '../../core/csv.ts';

export { csvField, guardFormula, toCsv, type Cell, type Table } from '../../core/csv.ts';

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
