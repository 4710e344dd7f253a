/**
 * Prints a synthetic report in its bureau's own labels and date style, as page texts, then as a
 * PDF with a text layer (pdf-lib) and as scanned/photographed pages (the analyzer's fixture
 * renderer: 300-dpi sheets, then a phone photo's skew, blur and seeded noise).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { imageOnlyPdf, renderPhoto, renderScan } from '@debtshield/analyzer/render-fixtures';
import { LAYOUTS, type BureauLayout } from '../bureau-layouts';
import { formatNamed, formatNamedMonth, formatUs, formatUsMonth, MONTHS } from '../dates';
import type { AccountFieldKey } from '../bureau-layouts';
import { truthRemoval, type TruthAccount, type TruthReport } from './generate-report';

const LINES_PER_PAGE = 52;
const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

const label = (layout: BureauLayout, key: AccountFieldKey): string => layout.account[key]![0]!;

const dateOf = (layout: BureauLayout, iso: string): string => (layout.dateStyle === 'us' ? formatUs(iso) : formatNamed(iso));
const monthOfDate = (layout: BureauLayout, iso: string): string => (layout.dateStyle === 'us' ? formatUsMonth(iso) : formatNamedMonth(iso));

/** Two label/value pairs on one line, the second in a column. */
const pair = (a: string, b?: string): string => (b ? `${a.padEnd(44)}${b}` : a);

const printedNumber = (layout: BureauLayout, n: string): string => (layout.fullAccountNumbers ? n : `${'X'.repeat(n.length - 4)}${n.slice(-4)}`);

const accountLines = (layout: BureauLayout, a: TruthAccount): string[] => {
  const sep = layout.dateStyle === 'us' ? ': ' : ' ';
  const f = (key: AccountFieldKey, value: string) => `${label(layout, key)}${sep}${value}`;
  const lines = [a.creditor];
  lines.push(pair(f('accountNumber', printedNumber(layout, a.accountNumber)), f('type', layout.typeText[a.type])));
  lines.push(f('status', layout.statusText[a.status]));
  if (a.originalCreditor) lines.push(f('originalCreditor', a.originalCreditor));
  lines.push(pair(f('balance', money(a.balance)), a.creditLimit !== undefined ? f('creditLimit', money(a.creditLimit)) : undefined));
  lines.push(pair(f('pastDue', money(a.pastDue)), a.chargeOffAmount !== undefined ? f('chargeOffAmount', money(a.chargeOffAmount)) : undefined));
  lines.push(pair(f('opened', dateOf(layout, a.opened)), a.lastPayment ? f('lastPayment', dateOf(layout, a.lastPayment)) : undefined));
  if (a.dofd) {
    if (layout.account.dofd) lines.push(f('dofd', dateOf(layout, a.dofd)));
    else lines.push(f('removal', monthOfDate(layout, truthRemoval(a)!)));
  }
  if (a.remarks) lines.push(f('remarks', a.remarks));
  if (a.history.length > 0) {
    lines.push(label(layout, 'history'));
    lines.push(`Year ${MONTHS.join(' ')}`);
    const years = [...new Set(a.history.map((h) => h.month.slice(0, 4)))];
    for (const year of years) {
      const cells = MONTHS.map((_, i) => {
        const h = a.history.find((x) => x.month === `${year}-${String(i + 1).padStart(2, '0')}`);
        return !h || h.code === 'ND' ? layout.noData : h.code;
      });
      lines.push(`${year} ${cells.join(' ')}`);
    }
  }
  lines.push('');
  return lines;
};

