/**
 * Paraphrase families for decision 534 (issue 26): what a letter's own words say of whether it is the collector's first
 * communication about the debt (15 U.S.C. 1692g(a): the notice is in the initial communication or follows it within five
 * days; 12 CFR 1006.34(a)(1)), so the question need not be asked.
 *
 * - A later letter says the consumer was told before, in the active or the passive, with or without an adverb of time: "as we
 *   told you", "as we have informed you", "you have previously been notified", "you have been notified before", "we have
 *   written to you several times", "como le indicamos anteriormente", "ya se le notificó", "se le ha notificado previamente".
 *   Not what the letter tells "above" or "below" (its own words), a condition ("if you have already been notified"), a
 *   notice said to have come from the creditor, nor a call (a prior call makes no earlier letter: read apart).
 * - A first letter says so: "this is our initial attempt to collect", "this notice is sent to you as our first
 *   communication", "este es nuestro primer aviso", "le escribimos por primera vez", and "this is the first letter we have
 *   sent you about this account" (the words "we have sent you about" in it name no earlier letter). Not a condition: "if
 *   this is the first notice you have received from us".
 *
 * A notice that calls itself the collector's first contact of any kind ("this is our initial communication with you", "this is the
 * first time we have contacted you", "es la primera vez que nos comunicamos con usted") says no call came before: its short "from a
 * debt collector" statement falls short of the initial communication's disclosure (15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(1)). One
 * that calls itself only the first letter or notice leaves a call before it open, and is still asked.
 *
 * An account said to be now in collection, or now with the sender ("this account is now in collection", "your account is now with
 * our office", "su cuenta está ahora en cobranza"), announces the placement as "has been placed for collection" does (decision 404;
 * Miller v. Payco-General American Credits, 4th Cir. 1991: "has been given to us for immediate action"). Not a condition, an
 * account merely past due, one said to be with another ("now with our attorney", "now in collection with Acme Agency"), nor one
 * that has stayed there ("remains in collection").
 *
 * "Final notice" stays read as neither (decision 091: collectors title first letters so). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { calledFirstIn, earlierContactIn, firstContactFromWords, firstLetterSign } from './first-contact';
import { checkNotice } from '../testing';
import { rule as disclosure } from '../rules/vn_collector_communication_disclosure/rule';

const wrap = (sentence: string): string => `Re: account ending 3391\n\n${sentence}\n\nThe balance is $812.40.`;

const TOLD_BEFORE = [
  'As we told you before, the balance remains unpaid.',
  'As we have told you, this balance is past due.',
  'As we told you in March, the account is past due.',
  'As we have informed you, the account remains open.',
  'As we advised you, payment is overdue.',
  'You have previously been notified of this debt.',
  'You have been previously notified that this account is past due.',
  'You have already been sent a notice of your rights.',
  'You have been notified before about this balance.',
  'You had already been advised of the balance owed.',
  'We have written to you several times about this account.',
  'We have contacted you repeatedly about this balance.',
  'We have written you more than once about this debt.',
  'Como le indicamos anteriormente, el saldo sigue pendiente.',
  'Como le informamos previamente, la cuenta está vencida.',
  'Como se le notificó anteriormente, la deuda no ha sido pagada.',
  'Ya se le notificó de esta deuda.',
  'Se le ha notificado previamente sobre esta deuda.',
  'Ya le hemos escrito sobre esta cuenta.',
];

const NOT_TOLD_BEFORE = [
  'As we told you above, the balance is $812.40.',
  'As we explain below, you may dispute this debt.',
  'As we tell you in this letter, you have rights.',
  'If you have already been notified of this debt by another company, please call us.',
  'You have previously been notified by the original creditor of the balance.',
  'As we told you on the phone, the balance is $812.40.',
  'We have tried to call you several times.',
  'You will be notified if the balance changes.',
  'Como le indicamos a continuación, puede disputar la deuda.',
  'Si ya se le notificó de esta deuda, llámenos.',
  'FINAL NOTICE',
  'This is our final notice before we refer the account.',
];

const SAYS_FIRST = [
  'This is our first notice to you about this debt.',
  'This is the first letter we have sent you about this account.',
  'This is the first notice that we have mailed to you.',
  'This is our initial attempt to collect this debt.',
  'This notice is being sent to you as our first communication.',
  'This letter is sent as our initial communication with you.',
  'Este es nuestro primer aviso.',
  'Esta es nuestra primera carta sobre esta deuda.',
  'Le escribimos por primera vez acerca de esta deuda.',
  'Es la primera vez que nos comunicamos con usted sobre esta deuda.',
];

const NOT_SAYS_FIRST = [
  'If this is the first notice you have received from us, please read it.',
  'If this is our first letter to you, call us.',
  'Si esta es la primera carta que recibe de nosotros, llámenos.',
  'Our first notice explained your rights.',
];

describe('a later letter that says the consumer was told before: not the first letter', () => {
  it.each(TOLD_BEFORE)('reads an earlier communication of the sender in "%s"', (sentence) => {
    expect(earlierContactIn(wrap(sentence))).toBeDefined();
  });
  it.each(NOT_TOLD_BEFORE)('reads none in "%s"', (sentence) => {
    expect(earlierContactIn(wrap(sentence))).toBeUndefined();
  });
});

describe('a letter that says it is the first: the first letter', () => {
  it.each(SAYS_FIRST)('reads the letter calling itself the first in "%s"', (sentence) => {
    expect(earlierContactIn(wrap(sentence))).toBeUndefined();
    expect(calledFirstIn(wrap(sentence))).toBeDefined();
  });
  it.each(NOT_SAYS_FIRST)('reads no self-description as the first in "%s"', (sentence) => {
    expect(calledFirstIn(wrap(sentence))).toBeUndefined();
    expect(firstContactFromWords(wrap(sentence))?.kind).not.toBe('first');
  });
});

const RIGHTS = `If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt. If you do not dispute it by April 14, 2025, we will assume that our information is correct.`;
const notice = (opening: string): string =>
  `ABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701\n\nDear Ms. Lee:\n\n${opening}\n\nThis communication is from a debt collector.\n\n${RIGHTS}\n\nSincerely,\nABC Recovery, Inc.`;

const FIRST_CONTACT_OF_ANY_KIND = [
  'This is our initial communication with you about this debt.',
  'This is the first time we have contacted you about this debt.',
  'This letter is our first contact with you.',
  'Es la primera vez que nos comunicamos con usted sobre esta deuda.',
];
const FIRST_LETTER_ONLY = [
  'This is our first notice to you about this debt.',
  'This is the first letter we have sent you about this account.',
  'Este es nuestro primer aviso.',
];

describe('a notice with only the short disclosure that calls itself the first contact', () => {
  it.each(FIRST_CONTACT_OF_ANY_KIND)('is judged as the initial communication after "%s"', (sentence) => {
    const r = checkNotice(disclosure, notice(sentence));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });
  it.each(FIRST_LETTER_ONLY)('still asks about a call before it after "%s"', (sentence) => {
    expect(checkNotice(disclosure, notice(sentence)).status).toBe('needs_input');
  });
});

const NOW_IN_COLLECTION = [
  'THIS ACCOUNT IS NOW IN COLLECTION. Send the full balance to this office.',
  'Your account is now in collections.',
  'Your account with Mercy General Hospital is now with our office.',
  'The balance you owe to Star Bank is now with this agency for collection.',
  'Your debt is now with us.',
  'Su cuenta está ahora en cobranza.',
  'Su deuda con el Hospital General ahora está con nuestra agencia.',
];
const NOT_NOW_IN_COLLECTION = [
  'If your account is now in collection, call us.',
  'Your account is now past due.',
  'Your account is now with our attorney for collection.',
  'Your account is now in collection with Acme Recovery, Inc.',
  'Your account remains in collection.',
  'Si su cuenta está ahora en cobranza, llámenos.',
];

describe('an account said to be now in collection or now with the sender: the placement announced', () => {
  it.each(NOW_IN_COLLECTION)('reads the placement in "%s"', (sentence) => {
    expect(firstLetterSign(wrap(sentence))?.kind).toBe('placement');
  });
  it.each(NOT_NOW_IN_COLLECTION)('reads none in "%s"', (sentence) => {
    expect(firstLetterSign(wrap(sentence))).toBeUndefined();
  });
});
