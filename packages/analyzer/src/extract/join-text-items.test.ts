import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { joinTextItems, type TextItemLike } from './join-text-items';
import { openPdf, type PdfHandle } from './open-pdf';

/** A PDF viewport at scale 1 for a US letter page: flips y so the origin is top-left. */
const viewport = { transform: [1, 0, 0, -1, 0, 792], width: 612, height: 792 };
const item = (str: string, x: number, y: number, size = 11, hasEOL = false): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  hasEOL,
});

describe('joinTextItems', () => {
  it('orders items by position, not by stream order, and spaces them by their gaps', () => {
    const items = [
      item('debt collector.', 72 + 22 * 5.5 + 3, 700),
      item('Total amount of the debt now:', 72, 686),
      item('North South Group is a', 72, 700),
      item('$ 2,284.56', 72 + 29 * 5.5 + 2, 686),
    ];
    const { text } = joinTextItems(items, viewport);
    expect(text).toBe('North South Group is a debt collector.\nTotal amount of the debt now: $ 2,284.56');
  });

  it('puts runs on one line when their baselines nearly agree, and joins touching runs without a space', () => {
    const items = [item('Bank of Rock', 72, 700), item('ville', 72 + 12 * 5.5, 700.8), item('Line two', 72, 686)];
    expect(joinTextItems(items, viewport).text).toBe('Bank of Rockville\nLine two');
  });

  it('marks a paragraph break where the gap is clearly larger than the usual line pitch', () => {
    const items = [item('one', 72, 700), item('two', 72, 686), item('three', 72, 672), item('new paragraph', 72, 640), item('five', 72, 626)];
    expect(joinTextItems(items, viewport).text).toBe('one\ntwo\nthree\n\nnew paragraph\nfive');
  });

  it('keeps text drawn twice for fake bold once', () => {
    const items = [item('NOTICE', 72, 700), item('NOTICE', 72.4, 700), item('text', 72, 686)];
    expect(joinTextItems(items, viewport).text).toBe('NOTICE\ntext');
  });

  it('gives every word a box in points from the top-left and its offsets in the text', () => {
    const { text, words } = joinTextItems([item('Pay  $ 50.00', 100, 700, 10)], viewport);
    expect(text).toBe('Pay $ 50.00');
    expect(words.map((w) => w.text)).toEqual(['Pay', '$', '50.00']);
    for (const w of words) expect(text.slice(w.start, w.end)).toBe(w.text);
    expect(words[0]!.bbox).toEqual({ x0: 100, y0: 84, x1: 115, y1: 94 });
    expect(words[0]!.confidence).toBe(1);
  });

  it('falls back to stream order with hasEOL when positions are unusable', () => {
    const broken = (str: string, hasEOL: boolean): TextItemLike => ({ str, transform: [0, 0, 0, 0, 0, 0], width: 0, hasEOL });
    expect(joinTextItems([broken('first', true), broken('second', false)], viewport).text).toBe('first\nsecond');
  });

  it('drops control characters and spells out ligatures', () => {
    expect(joinTextItems([item('\u0000of\uFB01ce\u0007', 72, 700)], viewport).text).toBe('office');
  });
});

describe('joinTextItems on a real PDF text layer (pdf.js)', () => {
  const handles: PdfHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.destroy()));
  });

  it('rebuilds the lines of a page drawn in scrambled order', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const lines = ['North South Group', 'P.O. Box 123456', '', 'Total amount of the debt now: $ 2,284.56'];
    // Draw bottom line first, and the first line in two pieces, right piece first.
    page.drawText(lines[3]!, { x: 72, y: 720 - 3 * 16, size: 12, font });
    page.drawText('Group', { x: 72 + font.widthOfTextAtSize('North South ', 12), y: 720, size: 12, font });
    page.drawText('North South', { x: 72, y: 720, size: 12, font });
    page.drawText(lines[1]!, { x: 72, y: 720 - 16, size: 12, font });
    const handle = await openPdf(await doc.save());
    handles.push(handle);
    const pdfPage = await (await handle.doc()).getPage(1);
    const content = await pdfPage.getTextContent();
    const items: TextItemLike[] = [];
    for (const it of content.items) if ('str' in it) items.push(it);
    const { text, words } = joinTextItems(items, pdfPage.getViewport({ scale: 1 }));
    expect(text).toBe('North South Group\nP.O. Box 123456\n\nTotal amount of the debt now: $ 2,284.56');
    const total = words.find((w) => w.text === 'Total')!;
    expect(total.bbox.x0).toBeCloseTo(72, 0);
    expect(total.bbox.y1).toBeGreaterThan(792 - 720 + 2 * 16);
  });

  it('reads two columns side by side column by column (left, then right), not line across line', () => {
    const y = (n: number) => 700 - 13 * n;
    const items = [
      item('Our information shows the debt', 36, y(0), 9),
      item('How can you dispute the debt?', 316, y(0), 9),
      item('You had a credit card from the', 36, y(1), 9),
      item('Call or write to us by August 28,', 316, y(1), 9),
      item('Bank of Rockville with account', 36, y(2), 9),
      item('2020, to dispute all or part of', 316, y(2), 9),
      item('number 123-456-789.', 36, y(3), 9),
      item('the debt.', 316, y(3), 9),
    ];
    expect(joinTextItems(items, viewport).text).toBe(
      'Our information shows the debt\nYou had a credit card from the\nBank of Rockville with account\nnumber 123-456-789.\n\n' +
        'How can you dispute the debt?\nCall or write to us by August 28,\n2020, to dispute all or part of\nthe debt.',
    );
  });

  it('keeps a table of labels and amounts, and "Label: value" lines, on their lines', () => {
    const y = (n: number) => 700 - 13 * n;
    const table = [
      item('As of January 2, 2017, you owed:', 42, y(0), 9),
      item('$ 2,234.56', 248, y(0), 9),
      item('You were charged in interest:', 42, y(1), 9),
      item('+ $ 75.00', 248, y(1), 9),
      item('You were charged in fees:', 42, y(2), 9),
      item('+ $ 25.00', 248, y(2), 9),
    ];
    expect(joinTextItems(table, viewport).text).toBe(
      'As of January 2, 2017, you owed: $ 2,234.56\nYou were charged in interest: + $ 75.00\nYou were charged in fees: + $ 25.00',
    );
    const labels = [
      item('Original Creditor:', 42, y(0), 9),
      item('Bank of Rockville', 248, y(0), 9),
      item('Current Creditor:', 42, y(1), 9),
      item('LVNV Funding LLC', 248, y(1), 9),
      item('Account Number:', 42, y(2), 9),
      item('ending 6789', 248, y(2), 9),
    ];
    expect(joinTextItems(labels, viewport).text).toBe('Original Creditor: Bank of Rockville\nCurrent Creditor: LVNV Funding LLC\nAccount Number: ending 6789');
  });
});
