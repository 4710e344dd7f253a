/**
 * Paraphrase families for decision 542 (issue 26): the creditor's authority for suit said as given ("Northgate Bank has given this
 * firm authority to bring a lawsuit against you", "our client has granted us the authority to file suit", "we have been given the
 * go-ahead to sue", "nuestro cliente nos ha otorgado la autorización para demandarle"). As "our client has authorized us to commence
 * suit" (decision 163), the decision is made and only the collector's act is left, on any day of the thirty: in a first letter it
 * overshadows the notice, and a later letter sent while the first notice's period runs does the same (Ellis v. Cohen & Slamowitz,
 * N.D.N.Y. 2010; 15 U.S.C. 1692g(b)); whether it was is asked (`firstNoticeReceivedDate`). Lawful near misses: the authority denied,
 * authority to settle or to accept a payment (no step), suit said to wait for the end of the period. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { apexLaterLetter, firstLetter, overshadowingOutcome } from './test-letters';

describe('the creditor’s authority for suit said as given', () => {
  it.each([
    'Please be advised that Northgate Retail Bank has given this firm authority to bring a lawsuit against you.',
    'Our client has granted us the authority to file suit against you.',
    'Pinecrest Bank has now given our attorneys full authority to commence legal proceedings against you.',
    'We have been given the go-ahead to file a lawsuit against you.',
    'This office has been granted authority to sue you for the balance.',
    'Nuestro cliente nos ha otorgado la autorización para demandarle.',
    'El acreedor ha dado a esta firma autoridad para presentar una demanda en su contra.',
    'Pinecrest Bank nos ha concedido la facultad de iniciar una acción legal en su contra.',
  ])('flags in a first letter and asks when the first notice came in a later one: %s', (sentence) => {
    expect(overshadowingOutcome(firstLetter(sentence))).toBe('flag');
    expect(overshadowingOutcome(apexLaterLetter(sentence), { isFirstContact: false })).toBe('ask');
  });

  it.each([
    'Our client has not given us authority to file suit against you.',
    'We have not been given authority to sue you.',
    'Our client has given us authority to accept a reduced payment of $600.00.',
    'Pinecrest Bank has granted us permission to offer you a payment plan.',
    'Nuestro cliente nos ha dado autorización para aceptar un pago reducido.',
    'Nuestro cliente no nos ha otorgado autorización para demandarle.',
  ])('lawful, in a first letter and a later one: %s', (sentence) => {
    expect(overshadowingOutcome(firstLetter(sentence))).toBe('silent');
    expect(overshadowingOutcome(apexLaterLetter(sentence), { isFirstContact: false })).toBe('silent');
  });

  it('suit said to wait for the end of the period: not flagged in a first letter', () => {
    expect(
      overshadowingOutcome(firstLetter('Our client has given us authority to file suit, but no suit will be filed before the end of the validation period.')),
    ).toBe('silent');
  });
});
