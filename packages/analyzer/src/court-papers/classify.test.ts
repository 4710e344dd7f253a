import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyCourtPaper } from './classify';

const ROOT = join(import.meta.dirname, '..', '..');
const CORPUS = join(ROOT, 'fixtures', 'court-papers');
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as {
  papers: { file: string; state: string; level: 'general' | 'limited'; kinds: string[] }[];
  claimed: { file: string }[];
};
const read = (file: string): string => readFileSync(join(CORPUS, file), 'utf8');
/** The court-letter corpus's editor notes are not letter text (its README). */
const stripEditor = (text: string): string => text.replace(/^\[Editor:.*\]$/gm, '').replace(/\[Editor:[^\]]*\]/g, '');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** Every letter fixture of the analyzer (rule fixtures, engine fixtures) and the court letters, minus court papers written on purpose. */
const letterFiles = (): string[] => {
  const src = walk(join(ROOT, 'src')).filter((p) => p.includes(`${'/'}fixtures${'/'}`) && p.endsWith('.txt'));
  const court = walk(join(ROOT, 'fixtures', 'court-letters')).filter((p) => p.endsWith('.txt'));
  // The team's corpus (open and closed halves alike: this only counts misreadings) and the test fixtures.
  const corpus = [...walk(join(ROOT, 'corpus')), ...walk(join(ROOT, 'test-fixtures'))].filter((p) => p.endsWith('.txt'));
  return [...src, ...court, ...corpus];
};

/**
 * Fixtures that are court papers by their form, written so the rules' pleading paths have something to
 * read: a real summons (vn_missing_entirely), a real summons with the collector's cover note
 * (legal_process_misdescribed), and a summons with a court and a case number that the person says was
 * never filed (simulated_legal_process: the rule still runs on court papers and asks). Each is named
 * here, so a new letter fixture cannot hide behind this list.
 */
const COURT_PAPER_FIXTURES = new Set([
  'src/rules/vn_missing_entirely/fixtures/not-flagged.court-summons.txt',
  'src/rules/legal_process_misdescribed/fixtures/flagged.summons-with-cover-note.txt',
  'src/rules/simulated_legal_process/fixtures/flagged.fake-summons-no-suit.txt',
]);
const isPleadingFixture = (path: string): boolean => COURT_PAPER_FIXTURES.has(relative(ROOT, path));

describe('classifyCourtPaper on the court-paper corpus', () => {
  for (const paper of manifest.papers) {
    it(`${paper.file} is a court paper (${paper.kinds.join(', ')})`, () => {
      const r = classifyCourtPaper(read(paper.file));
      expect(r.isCourtPaper).toBe(true);
      expect(r.kinds[0]).toBe(paper.kinds[0]);
      expect(r.caseNumber).not.toBeNull();
    });
  }

  it('reads the parties, the case number, the state and the stated days where printed', () => {
    const tx = classifyCourtPaper(read('open/tx-justice-citation-debt-claim.txt'));
    expect(tx.caseNumber).toBe('241200354487');
    expect(tx.plaintiff).toBe('LVNV FUNDING LLC');
    expect(tx.defendant).toBe('ROBERT T. HALE');
    expect(tx.captionState).toBe('TX');
    expect(tx.courtLevel).toBe('limited');
    expect(tx.statedDaysToAnswer).toBe(14);
    const ca = classifyCourtPaper(read('open/ca-sum-100-limited.txt'));
    expect(ca.caseNumber).toBe('CVRI2400871');
    expect(ca.captionState).toBe('CA');
    expect(ca.statedDaysToAnswer).toBe(30);
    expect(ca.plaintiff).toBe('MIDLAND CREDIT MANAGEMENT, INC.');
    expect(ca.defendant).toBe('MARIA L. GONZALEZ');
    expect(ca.plaintiffAttorney).toContain('Hunt & Henriques');
    // OCR spreads the form's Spanish translation over two lines: it is skipped whole.
    const ocr = read('open/ca-sum-100-limited.txt').replace(
      'del demandante, o del demandante que no tiene abogado, es):',
      'del demandante, o del demandante que\nno tiene abogado, es):',
    );
    expect(classifyCourtPaper(ocr).plaintiffAttorney).toContain('Hunt & Henriques');
    const ny = classifyCourtPaper(read('open/ny-civil-court-consumer-credit-summons.txt'));
    expect(ny.plaintiff).toBe('CAVALRY SPV I, LLC');
    expect(ny.defendant).toBe('DARNELL WASHINGTON');
  });

  it('says when a paper calls itself legal process but has none of a court’s parts', () => {
    for (const c of manifest.claimed) {
      const r = classifyCourtPaper(read(c.file));
      expect(r.isCourtPaper, c.file).toBe(false);
      expect(r.claimsCourtWithoutParts, c.file).toBe(true);
      expect(r.missing).toContain('caption');
      expect(r.missing).toContain('case_number');
    }
  });
});

describe('classifyCourtPaper on every letter in the repository', () => {
  it('takes no letter for a court paper', () => {
    const files = letterFiles().filter((p) => !isPleadingFixture(p));
    expect(files.length).toBeGreaterThan(300);
    const wrong = files.filter((p) => classifyCourtPaper(stripEditor(readFileSync(p, 'utf8'))).isCourtPaper).map((p) => relative(ROOT, p));
    expect(wrong).toEqual([]);
  });

  it('takes the court-paper fixtures for court papers', () => {
    for (const file of COURT_PAPER_FIXTURES) expect(classifyCourtPaper(readFileSync(join(ROOT, file), 'utf8')).isCourtPaper, file).toBe(true);
  });

  it('takes the CFPB Model Form B-1 for a letter', () => {
    const b1 = readFileSync(join(ROOT, '..', '..', '..', 'shared', 'fixtures', 'cfpb-model-form-b1.txt'), 'utf8');
    expect(classifyCourtPaper(b1).isCourtPaper).toBe(false);
  });
});
