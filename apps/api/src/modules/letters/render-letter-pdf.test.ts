import { extractDocument } from '@debtshield/analyzer';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageStarts, renderLetterPdf, wrap } from './render-letter-pdf';

const font = async () => (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);

describe('renderLetterPdf', () => {
  it('cuts a 50,000-letter word into lines that fit, losing nothing', async () => {
    const f = await font();
    const word = 'x'.repeat(50_000);
    const lines = wrap(`before ${word} after`, f, 468);
    expect(lines.every((l) => f.widthOfTextAtSize(l, 11) <= 468)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe(`before${word}after`);
    expect((await renderLetterPdf(word)).length).toBeGreaterThan(1000);
  });

  it('keeps the closing and the signature block with the paragraph before them, never alone on a page', () => {
    const body = Array.from({ length: 44 }, (_, i) => `Line ${i + 1} of the letter.`);
    const lines = [
      ...body,
      '',
      'This is the last paragraph of the letter,',
      'and it goes on for a second line.',
      '',
      'Sincerely,',
      '',
      '',
      '______________________________',
      'Jordan Example',
      '',
      'Sent by certified mail, return receipt requested.',
    ];
    const starts = pageStarts(lines, 50);
    expect(starts).toHaveLength(2);
    expect(lines[starts[1]!]).toBe('This is the last paragraph of the letter,');
    // Without a closing, plain pagination.
    expect(pageStarts(body.concat(body), 50)).toEqual([0, 50]);
  });

  it('prints the signature on the page of the closing paragraph, read back from the PDF', async () => {
    const paragraphs = Array.from(
      { length: 14 },
      (_, i) => `Paragraph ${i + 1}: the collector must stop collecting until it mails verification of the debt to me, as the law requires.`,
    );
    const text = [
      ...paragraphs,
      'Please send me everything in writing at the address above.',
      'Sincerely,',
      '',
      '',
      '______________________________',
      'Jordan Example',
    ].join('\n\n');
    const pdf = await renderLetterPdf(text);
    const doc = await extractDocument([{ bytes: pdf, mimeType: 'application/pdf' }]);
    const last = doc.pages[doc.pages.length - 1]!.text;
    expect(last).toContain('Jordan Example');
    expect(last).toContain('Please send me everything in writing');
  });
});
