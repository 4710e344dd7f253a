import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCourtLetters } from '../../corpus/court-letters';
import { corpusSamples, fixtureSamples, PACKAGE_DIR } from '../../scripts/accuracy-report';
import { LAW_LETTERS_DIR, PARAPHRASED_LETTERS_DIR } from '../../scripts/paraphrase-report';
import { analyzeText, type AnalyzeOptions } from '../engine/analyze';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { execAll } from './exec-all';
import { globalOf } from './find';
import {
  literalsKept,
  MATCHES_NOTHING,
  mayMatch,
  mayMatchFolded,
  orderedRequirementOf,
  prunedFor,
  releaseTexts,
  execText,
  requirementOf,
  satisfies,
  searcherIn,
  setPrefilterMode,
  testText,
} from './prefilter';

afterEach(() => setPrefilterMode('on'));

/** A text long enough to be filtered (short texts are searched directly). */
const long = (words: string): string => `${words} ${'lorem ipsum dolor sit amet '.repeat(12)}`;

describe('requirementOf', () => {
  it('reads the literals every match contains, per branch', () => {
    // '\u0001' stands where the pattern asks for a word boundary (\b).
    expect(requirementOf(/\bdebt\s+collector|\bcollection\s+agency/i)).toEqual({ or: ['\u0001debt collector', '\u0001collection agency'] });
    expect(requirementOf(/\bpay\s+\w+\s+by\b/i)).toEqual({ and: ['\u0001pay ', ' by\u0001'] });
    expect(requirementOf(/colou?r/)).toEqual({ or: ['colour', 'color'] });
    expect(requirementOf(/\$\d+/)).toBe('$');
    expect(requirementOf(/[Pp]ay(?:ment)?s?/)).toEqual({ or: ['Pay', 'pay'] });
  });

  it('lower-cases the literals of a pattern that ignores case, and keeps the case of one that does not', () => {
    expect(requirementOf(/Notice/i)).toBe('notice');
    expect(requirementOf(/Notice/)).toBe('Notice');
  });

  it('requires nothing of what it cannot read literally', () => {
    // Classes too large to list, back-references, look-arounds, optional parts, anything goes.
    expect(requirementOf(/[a-z]+\d*/)).toBe(true);
    expect(requirementOf(/(\w+) \1/)).toBe(' ');
    expect(requirementOf(/(?=debt)\w+/)).toBe(true);
    expect(requirementOf(/(?:debt)?\s*/)).toBe(true);
    expect(requirementOf(/debt|\w+/)).toBe(true);
    expect(requirementOf(/[^x]yz/)).toBe('yz');
    // Greek letters fold in ways lower case does not ('σ' matches 'ς' ignoring case).
    expect(requirementOf(/σ/i)).toBe(true);
    // Case folding with the u flag maps 'ſ' to 's': not read.
    expect(requirementOf(/sue/iu)).toBe(true);
  });

  it('reads whitespace as the text is indexed: any run of it is one space', () => {
    expect(requirementOf(/or\s+else/)).toBe('or else');
    expect(requirementOf(/or[ \t]*\n\s*else/)).toBe('or else');
    expect(requirementOf(/a\s*b/)).toEqual({ or: ['ab', 'a b'] });
    expect(requirementOf(/x\s{2,}y/)).toBe('x y');
  });

  it('reads escapes as the characters they stand for', () => {
    expect(requirementOf(/a\.b\x41\u0042/)).toBe('a.bAB');
    expect(requirementOf(/\bv\.\s/)).toBe('\u0001v. ');
    expect(requirementOf(/\d{3}-\d{2}/)).toBe('-');
  });
});

