/**
 * Paraphrase families for letters that misdescribe where a suit stands or what a court would do (issue 26, decision 179), in
 * sentences of our own written from the law (15 U.S.C. 1692e(2)(A), (5), (9), (10), (13); 1673; 12 CFR 1006.18), never from a
 * corpus letter. Decisions 138, 153, 159 and 164 read captions, titles, court forms, suits said filed, steps said taken, papers
 * enclosed, judgments said decided, exempt income and automatic enforcement; this round reads what they left silent:
 * - a "Pending legal action:" line, and a suit pending on the account in Spanish;
 * - a hearing set, in Spanish ("se ha programado una audiencia");
 * - a judgment said to come without a hearing, a trial or the consumer's day in court, hedged or not, outside a suit's condition;
 * - a garnishment, lien or levy order said coming, sent or prepared (a court issues one only after a judgment), and enforcement
 *   said to run under a court order;
 * - an appearance in court said required ("you will be required to appear in court", "you will have to go to court");
 * - the judge said to order payment; a court's docket number standing alone in a letter that names no court;
 * - garnishment said to begin and a sheriff's sale said to come, and "se le ha ordenado comparecer";
 * - all of the wages said garnished (15 U.S.C. 1673 caps an ordinary garnishment at 25% of disposable earnings).
 * Each `simulated_legal_process` reading is asked (`lawsuitFiled`) from the words, flagged once no suit was filed and silent
 * once one was; the wages reading of `legal_process_misdescribed` is flagged from the words.
 * Near misses that must stay silent, with and without answers: the same steps on a suit's condition ("if you are sued, you will
 * have to appear"), hedged on a suit, denied, garnishment said capped or needing a judgment, wages said protected, file numbers,
 * a hearing-impaired line, and the collector's own steps before a suit ("your account has been approved for litigation": the
 * threat rule's `legal_referral`, as the corpus letter time-barred-suit-threat-texas holds; an account approved for a payment
 * plan).
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLetter, firstLetter } from './test-letters';

const RULES = ['simulated_legal_process', 'legal_process_misdescribed'] as const;
const NO_SUIT: UserAnswers = { isFirstContact: true, senderIsOriginalCreditor: false, lawsuitFiled: false, judgmentEntered: false };
const SUIT: UserAnswers = { isFirstContact: true, senderIsOriginalCreditor: false, lawsuitFiled: true, judgmentEntered: true };

const outcome = (text: string, answers: UserAnswers = {}): 'flag' | 'ask' | 'silent' => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: '2025-06-12', rules: RULES.map((id) => getRule(id)!) });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => (RULES as readonly string[]).includes(f.id))) return 'flag';
  return result.questions.some((q) => q.askedBy.some((a) => (RULES as readonly string[]).includes(a))) ? 'ask' : 'silent';
};
const said = (sentence: string): string => bareLetter(`${sentence}\nPlease call us at 800-555-0100 to pay the balance.`);
const headed = (heading: string): string =>
  firstLetter('Please pay the balance or call us to discuss it.', { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });

const STEPS_MISDESCRIBED = [
  said('Pending legal action: your account ending 4411.'),
  headed('Pending Court Action: Account 4411'),
  said('Existe una acción legal pendiente sobre esta cuenta.'),
  said('Hay un juicio pendiente sobre su cuenta.'),
  said('Se ha programado una audiencia en este asunto.'),
  said('Su audiencia ha sido fijada para el 14 de julio.'),
  said('Judgment may be entered against you without a hearing.'),
  said('The court can enter judgment against you without a hearing if you do not pay by July 1.'),
  said('Default judgment can be entered without any hearing.'),
  said('A judgment could be taken against you without you ever going to court.'),
  said('Se podrá dictar sentencia sin juicio.'),
  said('A garnishment order will be sent to your employer.'),
  said('A wage garnishment order has been sent to your employer.'),
  said('A lien order will be recorded against your home.'),
  said('The lien order on your house will be recorded next week.'),
  said('We will obtain a lien order on your property.'),
  said('Our client will obtain a levy order on your bank account.'),
  said('An order of garnishment has been prepared for your employer.'),
  said('Se enviará una orden de embargo a su empleador.'),
  said('Se ha emitido una orden de embargo contra su salario.'),
  said('Your wages will be garnished under a court order unless you pay by July 1.'),
  said('Your bank account will be frozen pursuant to a court order.'),
  said('You will be required to appear in court.'),
  said('You will have to appear before a judge.'),
  said('You are going to have to appear before the judge.'),
  said('You will have to go to court on this matter.'),
  said('Usted tendrá que comparecer ante el juez.'),
  said('The judge will order you to pay.'),
  said('The judge shall order you to pay the full balance.'),
  said('Wage garnishment will begin on July 1, 2025 unless we hear from you.'),
  said('Your property will be sold at a sheriff sale next month.'),
  said('Se le ha ordenado comparecer ante el tribunal.'),
  said('Su salario será embargado por orden judicial si no paga.'),
  said('Docket Number: CV-2025-11930'),
  headed('INDEX NO. 2025-11930'),
];

const WAGES_MISSTATED = [
  said('We can garnish 100% of your wages once a judgment is entered.'),
  said('Your entire paycheck will be garnished.'),
  said('After judgment, all of your wages can be taken.'),
  said('Embargaremos todo su salario.'),
];

const NEAR_MISSES = [
  // the collector's own steps before a suit: the threat rule's (`threat_legal_action_unintended`, legal_referral), not a
  // misdescription of process (the corpus letter time-barred-suit-threat-texas)
  said('Your account has been approved for litigation. Unless we receive payment within 30 days, our attorneys will file a lawsuit.'),
  said('Your file has been cleared for suit.'),
  said('Our client may file a lawsuit if this account is not resolved.'),
  said('If a lawsuit is filed and you do not appear, a judgment may be entered against you.'),
  said('If our client decides to sue and you do not answer the complaint, a judgment may be entered without a hearing.'),
  said('If our client obtains a judgment, it may ask the court to garnish your wages, as the law of your state allows.'),
  said('If a judgment is entered, a court could order garnishment of up to 25% of your disposable earnings.'),
  said('Your employer may receive a wage garnishment order only if a court enters a judgment.'),
  said('We have not prepared any legal documents.'),
  said('No legal action is pending on this account.'),
  said('No lawsuit has been filed against you.'),
  said('Your account has been approved for a payment plan.'),
  said('Your file has been cleared for a settlement offer.'),
  said('If you are sued, you will have to appear in court or file an answer.'),
  said('You may be required to appear in court if a lawsuit is filed.'),
  said('Please keep this letter for your records; file number 11930.'),
  said('Federal law protects most of your wages from garnishment.'),
  said('Social Security benefits are generally exempt from garnishment.'),
  said('Please direct legal questions to our legal department.'),
  said('If you are hearing impaired, call our TTY line.'),
  said('Si se presenta una demanda y usted no comparece, se podría dictar una sentencia en su contra.'),
  said('Los documentos de su cuenta están disponibles si los solicita.'),
  said('Sus beneficios del Seguro Social están protegidos contra embargo.'),
  headed('NOTICE OF INTENT TO FILE SUIT'),
  said('If we obtain a judgment, the sheriff could levy on non-exempt property as state law allows.'),
  said('You have the right to a hearing if a lawsuit is filed.'),
  said('This is not a court order.'),
  said('Your case number with our office is 4411.'),
];
/** A real case's reference line, naming the court beside the docket number: a case the consumer can check (decision 138). */
const CHECKABLE_REFERENCE = bareLetter(
  'Re: Pinecrest Bank v. Maria Gomez, Travis County Court at Law No. 2, Docket No. 2025-11930.\nPlease call us at 800-555-0100 about the case.',
);

