import { describe, expect, it } from 'vitest';
import { firstIn, matchesIn, vnDoc } from './vn-doc';

describe('vn-doc searches', () => {
  // Long enough (> 4096 characters) that whole-text searches run in place with the cached global regex.
  const para = 'The account number is on file. Please dispute the debt in writing. ';
  const text = Array.from({ length: 11 }, () => para).join('') + 'Filler text without the word. '.repeat(200) + para;
  const DISPUTE = /\bdispute\b/i;

  it('finds every match after a long search that stopped early (lastIndex is not carried over)', () => {
    const d = vnDoc(text);
    expect(d.text.length).toBeGreaterThan(4096);
    const all = matchesIn(d, DISPUTE).length;
    expect(all).toBe(12);
    // A long search stopped at its first match leaves the global regex's lastIndex behind it…
    expect(firstIn(d, DISPUTE, { start: 5000, end: d.text.length })).toBeDefined();
    // …which must not make the next (small) search skip the first matches.
    const small = { start: 0, end: 11 * para.length };
    expect(matchesIn(d, DISPUTE, small)).toHaveLength(11);
    expect(firstIn(d, DISPUTE, small)?.start).toBe(d.text.indexOf('dispute'));
    // A long range stopped at its end, then the whole text again.
    expect(matchesIn(d, DISPUTE, { start: 0, end: 4200 }).length).toBeGreaterThan(0);
    expect(matchesIn(d, DISPUTE, small)).toHaveLength(11);
    expect(matchesIn(d, DISPUTE)).toHaveLength(all);
  });

  it('keeps a pattern that itself has the global flag reusable', () => {
    const d = vnDoc(text);
    const G = /\bdispute\b/gi;
    G.lastIndex = 50;
    expect(matchesIn(d, G, { start: 0, end: 11 * para.length })).toHaveLength(11);
    expect(matchesIn(d, G, { start: 0, end: 11 * para.length })).toHaveLength(11);
  });

  it('retries a match that runs past the end of a long range on the range alone', () => {
    const d = vnDoc(text);
    const at = d.text.lastIndexOf('dispute the debt');
    // The pattern's longer alternative runs past the range's end; the shorter one fits.
    const hits = matchesIn(d, /dispute(?: the debt)?/i, { start: 0, end: at + 'dispute'.length });
    expect(hits.at(-1)).toEqual({ start: at, end: at + 'dispute'.length });
  });
});
