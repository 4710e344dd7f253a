/**
 * The CFPB's consumer complaint database as it publishes it (complaints.csv), read as a stream and
 * aggregated per company: counts of complaints, issues, sub-issues, company responses and timely
 * responses, and the first and last date received. Narratives are never kept. Only debt-collection
 * complaints count. RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
 *
 * The CFPB's headers ("Date received", "Product", "Sub-issue", "Company", "Timely response?", …) and
 * the snake_case form of the same columns (date_received, sub_issue, …) are both read.
 */
import { collectorKey } from './collector-key';

export type CompanyAggregate = {
  companyKey: string;
  companyName: string;
  complaints: number;
  timelyYes: number;
  timelyKnown: number;
  issues: Record<string, number>;
  subIssues: Record<string, number>;
  responses: Record<string, number>;
  /** { "2024": count } by the year received. */
  years: Record<string, number>;
  firstReceived: string | null;
  lastReceived: string | null;
};

export type CfpbImport = {
  companies: Map<string, CompanyAggregate>;
  rowsRead: number;
  rowsCounted: number;
  /** Rows skipped because a required column was empty or malformed. */
  rowsRejected: number;
  /** Debt-collection rows skipped because their complaint ID was already counted (several copies of one file read together). */
  rowsDuplicate: number;
};

const COLUMN_ALIASES: Record<string, string> = {
  'date received': 'date_received',
  product: 'product',
  issue: 'issue',
  'sub-issue': 'sub_issue',
  'sub issue': 'sub_issue',
  company: 'company',
  'company response to consumer': 'company_response',
  'company response': 'company_response',
  'timely response?': 'timely_response',
  'timely response': 'timely_response',
  'complaint id': 'complaint_id',
};

const canonicalColumn = (header: string): string => {
  const h = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
  return COLUMN_ALIASES[h] ?? COLUMN_ALIASES[h.replace(/_/g, ' ')] ?? h.replace(/[\s-]+/g, '_');
};

/** A streaming RFC 4180 record splitter: feed text chunks, get complete records. */
export class CsvRecordReader {
  private field = '';
  private record: string[] = [];
  private inQuotes = false;
  /** A quote seen inside a quoted field: either the closing quote or the first of a doubled pair. */
  private quotePending = false;
  /** Longest field accepted (a narrative is a few thousand characters; a broken file must not eat memory). */
  constructor(private readonly maxFieldLength = 200_000) {}

  push(chunk: string, onRecord: (fields: string[]) => void): void {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (this.quotePending) {
        this.quotePending = false;
        if (c === '"') {
          this.field += '"';
          continue;
        }
        this.inQuotes = false;
      }
      if (this.inQuotes) {
        if (c === '"') this.quotePending = true;
        else this.append(c);
        continue;
      }
      if (c === '"' && this.field.length === 0) this.inQuotes = true;
      else if (c === ',') this.endField();
      else if (c === '\n') this.endRecord(onRecord);
      else if (c !== '\r') this.append(c);
    }
  }

  end(onRecord: (fields: string[]) => void): void {
    if (this.quotePending) {
      this.quotePending = false;
      this.inQuotes = false;
    }
    if (this.field.length > 0 || this.record.length > 0) this.endRecord(onRecord);
  }

  private append(c: string): void {
    if (this.field.length < this.maxFieldLength) this.field += c;
  }

  private endField(): void {
    this.record.push(this.field);
    this.field = '';
  }

  private endRecord(onRecord: (fields: string[]) => void): void {
    this.endField();
    const fields = this.record;
    this.record = [];
    if (!(fields.length === 1 && fields[0] === '')) onRecord(fields);
  }
}

