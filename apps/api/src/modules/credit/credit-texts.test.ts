import { analyzeText } from '@debtshield/analyzer';
import { findErrors, parseCreditReport, type Bureau } from '@debtshield/credit-reports';
import { describe, expect, it } from 'vitest';
import { expectCatalogue } from '../../../test/catalogue';
import { GRANITE_LETTER, HARBOR_TRANSUNION, harborExperian, pagesOf, parsedSynthetic } from '../../../../../packages/credit-reports/src/test-helpers';
import { presentReport } from './credit-center';
import { CREDIT_TEXTS, creditText, localizeReport } from './credit-texts';

const BUREAUS: Bureau[] = ['equifax', 'experian', 'transunion'];

describe("the credit center's sentences in Spanish (issue 16)", () => {
  it('has Spanish for every English text, with the same placeholders', () => {
    expectCatalogue(CREDIT_TEXTS.en, CREDIT_TEXTS.es);
  });

  it('writes every finding, proof label, question and law of synthetic reports of each bureau in Spanish; printed words kept', () => {
    const misses: string[] = [];
    const granite = analyzeText(GRANITE_LETTER, { answers: { state: 'IL' }, today: '2026-11-20' }).facts;
    for (const bureau of BUREAUS)
      for (let i = 0; i < 4; i++) {
        const { parsed } = parsedSynthetic(bureau, i);
        const shown = presentReport(parsed, bureau, [{ id: 'a-1', facts: granite }]);
        localizeReport(shown, 'es', (m) => misses.push(`${bureau} ${i}: ${m}`));
      }
    // What only the person can say, said: not mine, unauthorised inquiries, wrong personal data.
    const { parsed } = parsedSynthetic('transunion', 0);
    const all = findErrors([parsed]).toConfirm;
    const said = findErrors([parsed], {
      confirmations: {
        notMine: all.filter((c) => c.kind === 'account').map((c) => c.item),
        unauthorisedInquiries: all.filter((c) => c.kind === 'inquiry').map((c) => c.item),
        wrongPersonal: all.filter((c) => c.kind === 'personal').map((c) => c.item),
      },
    });
    for (const f of said.findings) for (const s of [f.summary, f.section, ...f.proof.map((p) => p.label)]) creditText(s, 'es', (m) => misses.push(m));
    // Across bureaus: a date of first delinquency that differs (re-aging).
    const across = findErrors(BUREAUS.map((b, i) => parsedSynthetic(b, i).parsed));
    for (const f of across.findings) for (const s of [f.summary, f.section, ...f.proof.map((p) => p.label)]) creditText(s, 'es', (m) => misses.push(m));
    // Two bureaus that report one account differently (issue 25), and why each finding might be innocent.
    const harbor = findErrors([parseCreditReport(pagesOf(harborExperian('Collection account', '03/02/2020'))), parseCreditReport(pagesOf(HARBOR_TRANSUNION))]);
    expect(harbor.findings.filter((f) => f.kind === 'bureau_mismatch')).toHaveLength(2);
    for (const f of [...harbor.findings, ...across.findings, ...said.findings])
      for (const s of [f.summary, f.section, f.innocent ?? '', ...f.proof.map((p) => p.label)]) creditText(s, 'es', (m) => misses.push(m));
    // Medical debt: a paid medical collection (bureau policy) for a person in a state that forbids reporting it (law).
    const medical = parseCreditReport(
      pagesOf([
        'EQUIFAX\nReport Date: 06/10/2025\nCOLLECTIONS\nSUMMIT RECOVERY GROUP\nAccount Number: XXXXXXXX4444   Account Type: Collection Agency\nAccount Status: Paid collection\nOriginal Creditor: LAKESIDE MEDICAL GROUP\nBalance: $0',
      ]),
    );
    const notes = findErrors([medical], { state: 'CT' }).findings.filter((f) => f.kind.startsWith('medical'));
    expect(notes.map((f) => f.kind).sort()).toEqual(['medical_bureau_policy', 'medical_state_law']);
    for (const f of notes) for (const s of [f.summary, f.section, f.innocent ?? '', ...f.proof.map((p) => p.label)]) creditText(s, 'es', (m) => misses.push(m));
    const undated = parseCreditReport(pagesOf(HARBOR_TRANSUNION));
    for (const q of undated.questions) creditText(q.question, 'es', (m) => misses.push(m));
    // The reader's questions about values it could not read, and its warnings.
    for (const s of [
      'Which credit bureau is this report from: Equifax, Experian or TransUnion?',
      'Page 2: we could not read the balance of SUMMIT CARD SERVICES with confidence (we saw "S1,2?4"). What does your report say?',
      'Page 1: we could not read the report date with confidence (we saw "11/?/2026"). What does your report say?',
      'Page 3: we could not read the 24-month payment history of NORTHWIND BANK (we saw "OK OK 3? OK"). What does your report show for each month?',
      'Page 1: we could not read the 2015–2018 payment history of ALLY FINANCIAL (we saw "2018 v v v v"). What does your report show for each month?',
      'Page 1: we could not read the 2015, 2017 payment history of ALLY FINANCIAL (we saw "2017 v v"). What does your report show for each month?',
      'Page 1: we could not read the payment history of BANK OF AMERICA. Check each month on your report: paid on time, late (30 to 180 days) or no data.',
      'Page 1: the payment history of ALLY FINANCIAL is drawn with symbols we cannot read for certain. We read only the marks printed as numbers or codes (30, 60, 90, 120, 150, 180, CO); check the other months (paid on time, no data or another mark) on your report.',
      'No accounts were found in this report. Check that it is a full Equifax, Experian or TransUnion report.',
    ])
      creditText(s, 'es', (m) => misses.push(m));
    expect([...new Set(misses)]).toEqual([]);

    const shown = localizeReport(presentReport(parsed, 'transunion', [{ id: 'a-1', facts: granite }]), 'es');
    const obsolete = shown.findings.find((f) => f.kind === 'obsolete')!;
    expect(obsolete.summary).toMatch(/^[A-Z ]+ \(…\d{4}\) en TransUnion se informa más de 7 años y 180 días/);
    expect(obsolete.section).toContain('15 U.S.C. 1681c(a)(4)');
    expect(shown.findings.find((f) => f.kind === 'letter_mismatch')?.summary).toContain('no coinciden en el monto adeudado');
    expect(creditText(said.findings.find((f) => f.kind === 'inquiry_unauthorised')!.summary, 'es')).toMatch(/^Usted dijo que no autorizó la consulta de [A-Z]/);
  });

  it('writes the dates and months of its sentences the way people do, in English and Spanish (decision 255)', () => {
    const ISO = /\b\d{4}-\d{2}(?:-\d{2})?\b/;
    const { parsed } = parsedSynthetic('transunion', 0);
    const all = findErrors([parsed]).toConfirm;
    const said = findErrors([parsed], { confirmations: { unauthorisedInquiries: all.filter((c) => c.kind === 'inquiry').map((c) => c.item) } });
    const across = findErrors(BUREAUS.map((b, i) => parsedSynthetic(b, i).parsed));
    const sentences = [...said.findings, ...across.findings, ...findErrors([parsed]).findings].map((f) => f.summary);
    sentences.push(...all.map((c) => c.question));
    for (const s of sentences) {
      expect(s).not.toMatch(ISO);
      expect(creditText(s, 'es')).not.toMatch(ISO);
      expect(creditText(s, 'es')).not.toMatch(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    }
    const inquiry = said.findings.find((f) => f.kind === 'inquiry_unauthorised')!.summary;
    expect(inquiry).toMatch(/ on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(creditText(inquiry, 'es')).toMatch(/ del \d{1,2} de [a-z]+ de \d{4}\.$/);
    const obsolete = findErrors([parsed]).findings.find((f) => f.kind === 'obsolete')!.summary;
    expect(obsolete).toMatch(/it should have come off by [A-Z][a-z]+ \d{4}\.$/);
    expect(creditText(obsolete, 'es')).toMatch(/debió eliminarse a más tardar en [a-z]+ de \d{4}\.$/);
    expect(
      creditText(
        'Dunmore Collections (…4412) on transunion reports a first delinquency of March 2019, but its own payment history shows the delinquency began in June 2018.',
        'es',
      ),
    ).toBe(
      'Dunmore Collections (…4412) en TransUnion informa una primera morosidad en marzo de 2019, pero su propio historial de pagos muestra que la morosidad empezó en junio de 2018.',
    );
    expect(
      creditText(
        'ACME MEDICAL is a medical debt, and CT law forbids reporting medical debt (Public Act 24-6, Conn. Gen. Stat. 20-7i; in effect July 1, 2024).',
        'es',
      ),
    ).toBe(
      'ACME MEDICAL es una deuda médica, y la ley de CT prohíbe informar deudas médicas (Public Act 24-6, Conn. Gen. Stat. 20-7i; en vigor desde el 1 de julio de 2024).',
    );
  });
});
