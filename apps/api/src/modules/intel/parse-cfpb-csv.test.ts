import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectorKey } from './collector-key';
import { aggregateCfpbCsv, createCfpbAggregator, CsvRecordReader } from './parse-cfpb-csv';

const records = (text: string, chunk = text.length): string[][] => {
  const reader = new CsvRecordReader();
  const out: string[][] = [];
  for (let i = 0; i < text.length; i += chunk) reader.push(text.slice(i, i + chunk), (r) => out.push(r));
  reader.end((r) => out.push(r));
  return out;
};

describe('CsvRecordReader (RFC 4180)', () => {
  const text = 'a,b,c\r\n"quoted, comma","with ""quotes""","line\nbreak"\nlast,,\n';
  it('reads quoted commas, doubled quotes, line breaks and empty fields', () => {
    expect(records(text)).toEqual([
      ['a', 'b', 'c'],
      ['quoted, comma', 'with "quotes"', 'line\nbreak'],
      ['last', '', ''],
    ]);
  });
  it('gives the same records whatever the chunk boundaries (a stream may split anywhere, even between two quotes)', () => {
    for (const size of [1, 2, 3, 7]) expect(records(text, size)).toEqual(records(text));
  });
  it('reads a last record without a final line break', () => {
    expect(records('x,y\n1,2')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });
});

describe('collectorKey', () => {
  it('meets the same company however it is written', () => {
    expect(collectorKey('Midland Credit Management, Inc.')).toBe('midland credit management');
    expect(collectorKey('MIDLAND CREDIT MANAGEMENT INC')).toBe('midland credit management');
    expect(collectorKey('The Bureaus, L.L.C.')).toBe('bureaus');
    expect(collectorKey('Portfolio Recovery Associates, LLC')).toBe('portfolio recovery associates');
    expect(collectorKey('Johnson & Rountree')).toBe('johnson and rountree');
  });
});

const CFPB_HEADER =
  'Date received,Product,Sub-product,Issue,Sub-issue,Consumer complaint narrative,Company public response,Company,State,ZIP code,Tags,Consumer consent provided?,Submitted via,Date sent to company,Company response to consumer,Timely response?,Consumer disputed?,Complaint ID';

describe('aggregateCfpbCsv', () => {
  it("reads the CFPB's own headers: debt-collection complaints per company, issues, responses and timely rate", () => {
    const csv = [
      CFPB_HEADER,
      '2024-03-01,Debt collection,Credit card debt,Attempts to collect debt not owed,Debt is not yours,"It said ""pay now"", or else",,"Midland Credit Management, Inc.",CA,90001,,Consent provided,Web,2024-03-01,Closed with explanation,Yes,N/A,1',
      "2024-05-09,Debt collection,Medical debt,Written notification about debt,Didn't receive enough information to verify debt,,,MIDLAND CREDIT MANAGEMENT INC,TX,75001,,,Web,2024-05-09,Closed with explanation,No,N/A,2",
      '2023-12-30,Debt collection,Medical debt,Attempts to collect debt not owed,Debt was paid,,,"Midland Credit Management, Inc.",NY,10001,,,Phone,2023-12-30,In progress,Yes,N/A,3',
      '2024-01-02,Mortgage,Conventional,Trouble during payment process,,,,"Midland Credit Management, Inc.",NY,10001,,,Web,2024-01-02,Closed,Yes,N/A,4',
      '2024-02-02,Debt collection,I do not know,False statements or representation,,,,,NY,10001,,,Web,2024-02-02,Closed,Yes,N/A,5',
    ].join('\n');
    const result = aggregateCfpbCsv(csv);
    expect(result.rowsRead).toBe(5);
    expect(result.rowsCounted).toBe(3);
    expect(result.rowsRejected).toBe(1);
    const midland = result.companies.get('midland credit management');
    expect(midland).toMatchObject({ complaints: 3, timelyYes: 2, timelyKnown: 3, firstReceived: '2023-12-30', lastReceived: '2024-05-09' });
    expect({ ...midland!.issues }).toEqual({ 'Attempts to collect debt not owed': 2, 'Written notification about debt': 1 });
    expect({ ...midland!.responses }).toEqual({ 'Closed with explanation': 2, 'In progress': 1 });
  });

  it('reads the sample file in shared data (snake_case headers, no timely column): counts with no timely rate', () => {
    const sample = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'debt_collection_complaints.csv');
    const result = aggregateCfpbCsv(readFileSync(sample, 'utf8'));
    expect(result.rowsRead).toBe(56);
    expect(result.rowsCounted).toBe(56);
    const total = [...result.companies.values()].reduce((n, c) => n + c.complaints, 0);
    expect(total).toBe(56);
    expect([...result.companies.values()].every((c) => c.timelyKnown === 0)).toBe(true);
  });

  it('refuses a file that is not a complaints file, and never lets a column name reach an object prototype', () => {
    expect(() => aggregateCfpbCsv('name,amount\nx,1\n')).toThrow(/no "company" column/);
    const agg = createCfpbAggregator();
    agg.push(`${CFPB_HEADER}\n2024-01-01,Debt collection,x,__proto__,constructor,,,Acme Collections,CA,1,,,Web,2024-01-01,Closed,Yes,N/A,9\n`);
    const acme = agg.end().companies.get('acme collections');
    expect(acme?.issues['__proto__']).toBe(1);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
  it('counts by year, reads day-first dashed dates, and with dedupe counts a complaint ID once across files', () => {
    const header = 'Complaint ID,Date_received,Product,Issue,Company';
    const agg = createCfpbAggregator({ dedupe: true });
    agg.push(`${header}\n1,27-04-2023,Debt collection,Written notification about debt,Acme Collections\n2,2022-01-05,Debt collection,x,Acme Collections\n`);
    agg.nextFile();
    // The second file repeats complaint 2 and brings complaint 3, with its own header order.
    agg.push(
      `Company,Product,Date received,Complaint ID,Issue\nAcme Collections,Debt collection,2022-01-05,2,x\nAcme Collections,Debt collection,01/02/2022,3,x\n`,
    );
    const result = agg.end();
    const acme = result.companies.get('acme collections');
    expect(acme?.complaints).toBe(3);
    expect(result.rowsDuplicate).toBe(1);
    expect({ ...acme?.years }).toEqual({ '2022': 2, '2023': 1 });
    expect(acme?.lastReceived).toBe('2023-04-27');
    // Without dedupe (one full file: IDs are unique already) nothing is remembered.
    const plain = createCfpbAggregator();
    plain.push(`${header}\n2,2022-01-05,Debt collection,x,Acme\n2,2022-01-05,Debt collection,x,Acme\n`);
    expect(plain.end().companies.get('acme')?.complaints).toBe(2);
  });
});
