import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './to-csv';

/** A small RFC 4180 reader, to read back what was written. */
const parse = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
};

describe('toCsv', () => {
  it('writes RFC 4180: quoted fields, doubled quotes, CRLF, commas and line breaks inside cells, a BOM for Excel', () => {
    const csv = toCsv(
      ['type', 'description'],
      [
        ['threat', 'He said "pay, or else"\nthen hung up'],
        ['calls', 'ok'],
      ],
    );
    expect(csv.startsWith('\uFEFF"type","description"\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['type', 'description'],
      ['threat', 'He said "pay, or else"\nthen hung up'],
      ['calls', 'ok'],
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula, and leaves numbers alone', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell('Normal text')).toBe('"Normal text"');
    expect(csvCell(null)).toBe('""');
  });
});
