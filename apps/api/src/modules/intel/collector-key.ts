/**
 * One key per company name, so "Midland Credit Management, Inc." in a letter and "MIDLAND CREDIT
 * MANAGEMENT INC" in the CFPB's data meet: lower case, "&" as "and", punctuation out, legal-form
 * suffixes and a leading "the" dropped.
 */
const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'l l c',
  'llp',
  'lp',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'pllc',
  'pc',
  'pa',
  'plc',
  'na',
  'n a',
]);

export const collectorKey = (name: string): string => {
  let words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words = words.slice(1);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words = words.slice(0, -1);
  // "l l c" and "n a" spelt out letter by letter.
  const joined = words.join(' ').replace(/\s+(l\s+l\s+c|n\s+a)$/, '');
  return joined;
};

/** The intel columns of an analysis, from its summary ('' when the letter names no collector). */
export const intelColumns = (summary: {
  collectorName?: string | null;
  findings?: readonly { id: string }[];
}): { collectorKey: string; collectorName: string | null; findingIds: string[] } => ({
  collectorKey: summary.collectorName ? collectorKey(summary.collectorName) : '',
  collectorName: summary.collectorName || null,
  findingIds: [...new Set((summary.findings ?? []).map((f) => f.id))],
});
