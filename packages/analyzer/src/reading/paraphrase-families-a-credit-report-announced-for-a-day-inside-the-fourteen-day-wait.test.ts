/**
 * Paraphrase family for decision 504 (issue 26, from W533): a first communication that says the debt will be reported to the
 * credit bureaus on a day that comes before the collector may lawfully furnish it. Under Regulation F a debt collector may not
 * furnish information about a debt to a consumer reporting agency before it has spoken to the consumer about the debt, or placed a
 * letter in the mail or sent an electronic message about it and waited a reasonable time for a notice that it was undeliverable
 * (12 CFR 1006.30(a)(1)); fourteen consecutive days is a reasonable time (comment 30(a)(1)-2). A first letter that announces the
 * report for a date less than fourteen days after its own date, within fewer days than that, or at once ("today", "immediately",
 * "upon receipt") threatens a report the collector may not lawfully make then (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)).
 * The same is read in an e-mail or a text message (the electronic message of 1006.30(a)(1)(ii)) and in Spanish.
 *
 * Lawful near misses: a report announced for fourteen or more days after the letter, or after the validation period ends; a report
 * the letter only says may come with no date; a report said not to come until after the period; a report of a disputed debt said
 * to note the dispute; a report said to be the creditor's own; the same words in a later letter, or after the collector spoke with
 * the consumer by telephone (1006.30(a)(1)(i)); a report said to come a number of days after the letter arrives that, counted from
 * the fifth business day after mailing (the day 1006.34(b)(5) lets a collector take for receipt), falls on or after the fourteenth.
 */
import { describe, expect, it } from 'vitest';
import { failing, firstLetter, ruleOutcome } from './test-letters';

const RULE = 'reported_before_contact';
const TODAY = '2025-06-12';

/** An e-mail, the collector's first message, dated June 2, 2025 (as the letters are). */
const email = (body: string): string =>
  [
    'From: Apex Recovery Group <accounts@apexrecovery.example>',
    'To: maria.gomez@example.com',
    'Date: June 2, 2025',
    'Subject: Your Pinecrest Bank account ending 4411',
    '',
    'Hello Maria Gomez,',
    '',
    'Apex Recovery Group is collecting a debt of $1,250.00 that you owe to Pinecrest Bank.',
    '',
    body,
    '',
    'This communication is from a debt collector.',
    'Apex Recovery Group, PO Box 100, Dallas, TX 75201',
  ].join('\n');

/** A text message, undated (as texts are): its counts run from the day it is sent. */
const text = (body: string): string => `Apex Recovery Group: Maria, about your Pinecrest Bank acct ending 4411 ($1,250.00). ${body} This is a debt collector.`;

/** A Spanish first letter of June 2, 2025 under Regulation F, with the model form's dispute lines in Spanish. */
const spanish = (body: string): string =>
  [
    'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
    '',
    '2 de junio de 2025',
    '',
    'María Gómez\n12 Oak St\nAustin, TX 78701',
    '',
    'Ref.: Cuenta que termina en 4411. Acreedor actual: Pinecrest Bank. Monto total de la deuda ahora: $1,250.00.',
    '',
    'Estimada María Gómez:',
    '',
    'Esta comunicación proviene de un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Pinecrest Bank.',
    '',
    body,
    '',
    '¿Cómo puede disputar la deuda?',
    'Llame o escríbanos antes del 14 de julio de 2025 para disputar la totalidad o una parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.',
    '',
    'Atentamente,',
    'Apex Recovery Group',
  ].join('\n');

/** Reports announced for a day before the fourteenth after the letter (June 2, 2025: before June 16), or at once. */
const EARLY = [
  firstLetter('We will furnish this debt to Equifax, Experian and TransUnion on June 6, 2025.'),
  firstLetter('Unless we receive your payment within 5 days, we will report this balance to the credit bureaus.'),
  firstLetter('IMPORTANT: this account will be reported to the national credit reporting agencies immediately.'),
  firstLetter('Please note that on June 10, 2025 your account will be placed on your credit report as an unpaid collection.'),
  firstLetter('We are reporting this account to Experian today.'),
  firstLetter('Your unpaid balance is going to appear on your credit file in one week.'),
  firstLetter('Pay the balance by June 9, 2025. If we do not receive it, we will notify the credit bureaus of this debt.'),
  firstLetter('Upon receipt of this letter, this account will be reported to the credit bureaus.'),
  firstLetter('Our office shall report the delinquency to TransUnion, Experian and Equifax ten days from the date of this letter.'),
  email('We intend to report this account to all three credit bureaus on June 12, 2025 if it remains unpaid.'),
  text('We will report this debt to the credit bureaus in 72 hours unless it is paid.'),
  spanish('Su cuenta será reportada a las agencias de crédito el 9 de junio de 2025 si no recibimos el pago total.'),
  spanish('Reportaremos esta deuda a Equifax, Experian y TransUnion dentro de 7 días.'),
  spanish('Hoy mismo informaremos esta cuenta a los burós de crédito.'),
];

/** What the law allows, or what the words do not say. */
const LAWFUL = [
  firstLetter('We will report this account to the credit bureaus on June 20, 2025 if it is not paid.'),
  firstLetter('We may report information about your account to credit bureaus.'),
  firstLetter('If the balance remains unpaid after July 14, 2025, we will report it to Equifax, Experian and TransUnion.'),
  firstLetter('We will not report this debt to any credit bureau until after the validation period ends.'),
  firstLetter('We will not report this account to the credit bureaus before July 15, 2025.'),
  firstLetter('If you dispute this debt, any report we make to the credit bureaus will show that it is disputed.'),
  firstLetter('Unless we receive payment within 30 days, we will report this balance to the credit bureaus.'),
  firstLetter('Pinecrest Bank will report the account to the credit bureaus on June 6, 2025.'),
  firstLetter('We will report this account to the credit bureaus 10 days after you receive this letter.'),
  email('We may report this account to the credit bureaus, but not before July 20, 2025.'),
  spanish('Podemos reportar esta cuenta a las agencias de crédito, pero no antes del 20 de julio de 2025.'),
  spanish('Si la deuda sigue sin pagarse después del 14 de julio de 2025, la reportaremos a las agencias de crédito.'),
];

const outcome = (letter: string, answers: Record<string, unknown> = {}): string => ruleOutcome(RULE, letter, answers, TODAY);

describe('a credit report announced for a day inside the fourteen-day wait of 12 CFR 1006.30(a)(1)', () => {
  it('flags each on a first contact', () => expect(failing(EARLY, (l) => outcome(l, { isFirstContact: true }) === 'flag')).toEqual([]));
  it('flags the letters from their words, as the validation notice, and asks of the e-mail, which carries no notice', () => {
    expect(failing(EARLY.slice(0, 9), (l) => outcome(l) === 'flag')).toEqual([]);
    expect(outcome(EARLY[9]!)).toBe('ask');
  });
  it('does not flag what the law allows or the words do not say', () =>
    expect(LAWFUL.filter((l) => outcome(l, { isFirstContact: true }) === 'flag')).toEqual([]));
  it('does not flag the same words in a later letter, or after a telephone call', () => {
    expect(EARLY.filter((l) => outcome(l, { isFirstContact: false }) === 'flag')).toEqual([]);
    expect(EARLY.filter((l) => outcome(l, { isFirstContact: true, priorPhoneContactDate: '2025-05-20' }) === 'flag')).toEqual([]);
  });
});
