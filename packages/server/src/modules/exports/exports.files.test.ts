// The export files' cell rules: RFC 4180 quoting, the formula-injection guard, numbers left as numbers.
import { describe, expect, it } from 'vitest';
import { csvField, guardFormula, readXlsx, toCsv, toXlsx } from './exports.files.ts';

describe('export files', () => {
  it('quotes a CSV field only when it holds a comma, a quote or a line break', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('guards text a spreadsheet would evaluate', () => {
    for (const v of ['=1+1', '+1', '-x', '@SUM(A1)', '\tx', '\rx']) expect(guardFormula(v)).toBe(`'${v}`);
    for (const v of ['Revenue', '1-2', 'a=b', '']) expect(guardFormula(v)).toBe(v);
  });

  it('writes CSV with a BOM and CRLF, numbers unguarded, empty cells empty', () => {
    const csv = toCsv({ header: ['A', 'B', 'C'], rows: [[-5, '=cmd', null]] }).toString('utf8');
    expect(csv).toBe("\uFEFFA,B,C\r\n-5,'=cmd,\r\n");
  });

  it('writes XLSX that reads back to the same cells', async () => {
    const bytes = await toXlsx(
      {
        header: ['A', 'B'],
        rows: [
          [-5, '@x'],
          ['é', 2.5],
        ],
      },
      'Sheet: one/two',
    );
    expect(await readXlsx(bytes)).toEqual([
      ['A', 'B'],
      [-5, "'@x"],
      ['é', 2.5],
    ]);
  });
});
