import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITATION_KEPT_CHARS, Citation, citationGroups, TextWithCitation } from './citation';

/** The parts kept on one line (each in a `whitespace-nowrap` span). */
const kept = (container: HTMLElement): string[] => [...container.querySelectorAll('.whitespace-nowrap')].map((e) => e.textContent ?? '');

describe('a citation kept together (decision 264)', () => {
  it('keeps each citation of a list on one line, and lets the list wrap between citations', () => {
    const { container } = render(<Citation text="15 U.S.C. 1692g(a)(3); 12 CFR 1006.34(c)(2)(viii)" />);
    expect(container).toHaveTextContent('15 U.S.C. 1692g(a)(3); 12 CFR 1006.34(c)(2)(viii)');
    expect(kept(container)).toEqual(['15 U.S.C. 1692g(a)(3)', '12 CFR 1006.34(c)(2)(viii)']);
  });

  it('never parts "§" from its number, nor "U.S.C." from the title and section', () => {
    const { container } = render(<Citation text="15 U.S.C. § 1692g(a)(3), 12 CFR 1006.34(c)(2)" />);
    expect(kept(container)).toEqual(['15 U.S.C. § 1692g(a)(3)', '12 CFR 1006.34(c)(2)']);
    expect(citationGroups('§§ 1692e and 1692f')).toEqual([{ text: '§§ 1692e and 1692f', keep: true }]);
  });

  it('keeps the parts of a comma list of paragraphs as citations of their own, the separators between them', () => {
    expect(citationGroups('12 CFR 1006.34(e)(1), (e)(2); comment 34(e)-1')).toEqual([
      { text: '12 CFR 1006.34(e)(1)', keep: true },
      { text: ', ' },
      { text: '(e)(2)', keep: true },
      { text: '; ' },
      { text: 'comment 34(e)-1', keep: true },
    ]);
  });

  it('splits a citation too long for a phone line at its spaces, each number kept with the word before it', () => {
    expect(citationGroups('Cal. Code Civ. Proc. 412.20(a)(3)').filter((g) => g.keep)).toEqual([
      { text: 'Cal.', keep: true },
      { text: 'Code', keep: true },
      { text: 'Civ.', keep: true },
      { text: 'Proc. 412.20(a)(3)', keep: true },
    ]);
    expect(
      citationGroups('state law under 12 CFR 1006.34(c)(2)(viii)')
        .filter((g) => g.keep)
        .map((g) => g.text),
    ).toEqual(['state', 'law', 'under', '12 CFR 1006.34(c)(2)(viii)']);
    const long = citationGroups('comentarios 34(c)(2)(viii)-1 a -4');
    expect(long.map((g) => g.text).join('')).toBe('comentarios 34(c)(2)(viii)-1 a -4');
    expect(long.filter((g) => g.keep).map((g) => g.text)).toEqual(['comentarios 34(c)(2)(viii)-1', 'a -4']);
    for (const text of ['Cal. Code Civ. Proc. 412.20(a)(3)', 'comments 34(b)(3)-1 and paragraphs (i), (iii), (iv)', 'state law, see §4.3 (Reg F; check NC)'])
      for (const g of citationGroups(text).filter((g) => g.keep)) expect(g.text.length, g.text).toBeLessThanOrEqual(CITATION_KEPT_CHARS);
  });

  it('leaves a word longer than a line free to break rather than overflow', () => {
    const word = `1006.34${'(c)'.repeat(12)}`;
    expect(citationGroups(word)).toEqual([{ text: word }]);
  });

  it('keeps the citation inside a sentence together, the sentence as written', () => {
    const { container } = render(<TextWithCitation text="This likely violates 15 U.S.C. 1692e(5)." citation="15 U.S.C. 1692e(5)" />);
    expect(container).toHaveTextContent('This likely violates 15 U.S.C. 1692e(5).');
    expect(kept(container)).toEqual(['15 U.S.C. 1692e(5)']);
    const { container: none } = render(<TextWithCitation text="Law:" citation="" />);
    expect(none).toHaveTextContent('Law:');
  });

  it("keeps together the Code's and the CFR's sections a sentence names, where the whole citation is not in it", () => {
    const text =
      'The law requires the statement in full, and leaving part of it out may mislead you (12 CFR 1006.34(c)(3)(i); 15 U.S.C. 1692g(a)(4), (b)). See also 12 CFR § 1006.34(c)(3)(i)–(iii).';
    const { container } = render(<TextWithCitation text={text} citation="12 CFR 1006.34(c)(2)(vii); comment 34(c)(2)(vii)-1" />);
    expect(container).toHaveTextContent(text);
    expect(kept(container)).toEqual(['12 CFR 1006.34(c)(3)(i)', '15 U.S.C. 1692g(a)(4)', '12 CFR § 1006.34(c)(3)(i)–(iii)']);
  });
});
