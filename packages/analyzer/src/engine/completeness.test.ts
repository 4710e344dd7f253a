import { describe, expect, it } from 'vitest';
import { MODEL_FORM_B1 } from '../testing';
import { analyzeText, documentFromText } from './analyze';
import { findMissingPart } from './completeness';

const LETTER = `Acme Recovery, LLC
PO Box 1, Springfield, IL 62701

June 2, 2025

Dear Jane Doe:

Acme Recovery, LLC is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville. Your balance is $812.40.`;

describe('findMissingPart', () => {
  it('finds a reference to the back or to another page when one page was uploaded', () => {
    expect(findMissingPart(documentFromText(`${LETTER}\nPlease see reverse side for important information.`))?.reason).toMatch(/see reverse side/);
    expect(findMissingPart(documentFromText(`${LETTER}\nRead the notice on the back of this letter.`))?.reason).toMatch(/notice on the back/);
    expect(findMissingPart(documentFromText(`${LETTER}\f\nPlease see reverse side.`))).toBeNull();
  });

  it('counts pages against "page 1 of 2"', () => {
    expect(findMissingPart(documentFromText(`Page 1 of 2\n${LETTER}`))?.reason).toMatch(/2 pages/);
    expect(findMissingPart(documentFromText(`Page 1 of 2\n${LETTER}\fPage 2 of 2\nMore.`))).toBeNull();
  });

  it('reads elision marks as a part of a letter, not the whole', () => {
    expect(findMissingPart(documentFromText(`[...]\n${LETTER}`))?.reason).toMatch(/left out/);
    expect(findMissingPart(documentFromText(`${LETTER} . . . More text.`))?.reason).toMatch(/left out/);
    expect(findMissingPart(documentFromText(LETTER))).toBeNull();
  });

  it("does not treat the model form's own 'See reverse side' as a missing part (the back holds state disclosures)", () => {
    expect(findMissingPart(documentFromText(MODEL_FORM_B1), { followsModelForm: true })).toBeNull();
    expect(analyzeText(MODEL_FORM_B1, { today: '2025-06-02' }).gates.missingPart).toBeNull();
  });
});

describe('a letter whose back was not uploaded', () => {
  const front = `${LETTER}\n\nSee reverse side for important information.`;

  it('asks for the missing page instead of flagging what may be on it', () => {
    const r = analyzeText(front, { answers: { state: 'IL', isFirstContact: true }, today: '2025-06-10' });
    expect(r.findings.filter((f) => f.id.startsWith('vn_') || f.id.startsWith('mini_miranda')).map((f) => f.id)).toEqual([]);
    expect(r.runs.find((run) => run.rule.meta.id === 'vn_missing_entirely')?.result.status).toBe('needs_input');
    expect(r.questions.map((q) => q.id)).toContain('allPagesUploaded');
    expect(r.gateNotes.join(' ')).toMatch(/upload every page/);
  });

  it('judges the missing elements once the user says the upload is the whole letter', () => {
    const r = analyzeText(front, { answers: { state: 'IL', isFirstContact: true, allPagesUploaded: true }, today: '2025-06-10' });
    expect(r.findings.map((f) => f.id)).toContain('vn_missing_entirely');
  });
});