/** The report as page texts, in print order. */
export const reportPages = (truth: TruthReport): string[] => {
  const layout = LAYOUTS[truth.bureau];
  const sep = layout.dateStyle === 'us' ? ': ' : ' ';
  const p = layout.personal;
  const lines: string[] = [layout.title, `${layout.reportDate[0]}${sep}${dateOf(layout, truth.reportDate)}`, ''];
  lines.push(layout.sections.personal[0]!);
  lines.push(`${p.name[0]}${sep}${truth.personal.names[0]}`);
  for (const aka of truth.personal.names.slice(1)) lines.push(`${p.aka[0]}${sep}${aka}`);
  lines.push(`${p.ssn[0]}${sep}XXX-XX-${truth.personal.ssnLast4}`);
  lines.push(`${p.birthYear[0]}${sep}${truth.personal.birthYear}`);
  truth.personal.addresses.forEach((address, i) => lines.push(`${(i === 0 ? p.currentAddress : p.previousAddress)[0]}${sep}${address}`));
  for (const e of truth.personal.employers) lines.push(`${p.employer[0]}${sep}${e}`);
  lines.push('');
  const blocks: string[][] = [[layout.sections.accounts[0]!]];
  for (const a of truth.accounts.filter((x) => x.kind === 'account')) blocks.push(accountLines(layout, a));
  blocks.push([layout.sections.collections[0]!]);
  for (const a of truth.accounts.filter((x) => x.kind === 'collection')) blocks.push(accountLines(layout, a));
  blocks.push([layout.sections.inquiries[0]!]);
  for (const q of truth.inquiries)
    blocks.push([pair(`${layout.inquiry.company[0]}${sep}${q.company}`, `${layout.inquiry.date[0]}${sep}${dateOf(layout, q.date)}`)]);
  blocks.push(['', layout.sections.publicRecords[0]!]);
  if (truth.publicRecords.length === 0) blocks.push(['None reported']);
  for (const pr of truth.publicRecords) {
    const r = layout.record;
    blocks.push([
      `${r.recordType[0]}${sep}${pr.recordType}`,
      `${r.court[0]}${sep}${pr.court}`,
      pair(`${r.filed[0]}${sep}${dateOf(layout, pr.filed)}`, `${r.status[0]}${sep}${pr.status}`),
      `${r.reference[0]}${sep}${'X'.repeat(pr.reference.length - 4)}${pr.reference.slice(-4)}`,
    ]);
  }
  // Pages: blocks are never split (an account stays on one page).
  const pages: string[][] = [lines];
  for (const block of blocks) {
    const page = pages[pages.length - 1]!;
    if (page.length + block.length > LINES_PER_PAGE) pages.push([...block]);
    else page.push(...block);
  }
  return pages.map((page, i) => [...page, '', `Page ${i + 1} of ${pages.length}`].join('\n'));
};

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** A PDF with a text layer, one report page per PDF page (Courier, so columns line up as printed). */
export const textPdf = async (pages: readonly string[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer('DebtShield synthetic credit report');
  const font = await doc.embedFont(StandardFonts.Courier);
  for (const text of pages) {
    const page = doc.addPage([612, 792]);
    text.split('\n').forEach((line, i) => {
      if (line.trim()) page.drawText(line, { x: 40, y: 752 - i * 13.5, size: 9, font });
    });
  }
  return doc.save({ useObjectStreams: false });
};

/**
 * The pages as photographed scans (skewed 1 to 2.2 degrees either way, blurred, noisy JPEGs; sans or
 * serif type by the seed), in an image-only PDF and as images.
 */
export const scannedReport = async (pages: readonly string[], seed: number): Promise<{ images: Buffer[]; pdf: Uint8Array }> => {
  const sheets = await renderScan(pages.join('\f'), { fontSizePt: 10, minFontSizePt: 8, fontFamily: seed % 2 ? 'DejaVu Serif' : 'DejaVu Sans' });
  const images = await Promise.all(
    sheets.map((png, i) =>
      renderPhoto(png, { seed: seed + i, angle: ((seed + i) % 2 ? 1 : -1) * (1 + ((seed + i) % 3) * 0.6), noiseSigma: 5 + ((seed + i) % 4) }),
    ),
  );
  return { images, pdf: await imageOnlyPdf(images) };
};
