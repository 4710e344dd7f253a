/**
 * The court-letters tier (corpus/court-letters.ts, fixtures/court-letters/): real letters as courts
 * quoted them. A theory the court rejected is never flagged; a violation the court found is flagged
 * where the words (and the facts the holding names, given as answers) show it. Known gaps and known
 * false flags are listed with their reason in answers.json; the test fails when one is fixed, so the
 * entry goes.
 */
import { describe, expect, it } from 'vitest';
import {
  askedAnswers,
  courtFigures,
  evidenceProblems,
  formatEvidence,
  courtFiguresByHalf,
  courtFiguresByRound,
  formatCourtSection,
  FRESH_SETS,
  isOpenedFresh,
  OPENED_FRESH_SETS,
  groupOf,
  halfOf,
  OPENED_ROUNDS,
  roundOf,
  LABEL_RULES,
  labelFigures,
  labelFiguresByHalf,
  loadCourtLetters,
  runCourtLetters,
  stripEditorNotes,
  validateNotes,
  type CourtLetterEntry,
} from './court-letters';
import { RULE_IDS } from '../src/index';

const letters = loadCourtLetters();
const outcomes = runCourtLetters(letters);

/** A set still closed, whichever it is (the tests below need one; opening sets must not break them). */
const A_CLOSED_SET = Object.keys(FRESH_SETS).at(-1)!;

