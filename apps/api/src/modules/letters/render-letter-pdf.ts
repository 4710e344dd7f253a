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

const REPLACEMENTS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u00A0': ' ', '\u2022': '-', '\u2610': '[ ]', '\u2611': '[x]', '\u2192': '->', '\t': '    ' };

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

const wrap = (line: string, font: PDFFont, width: number): string[] => {
  if (line.trim() === '') return [''];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width) current = candidate;
    else {
      if (current) out.push(current);
      // A single word wider than the line (a URL) is cut where it fits.
      let rest = word;
      while (font.widthOfTextAtSize(rest, SIZE) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), SIZE) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
  }
  if (current) out.push(current);
  return out;
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
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
      if (line) page.drawText(line, { x: MARGIN, y: PAGE.height - MARGIN - i * LEADING, size: SIZE, font });
    });
    if (pages > 1) {
      const label = `Page ${p + 1} of ${pages}`;
      page.drawText(label, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 9), y: MARGIN / 2, size: 9, font });
    }
  }
  return pdf.save();
};
