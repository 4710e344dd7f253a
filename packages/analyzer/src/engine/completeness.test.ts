import { describe, expect, it } from 'vitest';
import { MODEL_FORM_B1 } from '../testing';
import { analyzeText, documentFromText } from './analyze';
import { findMissingPart, findWholeLetterSign, hasLetterFrame } from './completeness';

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
    for (const mark of ['…', '...', '  …  ', '***', '* * *', '*  *  *  *'])
      expect(findMissingPart(documentFromText(`${LETTER}\n${mark}\nMore text.`))?.reason, mark).toMatch(/left out/);
    expect(findMissingPart(documentFromText(`${LETTER}\nCall us today…\nMore text.`))).toBeNull();
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

/** A debt buyer's later letter that never says it is from a debt collector (mini_miranda_missing_subsequent). */
const REMINDER = `Cavalier Portfolio Holdings, LLC
PO Box 2390, Norfolk, VA 23501

February 14, 2024

Dear Jerome Walker:

Cavalier Portfolio Holdings purchased your Amazon Store Card account from Synchrony Bank on August 30, 2023. Our records show that your account remains unpaid. Call us at 1-855-555-0161 to set up a payment plan.

Thank you,
Customer Care Team`;

const NOTICE = `Acme Recovery, LLC is a debt collector. We are trying to collect a debt that you owe to Bank of Rockville. Your balance is $812.40.

Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.`;

describe('findWholeLetterSign', () => {
  it('reads a last page that says it is the last, when every page it declares is in hand', () => {
    expect(findWholeLetterSign(documentFromText(`${LETTER}\nPage 1 of 1`))).toMatchObject({ basis: 'last_page_marker', evidence: { text: 'Page 1 of 1' } });
    expect(findWholeLetterSign(documentFromText(`Page 1 of 2\n${LETTER}\fPage 2 of 2\nMore.`))?.basis).toBe('last_page_marker');
    expect(findWholeLetterSign(documentFromText(`${LETTER}\nPágina 2 de 2`))).toBeNull();
    expect(findWholeLetterSign(documentFromText(`Página 1 de 2\n${LETTER}\fPágina 2 de 2`))?.basis).toBe('last_page_marker');
    expect(findWholeLetterSign(documentFromText(`Page 1 of 2\n${LETTER}`))).toBeNull();
  });

  it('reads a close and signature that come after the validation notice, not before it', () => {
    const after = `${NOTICE}\n\nSincerely,\nJane Roe, Collections Manager`;
    const end = after.indexOf('assume this debt is valid') + 'assume this debt is valid'.length;
    expect(findWholeLetterSign(documentFromText(after), { noticeEnd: end })).toMatchObject({ basis: 'closing_after_notice', evidence: { text: 'Sincerely,' } });
    const before = `Very truly yours,\nJane Roe\n\n${NOTICE}`;
    expect(findWholeLetterSign(documentFromText(before), { noticeEnd: before.length - 1 })).toBeNull();
    // No notice: a close alone does not show that no page or back is missing.
    expect(findWholeLetterSign(documentFromText(REMINDER), { noticeEnd: null })).toBeNull();
    expect(findWholeLetterSign(documentFromText(`${LETTER}\nAtentamente,\nDepartamento de Cobranzas`), { noticeEnd: 10 })?.basis).toBe('closing_after_notice');
  });
});

describe('a finding that something is missing needs the whole letter (issue 26)', () => {
  const collector = { state: 'VA', senderIsOriginalCreditor: false } as const;
  const missingMiranda = (text: string, answers: Record<string, unknown>) => {
    const r = analyzeText(text, { answers: { ...collector, ...answers }, today: '2024-02-20' });
    return { ids: r.findings.map((f) => f.id), status: r.runs.find((run) => run.rule.meta.id === 'mini_miranda_missing_subsequent')?.result.status, r };
  };

  it('flags a letter whose text shows it is complete (its last page says so)', () => {
    const { ids, r } = missingMiranda(`${REMINDER}\nPage 1 of 1`, {});
    expect(r.gates.wholeLetter?.basis).toBe('last_page_marker');
    expect(ids).toContain('mini_miranda_missing_subsequent');
  });

  it('asks whether it is the whole letter when nothing shows it, instead of flagging what may be elsewhere', () => {
    const { ids, status, r } = missingMiranda(REMINDER, {});
    expect(r.gates.wholeLetter).toBeNull();
    expect(ids).not.toContain('mini_miranda_missing_subsequent');
    expect(status).toBe('needs_input');
    expect(r.questions.map((q) => q.id)).toContain('allPagesUploaded');
  });

  it('flags once the person says it is the whole letter', () => {
    const { ids, r } = missingMiranda(REMINDER, { allPagesUploaded: true });
    expect(r.gates.wholeLetter).toEqual({ basis: 'answered' });
    expect(ids).toContain('mini_miranda_missing_subsequent');
  });

  it('does not flag, and does not ask again, when the person says part of the letter is missing', () => {
    const { ids, status, r } = missingMiranda(`${REMINDER}\nPage 1 of 1`, { allPagesUploaded: false });
    expect(ids).not.toContain('mini_miranda_missing_subsequent');
    expect(status).toBe('not_applicable');
    expect(r.questions.map((q) => q.id)).not.toContain('allPagesUploaded');
  });

  it('lets a sign of a missing part outweigh a sign of the whole (a close after the notice, then "see reverse side")', () => {
    const text = `${LETTER}\n\nUnless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.\n\nSincerely,\nJane Roe\n\nSee reverse side for important information.`;
    const r = analyzeText(text, { answers: { state: 'IL', isFirstContact: true }, today: '2025-06-10' });
    expect(r.gates.missingPart).toMatch(/see reverse side/i);
    expect(r.gates.wholeLetter).toBeNull();
  });

  it('keeps a flag built on what the letter says wrongly: a promise not to sue stands on an excerpt', () => {
    const text = `[...]\nBecause of the age of your debt, we will not sue you for it. We are willing to settle your account for $200.\n[...]`;
    const r = analyzeText(text, { answers: { state: 'IL', lastPaymentDate: '2010-01-15', senderIsOriginalCreditor: false }, today: '2025-06-10' });
    expect(r.gates.wholeLetter).toBeNull();
    expect(r.findings.map((f) => f.id)).toContain('time_barred_no_disclosure_federal');
  });
});

describe('hasLetterFrame (decision 175)', () => {
  it('finds the parts that frame a mailed letter: a telephone number, a box or street address, a ZIP code, a web or e-mail address, a closing', () => {
    for (const text of [
      'Call us at 1-800-555-0199 today.',
      'Llame al (305) 555.0144.',
      'Send payment to P.O. Box 4115, Concord.',
      'Apartado Postal 12, San Juan.',
      'Houston, TX 77001-1234',
      '1200 North Main Street, Suite 4',
      'Visit www.example-collect.com or write to help@example.com.',
      'Very truly yours,\nAcme',
      'Atentamente,\nAcme',
    ])
      expect(hasLetterFrame(text), text).toBe(true);
  });

  it('finds none in the body of a letter alone, whatever figures and dates it holds', () => {
    for (const text of [
      'Your balance of $1,234.56 as of March 3, 2021 remains unpaid. Please remit in full.',
      'Account number 4417-1234 was placed with our office on 12/01/2020 for collection.',
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.',
    ])
      expect(hasLetterFrame(text), text).toBe(false);
  });
});
