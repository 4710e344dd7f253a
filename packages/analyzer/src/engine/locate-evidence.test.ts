import { describe, expect, it } from 'vitest';
import { documentFromText } from './analyze';
import { locateEvidence } from './locate-evidence';

/** Page, line and column counted the plain way: the text from the page's start to the span's. */
const counted = (text: string, pageOffsets: number[], start: number) => {
  const page = pageOffsets.filter((o) => o <= start).length - 1;
  const before = text.slice(pageOffsets[page], start);
  return { page: page + 1, line: before.split('\n').length, column: before.length - (before.lastIndexOf('\n') + 1) };
};

describe('locateEvidence', () => {
  it('gives the page, line and column of every offset of a letter', () => {
    const doc = documentFromText('Dear Sir,\n\nYou owe $100.\nPay now.\fPage two\n\n\nends here.\n\fThird\npage');
    const offsets = doc.pages.map((p) => p.offset);
    for (let start = 0; start <= doc.text.length; start++) {
      const span = { start, end: start, text: '' };
      expect(locateEvidence(doc, span), `offset ${start}`).toEqual({ ...span, ...counted(doc.text, offsets, start) });
    }
  });
});
