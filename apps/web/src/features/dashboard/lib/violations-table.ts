import type { ViolationHistoryItem } from '@debtshield/contracts';
import { collectorLabel } from './collector-label';
import { toCsv } from './to-csv';

export const SORTS = ['date', 'value', 'collector', 'type'] as const;
export type Sort = (typeof SORTS)[number];

/** Sorts a copy: newest first, most serious first, or A–Z by collector or type (ties newest first). */
export const sortViolations = (items: readonly ViolationHistoryItem[], sort: Sort): ViolationHistoryItem[] => {
  const byDate = (a: ViolationHistoryItem, b: ViolationHistoryItem) => b.date.localeCompare(a.date);
  const compare: Record<Sort, (a: ViolationHistoryItem, b: ViolationHistoryItem) => number> = {
    date: byDate,
    value: (a, b) => b.severity - a.severity || byDate(a, b),
    collector: (a, b) => collectorLabel(a.collectorName).localeCompare(collectorLabel(b.collectorName)) || byDate(a, b),
    type: (a, b) => a.title.localeCompare(b.title) || byDate(a, b),
  };
  return [...items].sort(compare[sort]);
};

export const collectorsOf = (items: readonly ViolationHistoryItem[]): string[] =>
  [...new Set(items.map((v) => collectorLabel(v.collectorName)).filter(Boolean))].sort((a, b) => a.localeCompare(b));

export const filterByCollector = (items: readonly ViolationHistoryItem[], collector: string): ViolationHistoryItem[] =>
  collector ? items.filter((v) => collectorLabel(v.collectorName) === collector) : [...items];

export const CSV_COLUMNS = ['date', 'collector', 'type', 'title', 'description', 'law', 'letterDate', 'seriousness', 'source', 'evidence'] as const;

export type CsvLabels = Record<(typeof CSV_COLUMNS)[number], string> & {
  addedByYou: string;
  fromLetter: string;
  yes: string;
  no: string;
};

/** my_violations.csv: one row per violation, the columns a person needs to file a complaint. */
export const violationsCsv = (items: readonly ViolationHistoryItem[], l: CsvLabels): string =>
  toCsv(
    [l.date, l.collector, l.type, l.title, l.description, l.law, l.letterDate, l.seriousness, l.source, l.evidence],
    items.map((v) => [
      v.date.slice(0, 10),
      v.collectorName ?? '',
      v.type,
      v.title,
      v.description,
      v.law,
      v.letterDate ?? '',
      v.severity,
      v.source === 'user_added' ? l.addedByYou : l.fromLetter,
      v.hasEvidence ? l.yes : l.no,
    ]),
  );