const bump = (counts: Record<string, number>, key: string): void => {
  if (key) counts[key] = (counts[key] ?? 0) + 1;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Day first with dashes (27-04-2023): how some re-saved copies of the file write it. */
const DMY_DASH = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const isoDate = (value: string): string | null => {
  const v = value.trim();
  const iso = ISO_DATE.exec(v);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = US_DATE.exec(v);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  const dmy = DMY_DASH.exec(v);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return null;
};

/** Debt-collection complaints only (the CFPB's product "Debt collection"; older files add a sub-product). */
const isDebtCollection = (product: string): boolean => /debt collection/i.test(product);

export type CfpbAggregator = {
  push: (chunk: string) => void;
  end: () => CfpbImport;
  /** Starts a new file (its own header row); the counts go on. */
  nextFile: () => void;
  /** The row counts so far. */
  stats: () => Omit<CfpbImport, 'companies'>;
};

/**
 * `dedupe`: count each complaint ID once across every file pushed (the bundled sample is read from
 * several public copies of the database, some of which overlap).
 */
export const createCfpbAggregator = (options: { dedupe?: boolean } = {}): CfpbAggregator => {
  let reader = new CsvRecordReader();
  const seen = options.dedupe ? new Set<string>() : null;
  let rowsDuplicate = 0;
  const companies = new Map<string, CompanyAggregate>();
  let columns: Record<string, number> | null = null;
  let rowsRead = 0;
  let rowsCounted = 0;
  let rowsRejected = 0;

  const onRecord = (fields: string[]): void => {
    if (!columns) {
      columns = Object.fromEntries(fields.map((h, i) => [canonicalColumn(h), i]));
      for (const required of ['company', 'product', 'date_received']) {
        if (columns[required] === undefined) throw new Error(`not a CFPB complaints file: no "${required}" column`);
      }
      return;
    }
    rowsRead++;
    const col = (name: string): string => {
      const i = columns![name];
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    if (!isDebtCollection(col('product'))) return;
    const company = col('company');
    const received = isoDate(col('date_received'));
    const key = company ? collectorKey(company) : '';
    if (!key || !received) {
      rowsRejected++;
      return;
    }
    if (seen) {
      const id = col('complaint_id');
      if (id) {
        if (seen.has(id)) {
          rowsDuplicate++;
          return;
        }
        seen.add(id);
      }
    }
    rowsCounted++;
    let agg = companies.get(key);
    if (!agg) {
      agg = {
        companyKey: key,
        companyName: company,
        complaints: 0,
        timelyYes: 0,
        timelyKnown: 0,
        issues: Object.create(null) as Record<string, number>,
        subIssues: Object.create(null) as Record<string, number>,
        responses: Object.create(null) as Record<string, number>,
        years: Object.create(null) as Record<string, number>,
        firstReceived: null,
        lastReceived: null,
      };
      companies.set(key, agg);
    }
    agg.complaints++;
    bump(agg.issues, col('issue'));
    bump(agg.subIssues, col('sub_issue'));
    bump(agg.responses, col('company_response'));
    bump(agg.years, received.slice(0, 4));
    const timely = col('timely_response').toLowerCase();
    if (timely === 'yes' || timely === 'no') {
      agg.timelyKnown++;
      if (timely === 'yes') agg.timelyYes++;
    }
    if (!agg.firstReceived || received < agg.firstReceived) agg.firstReceived = received;
    if (!agg.lastReceived || received > agg.lastReceived) agg.lastReceived = received;
  };

  return {
    push: (chunk) => reader.push(chunk, onRecord),
    stats: () => ({ rowsRead, rowsCounted, rowsRejected, rowsDuplicate }),
    nextFile: () => {
      reader.end(onRecord);
      if (!columns) throw new Error('the file is empty');
      reader = new CsvRecordReader();
      columns = null;
    },
    end: () => {
      reader.end(onRecord);
      if (!columns) throw new Error('the file is empty');
      return { companies, rowsRead, rowsCounted, rowsRejected, rowsDuplicate };
    },
  };
};

/** Parses a whole CSV text (tests, small files). */
export const aggregateCfpbCsv = (text: string): CfpbImport => {
  const agg = createCfpbAggregator();
  agg.push(text);
  return agg.end();
};
