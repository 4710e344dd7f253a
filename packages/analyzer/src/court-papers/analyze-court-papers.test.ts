import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeText, COURT_PAPER_REASON } from '../engine/analyze';
import { COURT_PAPER_RULE_IDS } from '.';

const CORPUS = join(import.meta.dirname, '..', '..', 'fixtures', 'court-papers');
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as { papers: { file: string }[]; claimed: { file: string }[] };
const read = (file: string): string => readFileSync(join(CORPUS, file), 'utf8');

describe('the analysis pipeline starts with the court-paper reader', () => {
  it('analyses no court paper as a letter: only the legal-process rules run, no letter deadlines', () => {
    for (const paper of manifest.papers) {
      const result = analyzeText(read(paper.file), { today: '2024-03-20', answers: { state: 'CA' } });
      expect(result.courtPaper.isCourtPaper, paper.file).toBe(true);
      const letterRuns = result.runs.filter((r) => !COURT_PAPER_RULE_IDS.has(r.rule.meta.id));
      expect(letterRuns.length).toBeGreaterThan(30);
      expect(
        letterRuns.every((r) => r.result.status === 'not_applicable' && r.result.reason === COURT_PAPER_REASON && r.raw === undefined),
        paper.file,
      ).toBe(true);
      expect(
        result.findings.filter((f) => !COURT_PAPER_RULE_IDS.has(f.id)),
        paper.file,
      ).toEqual([]);
      expect(result.deadlines, paper.file).toEqual([]);
    }
  });

  it('flags a paper that claims to be legal process without a court’s parts with the existing 1692e(13) rule', () => {
    for (const c of manifest.claimed) {
      const result = analyzeText(read(c.file), { today: '2024-03-20', answers: { state: 'AZ' } });
      expect(result.courtPaper.isCourtPaper, c.file).toBe(false);
      expect(result.courtPaper.claimsCourtWithoutParts, c.file).toBe(true);
      expect(result.runs.some((r) => r.result.status === 'not_applicable' && r.result.reason === COURT_PAPER_REASON)).toBe(false);
      const finding = result.findings.find((f) => f.id === 'simulated_legal_process');
      expect(finding, c.file).toBeDefined();
      expect(finding?.citation).toContain('1692e(9), (13)');
    }
  });

  it('still judges a letter with every rule', () => {
    const letter =
      'Apex Recovery Group\nJanuary 5, 2024\nDear Jane Lee,\nYou owe $900.00 to Apex Funding LLC. Please pay the balance.\nThis communication is from a debt collector.\n';
    const result = analyzeText(letter, { today: '2024-03-20' });
    expect(result.courtPaper.isCourtPaper).toBe(false);
    expect(result.courtPaper.claimsCourtWithoutParts).toBe(false);
    expect(result.runs.some((r) => r.result.status === 'not_applicable' && r.result.reason === COURT_PAPER_REASON)).toBe(false);
  });
});