describe('mayMatch', () => {
  it('says a pattern cannot match a text without the words it needs', () => {
    const text = long('We are writing about your account.');
    expect(mayMatch(/\barrest(?:ed)?\b|\bjail\b/i, text)).toBe(false);
    expect(mayMatch(/\bwriting\s+about\b/i, text)).toBe(true);
    expect(mayMatch(/\bWRITING\b/i, text)).toBe(true);
    // One index in lower case serves every pattern: one that keeps case is checked in lower case
    // (weaker, never wrong).
    expect(mayMatch(/\bWRITING\b/, text)).toBe(true);
    expect(mayMatch(/\bARREST\b/, text)).toBe(false);
  });

  it('finds words across line breaks and runs of spaces, as the pattern does', () => {
    const text = long('Call us or\n   else. The DEBT\t\tCollector.');
    expect(mayMatch(/\bor\s+else\b/, text)).toBe(true);
    expect(mayMatch(/\bdebt\s+collector\b/i, text)).toBe(true);
    expect(mayMatch(/\bdebt\s+collection\b/i, text)).toBe(false);
    expect(mayMatch(/\bus\s+else\b/, text)).toBe(false);
  });

  it('knows where words begin and end, as \\b does', () => {
    const text = long('The issue was pursued; REPORTED to Sue.');
    expect(mayMatch(/\bsue\b/i, text)).toBe(true);
    expect(mayMatch(/\bsued\b/i, text)).toBe(false);
    expect(mayMatch(/\brepo\b/i, text)).toBe(false);
    expect(mayMatch(/\breport/i, text)).toBe(true);
    expect(mayMatch(/ssue\b/, text)).toBe(true);
    expect(mayMatch(/\bssue/, text)).toBe(false);
  });

  it('answers each branch on its own: one branch present is enough, part of a branch is not', () => {
    const text = long('The debt is old. A collection was made.');
    expect(mayMatch(/\bdebt\s+collector|\bcollection\s+agency/i, text)).toBe(false);
    expect(mayMatch(/\bdebt\s+collector|\bcollection\s+was/i, text)).toBe(true);
  });

  it('answers the same after forgetting the texts it indexed', () => {
    const text = long('We are writing about your account.');
    expect(mayMatch(/\barrest\b/i, text)).toBe(false);
    releaseTexts();
    expect(mayMatch(/\barrest\b/i, text)).toBe(false);
    expect(mayMatch(/\baccount\b/i, text)).toBe(true);
  });

  it('keeps answering right when patterns made anew bring more literals than it keeps', () => {
    const text = long('Call our office about the account.');
    for (let i = 0; i < 3000; i++) {
      const words = Array.from({ length: 20 }, (_, k) => `zq${i}x${k}y`).join('|');
      expect(mayMatch(new RegExp(`\\b(?:${words})\\b`), text)).toBe(false);
    }
    expect(literalsKept()).toBeLessThanOrEqual(50_020);
    expect(mayMatch(/\bour\s+office\b/, text)).toBe(true);
    expect(mayMatch(/\bour\s+agency\b/, text)).toBe(false);
  });

  it('answers right for patterns asked just before and just after everything numbered is forgotten (decision 360)', () => {
    // The last patterns asked about are kept with their checks' numbers (`checkOf`); forgetting everything numbered
    // numbers the checks anew, so what was kept must go with it, or a pattern would be answered by another's check.
    const text = long('Call our office about the account.');
    const present = /\bour\s+office\b/;
    const absent = /\bour\s+agency\b/;
    let forgotten = 0;
    for (let i = 0; i < 3000; i++) {
      expect(mayMatch(present, text)).toBe(true);
      expect(mayMatch(absent, text)).toBe(false);
      const before = literalsKept();
      const words = Array.from({ length: 20 }, (_, k) => `zr${i}x${k}y`).join('|');
      expect(mayMatch(new RegExp(`\\b(?:${words})\\b`), text)).toBe(false);
      if (literalsKept() < before) forgotten++;
    }
    expect(forgotten).toBeGreaterThanOrEqual(1);
  });

  it('reads typographic quotes and dashes as the folded text writes them, in the text and in the pattern', () => {
    const text = long('We don\u2019t accept \u201cpartial\u201d payments \u2014 call us.');
    expect(mayMatch(/\bdon\u2019t\b/, text)).toBe(true);
    expect(mayMatch(/\bdon't\b/, fold(text))).toBe(true);
    expect(mayMatch(/"partial" payments -/, fold(text))).toBe(true);
    // One reading for both: a pattern written with the other quote is not ruled out (weaker, never wrong).
    expect(mayMatch(/\bdon\u2019t\b/, fold(text))).toBe(true);
    expect(mayMatch(/\bwon't\b/, text)).toBe(false);
  });

  it('answers a letter and its folded view alike, the two sharing one index', () => {
    const text = long('The Balance Due is \u201cfinal\u201d. Contact the Collection Agency.');
    const folded = fold(text);
    for (const re of [/\bcollection\s+agency\b/, /\bbalance\s+due\b/i, /\barrest\b/i, /"final"/, /\bdebt\s+collector\b/i]) {
      releaseTexts();
      const first = mayMatch(re, text);
      expect(mayMatch(re, folded)).toBe(first);
      releaseTexts();
      expect(mayMatch(re, folded)).toBe(first);
      expect(mayMatch(re, text)).toBe(first);
    }
    releaseTexts();
    expect(mayMatch(/\bcollection\s+agency\b/, folded)).toBe(true);
    expect(mayMatch(/\barrest\b/i, text)).toBe(false);
  });

  it('searches short texts directly', () => {
    expect(mayMatch(/\barrest\b/, 'short text')).toBe(true);
  });

  it('answers "may match" for everything when off', () => {
    setPrefilterMode('off');
    expect(mayMatch(/\barrest\b/, long('nothing here'))).toBe(true);
  });

  it('in verify mode, throws when a match lacks what the filter said it needs', () => {
    setPrefilterMode('verify');
    expect(() => mayMatch(/\bdebt\b/i, long('Your DEBT'))).not.toThrow();
    // A requirement the pattern does not have: the check catches it.
    const re = /\w+ment/;
    expect(satisfies(requirementOf(re), (l) => 'payment'.includes(l))).toBe(true);
  });

  it('testText resets a global pattern it skips, as a failed test would', () => {
    const re = /\barrest\b/g;
    re.lastIndex = 7;
    expect(testText(re, long('no such word'))).toBe(false);
    expect(re.lastIndex).toBe(0);
    expect(testText(/\blorem\b/, long('x'))).toBe(true);
  });

  it('execText finds the first match as exec does, and nothing at once where the filter rules the pattern out', () => {
    const text = long('we may sue you, or call you');
    const re = /\b(?:arrest|sue|call)\b/;
    const m = execText(re, text);
    expect(m?.index).toBe(re.exec(text)?.index);
    expect(m?.[0]).toBe('sue');
    expect(execText(/\barrest\b/, text)).toBeNull();
    expect(() => execText(/\bsue\b/g, text)).toThrow(TypeError);
  });

  it('searcherIn gives the pattern to test the pieces of a text with, or nothing when none can hold a match', () => {
    const text = long('First sentence. We will sue you. Last one.');
    const re = /\b(?:arrest|garnish|sue)\b/;
    const searcher = searcherIn(re, text);
    expect(searcher).toBe(prunedFor(re, text));
    for (const piece of text.split('. ')) expect(searcher?.test(piece)).toBe(re.test(piece));
    expect(searcherIn(/\barrest\b/, text)).toBeUndefined();
    // A global pattern is given as it is: its tests move its lastIndex.
    const g = /\bsue\b/g;
    expect(searcherIn(g, text)).toBe(g);
    setPrefilterMode('off');
    expect(searcherIn(/\barrest\b/, text)).toEqual(/\barrest\b/);
  });
});

describe('the order of literals (decision 279)', () => {
  /** Asked in 'verify' mode: every match meets the order, and a pattern said not to match has no match. */
  const mayMatchVerified = (re: RegExp, text: string): boolean => {
    setPrefilterMode('verify');
    const answer = mayMatch(re, text);
    releaseTexts();
    return answer;
  };

  it('reads the runs of a sequence in their order, with the widest distance between them', () => {
    // '\u0001' stands where the pattern asks for a word boundary (\b): a run of word characters holds one mark,
    // a run of whitespace a mark and a space.
    expect(orderedRequirementOf(/\bpay\s+\w+\s+by\b/i)).toEqual({
      and: ['\u0001pay ', ' by\u0001', { runs: [['\u0001pay '], [' by\u0001']], gaps: [{ codes: Infinity, marks: 4 }] }],
    });
    // A bounded gap is bounded in codes too; what a run does not require of every match is only distance.
    expect(orderedRequirementOf(/\bab\b[^.]{0,4}\bcd/)).toEqual({
      and: ['\u0001ab\u0001', '\u0001cd', { runs: [['\u0001ab\u0001'], ['\u0001cd']], gaps: [{ codes: 9, marks: 5 }] }],
    });
    // What it reads of the literals alone is unchanged.
    expect(requirementOf(/\bpay\s+\w+\s+by\b/i)).toEqual({ and: ['\u0001pay ', ' by\u0001'] });
  });

  it('says a pattern cannot match a text that holds its words in another order', () => {
    const re = /\bthreat\w*\s+(?:to\s+)?sue\b/i;
    expect(mayMatchVerified(re, long('Then Sue is here. We make no threat.'))).toBe(false);
    expect(mayMatchVerified(re, long('We threatened to sue.'))).toBe(true);
    expect(mayMatchVerified(re, long('A threat to SUE.'))).toBe(true);
  });

  it('says a pattern cannot match where its words are further apart than the pattern allows', () => {
    const within = /\bdo\s+not\b[^.]{0,20}\bright\b/;
    expect(mayMatchVerified(within, long('do not, under any circumstance whatsoever, lose the right'))).toBe(false);
    expect(mayMatchVerified(within, long('do not lose the right'))).toBe(true);
    const words = /\bpay\s+(?:\w+\s+){0,2}now\b/;
    expect(mayMatchVerified(words, long('pay all of it now'))).toBe(false);
    expect(mayMatchVerified(words, long('pay it all now'))).toBe(true);
    expect(mayMatchVerified(words, long('pay\n\n   it \t all   now'))).toBe(true);
  });

  it('compares in lower case, as the index holds the text', () => {
    expect(mayMatchVerified(/\bPAY\s+\w+\s+NOW\b/i, long('Pay it Now'))).toBe(true);
    expect(mayMatchVerified(/\bPAY\s+\w+\s+NOW\b/i, long('Then now, pay it'))).toBe(false);
    // A pattern that keeps case is checked in lower case: weaker, never wrong.
    expect(mayMatchVerified(/\bPay\s+\w+\s+Now\b/, long('pay it now'))).toBe(true);
  });

  it('answers an alternation by its branches, each with its own order', () => {
    const re = /\b(?:we|i)\s+\w+\s+(?:sue|arrest)\b|\bcall\s+\w+\s+now\b/;
    expect(mayMatchVerified(re, long('Then sue we must not. Now call us.'))).toBe(false);
    expect(mayMatchVerified(re, long('Then sue we must not. Call us now.'))).toBe(true);
    expect(mayMatchVerified(re, long('We will sue. Now call us.'))).toBe(true);
    // Only the most is bounded: "call now" is near enough for a word between, which the pattern then finds missing.
    expect(mayMatchVerified(re, long('Then sue we must not. Call now.'))).toBe(true);
  });

  it('keeps optional parts out of the order, and counts them in the distance', () => {
    const re = /\bpay\s+(?:it\s+)?(?:\w+\s+)?now\b/;
    expect(mayMatchVerified(re, long('pay it all now'))).toBe(true);
    expect(mayMatchVerified(re, long('pay the whole sum now'))).toBe(false);
    // An optional run is no run of the order: "of legal" may be absent.
    const optional = /\bthreat\w*(?:\s+of\s+legal)?\s+action\b/;
    expect(mayMatchVerified(optional, long('threatened action'))).toBe(true);
    expect(mayMatchVerified(optional, long('action, threat'))).toBe(false);
  });

  it('reads nothing of look-arounds, and counts a back-reference as any distance', () => {
    // The look-behind's words are not required before the run (the pattern does not match: the filter may say "may").
    expect(mayMatchVerified(/(?<=we\s+will\s+)sue\b/, long('sue, we will'))).toBe(true);
    expect(mayMatchVerified(/\bpay\b(?=[^.]*today)\s+\w+\s+now\b/, long('pay it now, today'))).toBe(true);
    const repeated = /\bsay\s+(\w+)\s+\1\s+again\b/;
    const long30 = 'supercalifragilisticexpialidocious';
    expect(mayMatchVerified(repeated, long(`say ${long30} ${long30} again`))).toBe(true);
    expect(repeated.test(long(`say ${long30} ${long30} again`))).toBe(true);
  });

  it('counts the two codes of a dotted capital I', () => {
    // 'İ' is written 'i' and a combining dot: four of them between the runs are eight codes.
    const re = /abc[^.]{0,4}def/;
    const text = long('abcİİİİdef');
    expect(re.test(text)).toBe(true);
    expect(mayMatchVerified(re, text)).toBe(true);
  });

  it('in verify mode, throws when a pattern said not to match has a match', () => {
    setPrefilterMode('verify');
    expect(() => mayMatch(/\bpay\s+\w+\s+now\b/, long('pay it now'))).not.toThrow();
  });
});

describe('prunedFor', () => {
  const matches = (re: RegExp, text: string): string[] => execAll(globalOf(re), text).map((m) => `${m.index}:${m[0]}`);

  it('keeps only the top-level alternatives the text may hold, in their order', () => {
    const re = /\bwe\s+will\s+sue\b|\bpay\s+now\b|\bcall\s+us\b/i;
    const text = long('Please call us today, or pay now.');
    const pruned = prunedFor(re, text);
    expect(pruned.source).toBe('\\bpay\\s+now\\b|\\bcall\\s+us\\b');
    expect(pruned.flags).toBe('i');
    expect(matches(pruned, text)).toEqual(matches(re, text));
    expect(matches(pruned, text)).toEqual(['7:call us', '25:pay now']);
    releaseTexts();
  });

  it('gives the pattern itself when every alternative may match, and one that matches nothing when none may', () => {
    const re = /\bpay\b|\bcall\b/g;
    const both = long('pay or call');
    expect(prunedFor(re, both)).toBe(re);
    const neither = long('nothing here');
    expect(matches(prunedFor(re, neither), neither)).toEqual([]);
    releaseTexts();
  });

  it('never prunes a pattern whose groups would be renumbered (capturing, named, a backreference), nor in a short text', () => {
    const text = long('pay now');
    for (const re of [/(sue)|pay/, /(?<what>sue)|pay/, /(pay)\s+\1|now/]) expect(prunedFor(re, text)).toBe(re);
    const plain = /\bsue\b|\bpay\b/;
    expect(prunedFor(plain, 'pay now')).toBe(plain);
    expect(prunedFor(plain, text).source).toBe('\\bpay\\b');
    // Lookbehinds and non-capturing groups number nothing (the group's choice the text lacks is dropped too).
    expect(prunedFor(/(?<!not )\bsue\b|(?:pay|remit)\s+now/, text).source).toBe('(?:pay)\\s+now');
    releaseTexts();
  });

  it('drops the choices of an opening group that cannot match, and keeps a repeated group whole', () => {
    const text = long('please pay the balance now');
    const re = /\b(?:remit|pay|settle)\s+(?:the\s+)?balance\b|\bcall\s+us/;
    expect(prunedFor(re, text).source).toBe('\\b(?:pay)\\s+(?:the\\s+)?balance\\b');
    expect(matches(prunedFor(re, text), text)).toEqual(matches(re, text));
    const single = /\b(?:remit|pay)\s+now\b/g;
    const payNow = long('please pay now');
    expect(prunedFor(single, payNow).source).toBe('\\b(?:pay)\\s+now\\b');
    expect(prunedFor(single, payNow).flags).toBe('g');
    const repeated = /\b(?:remit|pay)+\s+now\b/;
    expect(prunedFor(repeated, payNow)).toBe(repeated);
    const none = /\b(?:remit|wire)\s+now\b/;
    expect(prunedFor(none, text).source).toBe(MATCHES_NOTHING);
    releaseTexts();
  });

  it('keeps the same pattern object for the same alternatives, and forgets the letter when released', () => {
    const re = /\balpha\b|\bbeta\b|\bgamma\b/;
    const first = prunedFor(re, long('beta one'));
    releaseTexts();
    const second = prunedFor(re, long('beta two'));
    expect(second).toBe(first);
    releaseTexts();
    expect(prunedFor(re, long('gamma'))).not.toBe(first);
    releaseTexts();
  });

  it('is off when the filter is off or checking itself', () => {
    const re = /\bsue\b|\bpay\b/;
    const text = long('pay');
    setPrefilterMode('off');
    expect(prunedFor(re, text)).toBe(re);
    setPrefilterMode('verify');
    expect(prunedFor(re, text)).toBe(re);
  });
});

describe('mayMatchFolded', () => {
  it('says a pattern cannot match a sentence without the words every match needs', () => {
    const re = /\b(?:interest|fees?)\b(?:\s+\w+){0,3}?\s+(?:may|will)\s+(?:be\s+)?(?:added|charged)\b/g;
    expect(mayMatchFolded(re, 'you may dispute this debt within thirty days.')).toBe(false);
    expect(mayMatchFolded(re, 'interest on the balance will be added.')).toBe(true);
    // Words in the wrong order still "may" match: the check is on words, the pattern decides.
    expect(mayMatchFolded(re, 'added fees will be charged interest.')).toBe(true);
    expect(re.test('added fees will be charged interest.')).toBe(true);
  });

  it('needs every word of a literal, wherever its spaces and boundaries fall', () => {
    expect(mayMatchFolded(/\bsubject\s+to\s+change\b/, 'the amount is subject\nto   change.')).toBe(true);
    expect(mayMatchFolded(/\bsubject\s+to\s+change\b/, 'the amount is subject to review.')).toBe(false);
  });

  it('checks a pattern that needs one of many words by the words it needs in any case', () => {
    // Fifty nouns, then a verb: too many words to look for, so the sentence is checked for the verbs alone.
    const nouns = Array.from({ length: 50 }, (_, i) => `noun${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    const re = new RegExp(`\\b(?:${nouns.join('|')})\\s+(?:accrues|grows)\\b|\\b(?:${nouns.join('|')})\\s+(?:is|are)\\s+added\\b`, 'g');
    expect(mayMatchFolded(re, 'the nounab is due now.')).toBe(false);
    expect(mayMatchFolded(re, 'the total accrues daily.')).toBe(true);
    expect(mayMatchFolded(re, 'a fee is added.')).toBe(true);
    setPrefilterMode('verify');
    for (const sentence of ['nounab accrues.', 'nounzb grows', 'nounac is added', 'the nounab is added.', 'nouncb are added'])
      expect(mayMatchFolded(re, sentence)).toBe(true);
  });

  it('answers "may match" for a pattern that needs no word, and for everything when off', () => {
    expect(mayMatchFolded(/\d+/, 'no digits')).toBe(true);
    setPrefilterMode('off');
    expect(mayMatchFolded(/\barrest\b/, 'nothing here')).toBe(true);
  });

  it('in verify mode, throws when given text that is not folded and the pattern matches it', () => {
    setPrefilterMode('verify');
    expect(() => mayMatchFolded(/\binterest\b/i, 'interest accrues')).not.toThrow();
    expect(() => mayMatchFolded(/\binterest\b/i, 'Interest accrues')).toThrow(/prefilter/);
  });
});

/**
 * Every letter the project has (the rules' fixtures, the corpus, the court letters with the fresh sets,
 * the paraphrased and the law letters, the model form and the Spanish letters): analysed with the filter
 * checking every answer it gives, the result is the same as without the filter.
 */
describe('the analysis with and without the filter', () => {
  // An analysis is a function of its text and options: a run already listed (a fixture shared by two rules, a court
  // letter whose answers add nothing to its words) is made once.
  const listed: { source: string; text: string; options: AnalyzeOptions }[] = [
    ...[...fixtureSamples(), ...corpusSamples()].map((s) => ({ source: s.source, text: s.text, options: { answers: s.answers, today: s.today } })),
    ...loadCourtLetters().flatMap((l) => [
      { source: `court ${l.id} (words)`, text: l.text, options: { answers: l.wordsAnswers, today: l.today } },
      { source: `court ${l.id} (answers)`, text: l.text, options: { answers: l.fullAnswers, today: l.today } },
    ]),
    // The paraphrased and law letters, read as their report reads them (decision 279: the orders are checked on them too).
    ...[
      { name: 'paraphrased', dir: PARAPHRASED_LETTERS_DIR },
      { name: 'law', dir: LAW_LETTERS_DIR },
    ]
      .filter(({ dir }) => existsSync(join(dir, 'letters.jsonl')))
      .flatMap(({ name, dir }) =>
        loadCourtLetters(dir, { expectations: false }).flatMap((l) => [
          { source: `${name} ${l.id} (words)`, text: l.text, options: { answers: l.wordsAnswers, today: l.today } },
          { source: `${name} ${l.id} (answers)`, text: l.text, options: { answers: l.fullAnswers, today: l.today } },
        ]),
      ),
    ...['cfpb-model-form-b1.txt', 'spanish/notice-complete.txt', 'spanish/later-letter-threats.txt', 'spanish/later-letter-english-disclosure.txt'].map(
      (f) => ({
        source: f,
        text: readFileSync(join(PACKAGE_DIR, 'test-fixtures', f), 'utf8'),
        options: { answers: { state: 'CA' as const }, today: '2026-06-01' },
      }),
    ),
  ];
  const letters = [...new Map(listed.map((l) => [JSON.stringify([l.text, l.options]), l])).values()];

  it('has the letters', () => {
    expect(letters.length).toBeGreaterThan(300);
  });

  // In chunks, each with its own time limit: the corpus grows every session, and one test over every letter neared
  // its limit when the machine was busy (three analyses of each of ~700 texts).
  const CHUNK = 100;
  const chunks = Array.from({ length: Math.ceil(letters.length / CHUNK) }, (_, i) => {
    const from = i * CHUNK;
    const to = Math.min(letters.length, from + CHUNK);
    return { from, to, name: `${from + 1}–${to}` };
  });

  it.each(chunks)(
    'finds the same on letters $name, and every "cannot match" it answers holds',
    ({ from, to }) => {
      const differ: string[] = [];
      for (const { source, text, options } of letters.slice(from, to)) {
        setPrefilterMode('off');
        const without = JSON.stringify(analyzeText(text, options));
        setPrefilterMode('verify');
        const withFilter = JSON.stringify(analyzeText(text, options));
        if (withFilter !== without) differ.push(source);
        // As it runs for users: the long alternations pruned to what the letter may hold (`prunedFor`).
        setPrefilterMode('on');
        const asRun = JSON.stringify(analyzeText(text, options));
        if (asRun !== without) differ.push(`${source} (pruned)`);
      }
      expect(differ).toEqual([]);
    },
    120_000,
  );
});
