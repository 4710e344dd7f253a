import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * A print-ready US-Letter PDF of a plain-text letter: 1-inch margins, Times 11 pt, wrapped,
 * paginated with page numbers. Standard fonts keep the text extractable by `pdftotext`; characters
 * outside WinAnsi are replaced by their closest ASCII form instead of failing.
 */
const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const SIZE = 11;
const LEADING = 14.5;

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2022': '-',
  '\u2610': '[ ]',
  '\u2611': '[x]',
  '\u2192': '->',
  '\t': '    ',
};

/** Keeps what Times (WinAnsi) can draw; decomposes accents where it cannot. */
export const toWinAnsi = (text: string, font: PDFFont): string =>
  Array.from(text.replace(/\r\n?/g, '\n'))
    .map((ch) => {
      if (ch === '\n') return ch;
      const replaced = REPLACEMENTS[ch] ?? ch;
      try {
        font.encodeText(replaced);
        return replaced;
      } catch {
        const plain = replaced.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          return '?';
        }
      }
    })
    .join('');

/**
 * Cuts a word wider than the line (a URL, or 50,000 letters pasted in) where it fits, measuring each
 * character once: linear in the word's length (measuring ever-shorter prefixes was cubic and froze the server).
 */
const cutLongWord = (word: string, font: PDFFont, width: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const ch of word) {
    const w = font.widthOfTextAtSize(ch, SIZE);
    if (used + w > width && piece.length > 0) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += ch;
    used += w;
  }
  pieces.push(piece);
  return pieces;
};

export const wrap = (line: string, font: PDFFont, width: number): string[] => {
  if (line.trim() === '') return [''];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width) current = candidate;
    else {
      if (current) out.push(current);
      if (font.widthOfTextAtSize(word, SIZE) <= width) current = word;
      else {
        const pieces = cutLongWord(word, font, width);
        out.push(...pieces.slice(0, -1));
        current = pieces[pieces.length - 1] ?? '';
      }
    }
  }
  if (current) out.push(current);
  return out;
};

const CLOSING = /^(sincerely|respectfully|respectfully yours|yours truly|very truly yours|regards|best regards|atentamente)[,.]?$/i;

/**
 * Where each page starts. The closing ("Sincerely,"), the signature block under it, and the paragraph
 * before them stay on one page: a signature alone on its own page is no signature (issue 13).
 */
export const pageStarts = (lines: readonly string[], perPage: number): number[] => {
  const starts: number[] = [0];
  const closing = lines.findLastIndex((l) => CLOSING.test(l.trim()));
  let keepFrom = -1;
  if (closing > 0) {
    // Back to the start of the paragraph before the closing (the line after the blank line before it).
    let i = closing - 1;
    while (i > 0 && lines[i]!.trim() === '') i--;
    while (i > 0 && lines[i - 1]!.trim() !== '') i--;
    if (lines.length - i <= perPage) keepFrom = i;
  }
  while (lines.length - starts[starts.length - 1]! > perPage) {
    let next = starts[starts.length - 1]! + perPage;
    if (keepFrom > starts[starts.length - 1]! && keepFrom < next && next < lines.length) next = keepFrom;
    starts.push(next);
  }
  return starts;
};

export const renderLetterPdf = async (text: string, options: { title?: string } = {}): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title ?? 'Letter');
  pdf.setProducer('DebtShield');
  pdf.setCreator('DebtShield');
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const width = PAGE.width - 2 * MARGIN;
  const lines = toWinAnsi(text, font)
    .split('\n')
    .flatMap((line) => wrap(line, font, width));
  const perPage = Math.floor((PAGE.height - 2 * MARGIN) / LEADING);
  const starts = pageStarts(lines, perPage);
  const pages = starts.length;
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.slice(starts[p], starts[p + 1] ?? lines.length).forEach((line, i) => {
      if (line) page.drawText(line, { x: MARGIN, y: PAGE.height - MARGIN - i * LEADING, size: SIZE, font });
    });
    if (pages > 1) {
      const label = `Page ${p + 1} of ${pages}`;
      page.drawText(label, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 9), y: MARGIN / 2, size: 9, font });
    }
  }
  return pdf.save();
};
