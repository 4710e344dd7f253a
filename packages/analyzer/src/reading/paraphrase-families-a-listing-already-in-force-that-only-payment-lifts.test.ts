/**
 * Paraphrase families for decision 542 (issue 26): a consequence already in force that only payment lifts. The consumer's name,
 * check or account said to be entered already in a database merchants consult, with what it does until the debt is paid or
 * resolved ("your name has been placed in our NATIONWIDE CHECK DATABASE. Merchants may decline your checks until this matter has
 * been settled"), or said cleared by payment ("to clear this item from our computer files, please remit"). A first letter that says
 * so tells the consumer the harm is under way now and ends only with payment, and leaves the right to dispute looking beside the
 * point (15 U.S.C. 1692g(b); Ozkaya v. Telecheck Services, N.D. Ill. 1997); a later letter does the same while the first notice's
 * period runs (Withers v. Equifax Risk Management Services, N.D. Ill. 1999), which is asked. Lawful near misses: a listing only
 * said to be possible, one said removed, one suspended while a dispute is open, the Bartlett explanation that the rights survive.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { apexLaterLetter, firstLetter, overshadowingOutcome } from './test-letters';

describe('a listing already in force that only payment lifts', () => {
  it.each([
    'Because we now own the check listed on this notice, your name has been placed in our NATIONWIDE CHECK DATABASE. Merchants may decline your checks until this matter has been settled.',
    'We have entered your name in our national computer files. Until this is resolved, we may not approve your checks.',
    'Your check has been recorded in our national check verification system, and stores that use our service will refuse your checks until the balance is paid.',
    'Your driver’s license number has been added to our database; your checks may be declined at participating merchants until this debt is satisfied.',
    'To clear this item from our computer files, please remit the remaining amount due in the enclosed envelope.',
    'Su nombre ha sido ingresado en nuestra base de datos nacional de cheques. Los comercios podrían rechazar sus cheques hasta que se resuelva este asunto.',
    'Hemos registrado su cheque en nuestro sistema nacional; sus cheques no serán aceptados hasta que pague el saldo.',
  ])('flags in a first letter and asks when the first notice came in a later one: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body))).toBe('flag');
    expect(overshadowingOutcome(apexLaterLetter(body), { isFirstContact: false })).toBe('ask');
  });

  it.each([
    'Returned checks may be reported to check verification services.',
    'Your name has been removed from our database.',
    'Your name has been placed in our check database. If you dispute this debt within the time described below, we will suspend the listing until we mail you verification.',
    'Su nombre ha sido eliminado de nuestra base de datos.',
    'Your payment history has been entered in our records.',
  ])('lawful, in a first letter and a later one: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body))).toBe('silent');
    expect(overshadowingOutcome(apexLaterLetter(body), { isFirstContact: false })).toBe('silent');
  });

  it('the Bartlett explanation beside the listing: not flagged in a first letter', () => {
    expect(
      overshadowingOutcome(
        firstLetter(
          'Your name has been placed in our check database, and merchants may decline your checks until this matter has been settled. This does not affect your right to dispute the debt or to ask for the name of the original creditor within the time described below.',
        ),
      ),
    ).toBe('silent');
  });
});