describe('steps of a suit misdescribed, asked from the words and judged with the answer (decision 179)', () => {
  it.each(STEPS_MISDESCRIBED.map((t, i) => [i, t] as const))('variant %i is asked from the words', (_i, text) => {
    expect(['ask', 'flag']).toContain(outcome(text));
  });
  it.each(STEPS_MISDESCRIBED.map((t, i) => [i, t] as const))('variant %i is flagged once no suit was filed', (_i, text) => {
    expect(outcome(text, NO_SUIT)).toBe('flag');
  });
  it.each(STEPS_MISDESCRIBED.map((t, i) => [i, t] as const))('variant %i is silent once a suit was filed and decided', (_i, text) => {
    expect(outcome(text, SUIT)).toBe('silent');
  });
});

describe('all of the wages said taken (decision 179)', () => {
  it.each(WAGES_MISSTATED)('flagged from the words and with the answers: %s', (text) => {
    expect(outcome(text)).toBe('flag');
    expect(outcome(text, NO_SUIT)).toBe('flag');
  });
});

describe('lawful near misses stay silent (decision 179)', () => {
  it.each(NEAR_MISSES.map((t, i) => [i, t] as const))('near miss %i: silent from the words and with either answer', (_i, text) => {
    expect(outcome(text)).toBe('silent');
    expect(outcome(text, NO_SUIT)).toBe('silent');
    expect(outcome(text, SUIT)).toBe('silent');
  });
});

describe('a docket number beside the court that holds it stays a checkable reference (decisions 138, 179)', () => {
  it('is neither asked nor flagged from the words, and silent once the suit is real', () => {
    expect(outcome(CHECKABLE_REFERENCE)).toBe('silent');
    expect(outcome(CHECKABLE_REFERENCE, SUIT)).toBe('silent');
  });
});