describe('the court-letters corpus', () => {
  it('holds the real letters with their sources, lawful ones and violations both', () => {
    expect(letters.length).toBeGreaterThanOrEqual(48);
    for (const l of letters) {
      expect(l.source.length, l.id).toBeGreaterThan(20);
      expect(l.source_urls.length, l.id).toBeGreaterThan(0);
      expect(l.state, l.id).toMatch(/^[A-Z]{2}$/);
    }
    expect(letters.filter((l) => l.lawful).length).toBeGreaterThan(10);
    expect(letters.filter((l) => !l.lawful).length).toBeGreaterThan(5);
  });

  it('strips the editor notes (whole lines and inline), keeps the court\'s own brackets', () => {
    const raw = '[Editor: a letter dated June 8, 2022]\nDear [Name],\nPay $10 [sic] now. [Editor: bold]\n[...]';
    expect(stripEditorNotes(raw)).toBe('Dear [Name],\nPay $10 [sic] now. \n[...]');
    // A line that opens with a note and goes on with quoted words keeps the words (decision 108), brackets and all.
    expect(stripEditorNotes('[Editor: The body said that the firm] represents Pinecrest Bank [...]\n[Editor: a note [with brackets] inside]')).toBe(
      ' represents Pinecrest Bank [...]',
    );
    for (const l of letters) expect(l.text, l.id).not.toMatch(/\[Editor:/);
  });

  it('maps every label to rules of the catalogue', () => {
    for (const [label, rules] of Object.entries(LABEL_RULES)) {
      expect(rules.length, label).toBeGreaterThan(0);
      for (const id of rules) expect(RULE_IDS, label).toContain(id);
    }
  });

  it('refuses notes that do not account for every violation', () => {
    const entry: CourtLetterEntry = {
      id: 'X',
      file: 'x.txt',
      source: 'test',
      source_urls: [],
      state: 'NY',
      text_completeness: 'full',
      expected: { verdict: 'violation', violations: ['overshadowing'], no_violation_claims: [] },
      fields: {},
      holding: 'test',
    };
    expect(() => validateNotes(entry, { answers: {}, expect: {} })).toThrow(/expect.overshadowing/);
    expect(() => validateNotes(entry, { answers: {}, expect: { overshadowing: 'gap' } })).toThrow(/gapReasons.overshadowing/);
    expect(validateNotes(entry, { answers: {}, expect: { overshadowing: 'words' } }).expect).toEqual({ overshadowing: 'words' });
  });

  it('runs without a rule throwing', () => {
    for (const o of outcomes) expect([...o.words.errors, ...o.answered.errors], o.letter.id).toEqual([]);
  });

  // Fresh letters (decision 056) are measured by the report only: no test reads what the analyzer did on one.
  describe.each(outcomes.filter((o) => o.letter.half !== 'fresh').map((o) => [o.letter.id, o] as const))('%s', (_id, o) => {
    const known = o.letter.notes.knownFalseFlags ?? {};

    it('flags no theory the court rejected', () => {
      const flagged = new Set([...o.words.rejectedFlagged, ...o.answered.rejectedFlagged].map((r) => r.label));
      expect([...flagged].filter((label) => !(label in known))).toEqual([]);
      expect(Object.keys(known).filter((label) => !flagged.has(label)), 'known false flags now fixed: remove them from answers.json').toEqual([]);
    });

    it('flags the violations the court found where the words (and the answers) show them', () => {
      const expectations = Object.entries(o.letter.notes.expect);
      expect(expectations.filter(([label, e]) => e === 'words' && !o.words.violationsFlagged.includes(label)).map(([l]) => l), 'from the words alone').toEqual([]);
      expect(expectations.filter(([label, e]) => e !== 'gap' && !o.answered.violationsFlagged.includes(label)).map(([l]) => l), 'with answers').toEqual([]);
      expect(expectations.filter(([label, e]) => e === 'gap' && o.answered.violationsFlagged.includes(label)).map(([l]) => l), 'gaps now fixed: update answers.json').toEqual([]);
    });
  });

  it('opens the split by rounds fixed by sha256 of the file name; round 3 opened it all (decision 082)', () => {
    // sha256("101-facchini-resurgent-lvnv.txt") = 3808626f… (computed with sha256sum): round 1.
    expect(roundOf('101-facchini-resurgent-lvnv.txt')).toBe(1);
    expect(roundOf('letters/101-facchini-resurgent-lvnv.txt')).toBe(1);
    expect(OPENED_ROUNDS).toBe(3);
    const split = letters.filter((l) => l.set === undefined);
    for (const l of split) {
      expect(l.round, l.id).toBe(roundOf(l.file));
      expect(l.half, l.id).toBe('development');
      // Before round 3, exactly the round-3 letters were the closed half.
      expect(halfOf(l.file, 2), l.id).toBe(l.round === 3 ? 'closed' : 'development');
    }
    for (const r of [1, 2, 3] as const) expect(split.filter((l) => l.round === r).length, `round ${r}`).toBeGreaterThan(20);
    const halves = courtFiguresByHalf(outcomes);
    expect(halves.development.letters + halves.closed.letters + halves.fresh.letters).toBe(letters.length);
    expect(halves.closed.letters).toBe(0);
    const byRound = courtFiguresByRound(outcomes);
    const openedSetViolations = letters.filter((l) => isOpenedFresh(l)).reduce((n, l) => n + l.expected.violations.length, 0);
    expect([1, 2, 3].reduce((n, r) => n + byRound[r as 1 | 2 | 3]!.violations, 0) + openedSetViolations).toBe(halves.development.violations);
    const section = formatCourtSection(outcomes);
    expect(section).toMatch(/the measure is the fresh sets only/);
    expect(section).toMatch(/opened for development \(decisions 107, 113, 163, [\d, ]+, 414, 426, 434, 453, 473, 492, 500, 514, 522, 531, 544, 550 and 561\)/);
    expect(section).toMatch(
      /DEVELOPMENT \(rounds 1–3 and the opened fresh sets[\s\S]*of which round 3[\s\S]*of which the fresh set gathered 2026-11-23 \([^)]*opened by decision 107\)[\s\S]*of which the fresh set gathered 2026-11-24 \([^)]*opened by decision 113\)[\s\S]*of which the fresh set gathered 2026-11-25 \([^)]*opened by decision 163\)[\s\S]*of which the fresh set gathered 2026-11-26 \([^)]*opened by decision 167\)[\s\S]*of which the fresh set gathered 2026-11-27 \([^)]*opened by decision 183\)[\s\S]*of which the fresh set gathered 2026-11-28 \([^)]*opened by decision 183\)[\s\S]*of which the fresh set gathered 2026-11-29 \([^)]*opened by decision 193\)[\s\S]*of which the fresh set gathered 2026-11-30 \([^)]*opened by decision 193\)[\s\S]*of which the fresh set gathered 2026-12-01 \([^)]*opened by decision 203\)[\s\S]*of which the fresh set gathered 2026-12-02 \([^)]*opened by decision 203\)[\s\S]*of which the fresh set gathered 2026-12-03 \([^)]*opened by decision 213\)[\s\S]*of which the fresh set gathered 2026-12-04 \([^)]*opened by decision 213\)[\s\S]*of which the fresh set gathered 2026-12-05 \([^)]*opened by decision 225\)[\s\S]*of which the fresh set gathered 2026-12-06 \([^)]*opened by decision 225\)[\s\S]*of which the fresh set gathered 2026-12-07 \([^)]*opened by decision 225\)[\s\S]*of which the fresh set gathered 2026-12-08 \([^)]*opened by decision 225\)[\s\S]*of which the fresh set gathered 2026-12-09 \([^)]*opened by decision 236\)[\s\S]*of which the fresh set gathered 2026-12-10 \([^)]*opened by decision 236\)[\s\S]*of which the fresh set gathered 2026-12-11 \([^)]*opened by decision 246\)[\s\S]*of which the fresh set gathered 2026-12-12 \([^)]*opened by decision 246\)[\s\S]*of which the fresh set gathered 2026-12-13 \([^)]*opened by decision 269\)[\s\S]*of which the fresh set gathered 2026-12-14 \([^)]*opened by decision 269\)[\s\S]*of which the fresh set gathered 2026-12-15 \([^)]*opened by decision 291\)[\s\S]*of which the fresh set gathered 2026-12-16 \([^)]*opened by decision 291\)[\s\S]*of which the fresh set gathered 2026-12-17 \([^)]*opened by decision 295\)[\s\S]*of which the fresh set gathered 2026-12-18 \([^)]*opened by decision 295\)[\s\S]*of which the fresh set gathered 2026-12-19 \([^)]*opened by decision 299\)[\s\S]*of which the fresh set gathered 2026-12-20 \([^)]*opened by decision 299\)[\s\S]*of which the fresh set gathered 2026-12-21 \([^)]*opened by decision 320\)[\s\S]*of which the fresh set gathered 2026-12-22 \([^)]*opened by decision 320\)[\s\S]*of which the fresh set gathered 2026-12-23 \([^)]*opened by decision 320\)[\s\S]*of which the fresh set gathered 2026-12-24 \([^)]*opened by decision 320\)[\s\S]*of which the fresh set gathered 2026-12-25 \([^)]*opened by decision 335\)[\s\S]*of which the fresh set gathered 2026-12-26 \([^)]*opened by decision 335\)[\s\S]*of which the fresh set gathered 2026-12-27 \([^)]*opened by decision 335\)[\s\S]*of which the fresh set gathered 2026-12-28 \([^)]*opened by decision 335\)[\s\S]*of which the fresh set gathered 2026-12-29 \([^)]*opened by decision 346\)[\s\S]*of which the fresh set gathered 2026-12-30 \([^)]*opened by decision 346\)[\s\S]*of which the fresh set gathered 2026-12-31 \([^)]*opened by decision 346\)[\s\S]*of which the fresh set gathered 2027-01-01 \([^)]*opened by decision 346\)[\s\S]*of which the fresh set gathered 2027-01-02 \([^)]*opened by decision 361\)[\s\S]*of which the fresh set gathered 2027-01-03 \([^)]*opened by decision 361\)[\s\S]*of which the fresh set gathered 2027-01-04 \([^)]*opened by decision 361\)[\s\S]*of which the fresh set gathered 2027-01-05 \([^)]*opened by decision 361\)[\s\S]*of which the fresh set gathered 2027-01-06 \([^)]*opened by decision 367\)[\s\S]*of which the fresh set gathered 2027-01-07 \([^)]*opened by decision 367\)[\s\S]*of which the fresh set gathered 2027-01-09 \([^)]*opened by decision 367\)[\s\S]*of which the fresh set gathered 2027-01-10 \([^)]*opened by decision 367\)[\s\S]*of which the fresh set gathered 2027-01-11 \([^)]*opened by decision 377\)[\s\S]*of which the fresh set gathered 2027-01-12 \([^)]*opened by decision 377\)[\s\S]*of which the fresh set gathered 2027-01-13 \([^)]*opened by decision 377\)[\s\S]*of which the fresh set gathered 2027-01-14 \([^)]*opened by decision 377\)[\s\S]*of which the fresh set gathered 2027-01-15 \([^)]*opened by decision 384\)[\s\S]*of which the fresh set gathered 2027-01-16 \([^)]*opened by decision 384\)[\s\S]*of which the fresh set gathered 2027-01-17 \([^)]*opened by decision 392\)[\s\S]*of which the fresh set gathered 2027-01-18 \([^)]*opened by decision 398\)[\s\S]*of which the fresh set gathered 2027-01-19 \([^)]*opened by decision 404\)[\s\S]*of which the fresh set gathered 2027-01-20 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-21 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-22 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-23 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-24 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-25 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-26 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-27 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-28 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-29 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-30 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-01-31 \([^)]*opened by decision 414\)[\s\S]*of which the fresh set gathered 2027-02-01 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-02 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-03 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-04 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-05 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-06 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-07 \([^)]*opened by decision 426\)[\s\S]*of which the fresh set gathered 2027-02-08 \([^)]*opened by decision 434\)[\s\S]*of which the fresh set gathered 2027-02-09 \([^)]*opened by decision 434\)[\s\S]*of which the fresh set gathered 2027-02-10 \([^)]*opened by decision 434\)[\s\S]*of which the fresh set gathered 2027-02-11 \([^)]*opened by decision 434\)[\s\S]*of which the fresh set gathered 2027-02-12 \([^)]*opened by decision 434\)[\s\S]*of which the fresh set gathered 2027-02-16 \([^)]*opened by decision 453\)[\s\S]*of which the fresh set gathered 2027-02-13 \([^)]*opened by decision 473\)[\s\S]*of which the fresh set gathered 2027-02-15 \([^)]*opened by decision 473\)[\s\S]*of which the fresh set gathered 2027-02-18 \([^)]*opened by decision 473\)[\s\S]*of which the fresh set gathered 2027-02-19 \([^)]*opened by decision 473\)[\s\S]*of which the fresh set gathered 2027-02-20 \([^)]*opened by decision 492\)[\s\S]*of which the fresh set gathered 2027-02-21 \([^)]*opened by decision 492\)[\s\S]*of which the fresh set gathered 2027-02-23 \([^)]*opened by decision 492\)[\s\S]*of which the fresh set gathered 2027-02-24 \([^)]*opened by decision 492\)[\s\S]*of which the fresh set gathered 2027-02-25 \([^)]*opened by decision 500\)[\s\S]*of which the fresh set gathered 2027-02-26 \([^)]*opened by decision 500\)[\s\S]*of which the fresh set gathered 2027-02-27 \([^)]*opened by decision 500\)[\s\S]*of which the fresh set gathered 2027-02-28 \([^)]*opened by decision 500\)[\s\S]*of which the fresh set gathered 2027-03-01 \([^)]*opened by decision 514\)[\s\S]*of which the fresh set gathered 2027-03-02 \([^)]*opened by decision 514\)[\s\S]*of which the fresh set gathered 2027-03-03 \([^)]*opened by decision 514\)[\s\S]*of which the fresh set gathered 2027-03-04 \([^)]*opened by decision 514\)[\s\S]*of which the fresh set gathered 2027-03-05 \([^)]*opened by decision 522\)[\s\S]*of which the fresh set gathered 2027-03-06 \([^)]*opened by decision 522\)[\s\S]*of which the fresh set gathered 2027-03-07 \([^)]*opened by decision 522\)[\s\S]*of which the fresh set gathered 2027-03-08 \([^)]*opened by decision 522\)[\s\S]*of which the fresh set gathered 2027-03-09 \([^)]*opened by decision 531\)[\s\S]*of which the fresh set gathered 2027-03-10 \([^)]*opened by decision 531\)[\s\S]*of which the fresh set gathered 2027-03-11 \([^)]*opened by decision 531\)[\s\S]*of which the fresh set gathered 2027-03-12 \([^)]*opened by decision 531\)[\s\S]*of which the fresh set gathered 2027-03-13 \([^)]*opened by decision 544\)[\s\S]*of which the fresh set gathered 2027-03-14 \([^)]*opened by decision 544\)[\s\S]*of which the fresh set gathered 2027-03-15 \([^)]*opened by decision 550\)[\s\S]*of which the fresh set gathered 2027-03-16 \([^)]*opened by decision 550\)[\s\S]*of which the fresh set gathered 2027-03-17 \([^)]*opened by decision 550\)[\s\S]*of which the fresh set gathered 2027-03-19 \([^)]*opened by decision 561\)[\s\S]*of which the fresh set gathered 2027-03-20 \([^)]*opened by decision 561\)[\s\S]*of which the fresh set gathered 2027-03-21 \([^)]*opened by decision 561\)[\s\S]*of which the fresh set gathered 2027-03-22 \([^)]*opened by decision 561\)[\s\S]*of which the fresh set gathered 2027-03-23 \([^)]*opened by decision 561\)[\s\S]*of which the fresh set gathered 2027-03-24 \([^)]*opened by decision 561\)[\s\S]*CLOSED half: none[\s\S]*THE MEASURE: the 14 FRESH sets together/,
    );
    // With two rounds opened, the same letters give back the old closed half, counted only.
    const twoRounds = loadCourtLetters(undefined, { openedRounds: 2 });
    expect(twoRounds.filter((l) => l.half === 'closed').length).toBe(split.filter((l) => l.round === 3).length);
  });

  it('keeps the fresh sets outside the split: never development, whatever rounds are opened, and never listed', () => {
    const fresh = letters.filter((l) => l.set !== undefined && !isOpenedFresh(l));
    expect(fresh.length).toBeGreaterThanOrEqual(17);
    const allOpened = loadCourtLetters(undefined, { openedRounds: 99 });
    for (const l of fresh) {
      expect(FRESH_SETS[l.set!], l.id).toBeDefined();
      expect(l.half, l.id).toBe('fresh');
      expect(l.round, l.id).toBeUndefined();
      expect(allOpened.find((r) => r.id === l.id)?.half, l.id).toBe('fresh');
      expect(Object.keys(l.notes.expect), l.id).toEqual([]);
      expect(l.notes.knownFalseFlags, l.id).toBeUndefined();
    }
    expect(fresh.filter((l) => l.lawful).length).toBeGreaterThan(8);
    expect(fresh.filter((l) => !l.lawful).length).toBeGreaterThan(8);
    const entry = { id: 'X', file: '999-x.txt', set: A_CLOSED_SET };
    expect(groupOf(entry, 3)).toBe('fresh');
    expect(groupOf(entry, 0)).toBe('fresh');
    expect(() => groupOf({ ...entry, set: 'fresh-never-declared' })).toThrow(/FRESH_SETS/);
    const section = formatCourtSection(outcomes, { listClosed: true });
    expect(section).toMatch(
      /FRESH set \(gathered 2027-03-26, never opened\)[\s\S]*FRESH set \(gathered 2027-03-27, never opened\)[\s\S]*FRESH set \(gathered 2027-03-28, never opened\)[\s\S]*FRESH set \(gathered 2027-03-29, never opened\)[\s\S]*FRESH set \(gathered 2027-03-30, never opened\)[\s\S]*FRESH set \(gathered 2027-03-31, never opened\)[\s\S]*FRESH set \(gathered 2027-04-01, never opened\)[\s\S]*FRESH set \(gathered 2027-04-02, never opened\)[\s\S]*FRESH set \(gathered 2027-04-03, never opened\)[\s\S]*FRESH set \(gathered 2027-04-04, never opened\)[\s\S]*FRESH set \(gathered 2027-04-05, never opened\)[\s\S]*FRESH set \(gathered 2027-04-06, never opened\)[\s\S]*FRESH set \(gathered 2027-04-07, never opened\)[\s\S]*FRESH set \(gathered 2027-04-08, never opened\)/,
    );
    for (const set of Object.keys(FRESH_SETS)) expect(fresh.filter((l) => l.set === set).length, set).toBeGreaterThan(0);
  });

  it('reads the fresh sets opened for development (decisions 107 to 434) as development: listed, with expectations, outside the split and the measure', () => {
    const opened = letters.filter((l) => isOpenedFresh(l));
    expect(opened.length).toBeGreaterThanOrEqual(20);
    for (const l of opened) {
      expect(OPENED_FRESH_SETS[l.set!], l.id).toBeDefined();
      expect(FRESH_SETS[l.set!], l.id).toBeUndefined();
      expect(l.half, l.id).toBe('development');
      expect(l.round, l.id).toBeUndefined();
      expect(Object.keys(l.notes.expect).sort(), l.id).toEqual([...l.expected.violations].sort());
    }
    for (const set of ['fresh-2026-11-23', 'fresh-2026-11-24', 'fresh-2026-11-25', 'fresh-2026-11-26']) {
      expect(opened.filter((l) => l.set === set).length, set).toBeGreaterThanOrEqual(15);
      const entry = { id: 'X', file: '999-x.txt', set };
      expect(groupOf(entry, 3)).toBe('development');
      expect(groupOf(entry, 0)).toBe('development');
    }
    const section = formatCourtSection(outcomes);
    const measure = section.slice(section.indexOf('THE MEASURE'));
    expect(measure).not.toMatch(/gathered 2026-11-2[3456]/);
    expect(measure).not.toMatch(/\bL(?:25[1-9]|2[6-9]\d|30\d|31[0-8]|35[3-9]|36[0-7]|159[0-5]|162[0-3]|165[0-4]|168[0-3]|171[0-2]|174[0-2]|1770|180[0-2]|183[01]|1860|1890|1920|1921|1922|1980|1981|2010|2011|2012|1950|1951|1952|1953|2100|2101|2102|2103|2040|2041|2042|2070|2071|2072|2073|2074|1620|1621|1622|1623|1650|1651|1652|1653|1654|1680|1681|1682|1683|1710|1711|1712|2190|2191|2192|2193|2160|2220|2221|2222|2250|2280|2281|2310|2311|2370|2371|2400|2430|2431|2432|2433|2434|2435|2436|2460|2461|2462|2463|2464|2490|2491|2492|2493|2494|2495|2520|2521|2522|2550|2551|2580|2581|2582|2610|2611|2612|2613|2614|2615|2616|2640|2641|2642|2643|2644|2645|2670|2671|2672|2673|2674|2675|2700|2701|2702|2703|2760|2761|2762|2730|2731|2732|2733|2734|2735)\b/);
    // Its letters are development: a miss is listed by id, before the measure.
    const missed = outcomes.find((o) => isOpenedFresh(o.letter) && o.letter.expected.violations.some((v) => !o.answered.violationsFlagged.includes(v)));
    if (missed) expect(section.slice(0, section.indexOf('THE MEASURE'))).toMatch(new RegExp(`\\b${missed.letter.id}\\b`));
  });

  /** A fresh letter's entry with one overshadowing violation, for the tests that check one field. */
  const freshEntry = (over: Partial<CourtLetterEntry> = {}): CourtLetterEntry => ({
    id: 'X',
    file: 'x.txt',
    set: A_CLOSED_SET,
    source: 'test',
    source_urls: [],
    state: 'NY',
    text_completeness: 'fragment',
    expected: { verdict: 'violation', violations: ['overshadowing'], no_violation_claims: [] },
    fields: {},
    holding: 'test',
    ...over,
  });

  it('refuses expectations recorded on a fresh letter', () => {
    const entry = freshEntry();
    expect(validateNotes(entry, { answers: {}, expect: {} }).expect).toEqual({});
    expect(() => validateNotes(entry, { answers: {}, expect: { overshadowing: 'words' } })).toThrow(/fresh letter/);
  });

  it('reads a letter id of four digits (L1000 onward, decision 399) like a three-digit one', () => {
    const entry = freshEntry({ id: 'L1000', file: 'letters/1000-x.txt', set: A_CLOSED_SET, evidence: { overshadowing: 'quoted' } });
    expect(groupOf(entry)).toBe('fresh');
    expect(validateNotes(entry, { answers: {}, expect: {} }).expect).toEqual({});
    expect(evidenceProblems(entry)).toEqual([]);
    const split = { ...entry, set: undefined, id: 'L1001', file: 'letters/1001-x.txt' };
    expect(halfOf(split.file, 3)).toBe('development');
    expect(groupOf(split, 3)).toBe('development');
  });

  it('sums each label per half, counts that add up to the half\'s figures', () => {
    const halves = courtFiguresByHalf(outcomes);
    const labels = labelFiguresByHalf(outcomes);
    for (const half of ['development', 'closed', 'fresh'] as const) {
      const rows = labels[half];
      const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
      expect(sum((r) => r.found), half).toBe(halves[half].violations);
      expect(sum((r) => r.foundFromWords), half).toBe(halves[half].violationsFromWords);
      expect(sum((r) => r.foundWithAnswers), half).toBe(halves[half].violationsWithAnswers);
      expect(sum((r) => r.foundLeftAtQuestion), half).toBe(halves[half].violationsLeftAtQuestion);
      expect(halves[half].violationsWithAnswers + halves[half].violationsLeftAtQuestion, half).toBeLessThanOrEqual(halves[half].violations);
      expect(halves[half].violationsFromWords + halves[half].violationsFromWordsLeftAtQuestion, half).toBeLessThanOrEqual(halves[half].violations);
      expect(sum((r) => r.rejected), half).toBe(halves[half].rejected);
      expect(sum((r) => r.rejectedFlagged), half).toBe(halves[half].rejectedFlagged);
      for (const r of rows) expect(Object.keys(LABEL_RULES), r.label).toContain(r.label);
    }
    // One letter, made here: a found violation flagged only with answers, a rejected theory not flagged.
    const [sample] = outcomes;
    const made = {
      ...sample!,
      letter: { ...sample!.letter, expected: { verdict: 'violation' as const, violations: ['overshadowing'], no_violation_claims: ['misleading_amount'] } },
      words: { flagged: [], violationsFlagged: [], rejectedFlagged: [], violationsAsked: [{ label: 'overshadowing', questions: ['isFirstContact'] }], violationsSilent: [], errors: [] },
      answered: { flagged: ['overshadow_payment_deadline'], violationsFlagged: ['overshadowing'], rejectedFlagged: [], violationsAsked: [], violationsSilent: [], errors: [] },
    };
    expect(labelFigures([made])).toEqual([
      { label: 'overshadowing', found: 1, foundFromWords: 0, foundWithAnswers: 1, foundLeftAtQuestion: 0, rejected: 0, rejectedFlagged: 0 },
      { label: 'misleading_amount', found: 0, foundFromWords: 0, foundWithAnswers: 0, foundLeftAtQuestion: 0, rejected: 1, rejectedFlagged: 0 },
    ]);
  });

  it('counts found violations by whether the text quotes what the holding rests on (decision 200)', () => {
    const expected = { verdict: 'violation' as const, violations: ['overshadowing', 'misleading_amount'], no_violation_claims: [] };
    expect(evidenceProblems({ expected })).toEqual([]);
    expect(evidenceProblems({ expected, evidence: { overshadowing: 'quoted', misleading_amount: 'described' } })).toEqual([]);
    expect(evidenceProblems({ expected, evidence: { overshadowing: 'quoted' } })).toEqual(['evidence.misleading_amount: missing']);
    expect(evidenceProblems({ expected, evidence: { overshadowing: 'quoted', misleading_amount: 'maybe' as never, envelope_language: 'quoted' } })).toEqual([
      'evidence.envelope_language: not a violation the court found',
      'evidence.misleading_amount: maybe is not one of quoted, partly, described',
    ]);
    const [sample] = outcomes;
    const outcome = (evidence: Record<string, 'quoted' | 'partly' | 'described'> | undefined, words: string[], answered: string[]) => ({
      ...sample!,
      letter: { ...sample!.letter, expected, evidence },
      words: { ...sample!.words, violationsFlagged: words },
      answered: { ...sample!.answered, violationsFlagged: answered },
    });
    expect(formatEvidence([outcome(undefined, [], [])])).toEqual([]);
    const [line, missedLine] = formatEvidence([
      outcome({ overshadowing: 'quoted', misleading_amount: 'described' }, ['overshadowing'], ['overshadowing']),
      outcome({ overshadowing: 'quoted', misleading_amount: 'partly' }, [], ['misleading_amount']),
      outcome(undefined, [], ['overshadowing']),
    ]);
    expect(line).toContain('quoted 2 (flagged 1/2 (50%) from the words alone, 1/2 (50%) with answers)');
    expect(line).toContain('partly 1 (flagged 0/1 (0%) from the words alone, 1/1 (100%) with answers)');
    expect(line).toContain('described 1 (flagged 0/1 (0%) from the words alone, 0/1 (0%) with answers)');
    expect(line).toContain('not marked 2 (flagged 0/2 (0%) from the words alone, 1/2 (50%) with answers)');
    expect(missedLine).toBe('  quoted violations not flagged with answers, by label: overshadowing ×1');
  });

  it('counts the questions left on found violations, by question id', () => {
    const [sample] = outcomes;
    const made = {
      ...sample!,
      letter: { ...sample!.letter, half: 'fresh' as const, set: A_CLOSED_SET, expected: { verdict: 'violation' as const, violations: ['overshadowing'], no_violation_claims: [] } },
      words: { flagged: [], violationsFlagged: [], rejectedFlagged: [], violationsAsked: [{ label: 'overshadowing', questions: ['isFirstContact'] }], violationsSilent: [], errors: [] },
      answered: { flagged: [], violationsFlagged: [], rejectedFlagged: [], violationsAsked: [{ label: 'overshadowing', questions: ['isFirstContact', 'allPagesUploaded'] }], violationsSilent: [], errors: [] },
    };
    expect(courtFigures([made])).toMatchObject({ violationsFromWordsLeftAtQuestion: 1, violationsLeftAtQuestion: 1 });
    const section = formatCourtSection([made]);
    expect(section).toContain('not flagged from the words alone, left at a question: 1 (isFirstContact ×1)');
    expect(section).toContain('left at a question the answers do not settle: 1 (allPagesUploaded ×1, isFirstContact ×1)');
    expect(section).toContain('found 0/1 words, 0/1 answers (1 more left at a question)');
  });

  it('answers only the questions the analysis asks, as the consumer of the holding would (decision 555)', () => {
    const [sample] = letters;
    const letter = {
      ...sample!,
      text: 'ABC Recovery LLC\nDear Consumer,\nYou owe $1,250.00 on your account with Acme Bank. Please pay the balance in full by July 1, 2024.\nThis is an attempt to collect a debt by a debt collector.',
      today: '2024-06-10',
      wordsAnswers: { state: 'OH' },
      fullAnswers: { state: 'OH', debtAlreadyPaidOrSettled: true, sentToEmployerEmail: true },
    };
    const asked = askedAnswers(letter);
    // Asked of a letter that demands an amount (misstated_legal_status) and known to the consumer: given.
    expect(asked).toMatchObject({ state: 'OH', debtAlreadyPaidOrSettled: true });
    // Known, but asked only of an email: a letter on paper never asks it, so the measure does not give it.
    expect(asked).not.toHaveProperty('sentToEmployerEmail');
    // Asked, but the holding does not say: left unanswered.
    expect(asked).not.toHaveProperty('isFirstContact');
  });

  it('shows, beside the rejected theories flagged, those flagged only by a rule that also counts for a found violation (decision 555)', () => {
    const [sample] = outcomes;
    const mode = (rejectedFlagged: { label: string; rules: string[] }[]) => ({ flagged: [], violationsFlagged: [], rejectedFlagged, violationsAsked: [], violationsSilent: [], errors: [] });
    const made = {
      ...sample!,
      letter: {
        ...sample!.letter,
        expected: { verdict: 'violation' as const, violations: ['implied_future_interest'], no_violation_claims: ['misleading_amount', 'garnishment_threat'] },
      },
      // misleading_amount: by interest_increase_language_false, a rule of the found implied_future_interest, in both modes.
      words: mode([{ label: 'misleading_amount', rules: ['interest_increase_language_false'] }]),
      // garnishment_threat: by its own rule, which no found violation counts.
      answered: mode([
        { label: 'misleading_amount', rules: ['interest_increase_language_false'] },
        { label: 'garnishment_threat', rules: ['threat_seizure_garnishment'] },
      ]),
    };
    expect(courtFigures([made])).toMatchObject({ rejected: 2, rejectedFlagged: 2, rejectedFlaggedByFoundRules: 1 });
    expect(formatCourtSection([made])).toContain(
      "rejected theories flagged: 2/2 (100%) (1 of them only by rules that also count for one of the letter's own court-found violations)",
    );
    const alsoOwnRule = { ...made, words: mode([{ label: 'misleading_amount', rules: ['interest_increase_language_false', 'vn_current_amount'] }]) };
    expect(courtFigures([alsoOwnRule])).toMatchObject({ rejectedFlagged: 2, rejectedFlaggedByFoundRules: 0 });
  });

  it('counts what the rules of a silent miss returned, by rule and status, summing the validation-notice rules', () => {
    const [sample] = outcomes;
    const silent = (statuses: Record<string, string>) => ({
      ...sample!,
      letter: { ...sample!.letter, expected: { verdict: 'violation' as const, violations: ['overshadowing'], no_violation_claims: [] } },
      words: { flagged: [], violationsFlagged: [], rejectedFlagged: [], violationsAsked: [], violationsSilent: [], errors: [] },
      answered: {
        flagged: [],
        violationsFlagged: [],
        rejectedFlagged: [],
        violationsAsked: [],
        violationsSilent: [{ label: 'overshadowing', rules: Object.entries(statuses).map(([id, status]) => ({ id, status })) }],
        errors: [],
      },
    });
    const section = formatCourtSection([
      silent({ overshadow_payment_deadline: 'pass', vn_current_creditor: 'not_applicable', vn_end_date_missing: 'not_applicable' }),
      silent({ overshadow_payment_deadline: 'not_applicable', vn_current_creditor: 'pass' }),
      silent({ overshadow_payment_deadline: 'pass' }),
    ]);
    expect(section).toContain(
      '(silent), with what their rules returned: 3 (overshadowing ×3: overshadow_payment_deadline pass ×2, not_applicable ×1; vn_* not_applicable ×1, pass ×1)',
    );
    // A real run: a letter's found violation that no rule flags or asks about carries every rule of its label.
    for (const o of outcomes)
      for (const miss of o.answered.violationsSilent) {
        expect(o.answered.violationsFlagged, o.letter.id).not.toContain(miss.label);
        expect(miss.rules.map((r) => r.id)).toEqual(LABEL_RULES[miss.label]);
        for (const r of miss.rules) expect(['pass', 'not_applicable'], `${o.letter.id} ${r.id}`).toContain(r.status);
      }
  });

  it('names no closed or fresh letter in the report (neither its id nor its file name), only counts', () => {
    for (const openedRounds of [2, 3]) {
      // The same outcomes, grouped as they are (three rounds) and as they were (two: a closed half).
      const split = outcomes.map((o) => ({ ...o, letter: { ...o.letter, half: o.letter.set ? o.letter.half : halfOf(o.letter.file, openedRounds) } }));
      const section = formatCourtSection(split, { openedRounds });
      const measured = split.filter((o) => o.letter.half !== 'development');
      expect(measured.length).toBeGreaterThanOrEqual(openedRounds === 2 ? 80 : 20);
      if (openedRounds === 2) expect(section.slice(section.indexOf('CLOSED half'))).toMatch(/per label/);
      for (const { letter: l } of measured) {
        expect(section, l.id).not.toMatch(new RegExp(`\\b${l.id}\\b`));
        expect(section, l.id).not.toContain(l.file);
      }
    }
  });

  it('reports its figures', () => {
    const f = courtFigures(outcomes);
    expect(f.letters).toBe(letters.length);
    expect(f.violationsWithAnswers).toBeGreaterThanOrEqual(f.violationsFromWords);
    expect(formatCourtSection(outcomes)).toContain('rejected theories flagged:');
  });
});
