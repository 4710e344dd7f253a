/**
 * Paraphrase families for decision 384 (issue 26): the debt said to be taken as valid if the consumer does not get in touch at
 * once, beside the thirty-day notice. The statute lets a collector assume the debt valid only after thirty days without a
 * dispute (15 U.S.C. 1692g(a)(3), (b); 12 CFR 1006.34(c)(3)(iii)); a demand to call "immediately" on pain of the debt being
 * taken as valid says the assumption comes sooner (Gause v. Medical Business Consultants, M.D. Fla. 2019, on "CONTACT US
 * IMMEDIATELY … If you fail to contact us we will have no choice but to assume that this is a VALID and JUST DEBT"; decision 103
 * read the same assumption after fewer than thirty days). Read whether the "at once" stands in the sentence itself or in the
 * sentence before that asks for the contact whose failure the next one speaks of. From the law and the ways collectors write,
 * not from one letter's words. Tests, not the measure.
 *
 * Lawful near misses: the same failure with no time of its own after a call invited about payment; an immediate call asked for
 * payment beside the notice's own thirty days; the assumption tied to the thirty days.
 */
import { describe, expect, it } from 'vitest';
import { disputeConditionsInBothEras } from './test-letters';

const outcomes = (sentence: string) => disputeConditionsInBothEras(sentence);

describe('the debt taken as valid unless the consumer gets in touch at once', () => {
  const FLAG = [
    'If you feel that this is not a valid debt, contact us immediately. If you fail to contact us, we will have no choice but to assume that this is a valid and just debt.',
    'If you believe you do not owe this balance, call our office at once. If you do not call, we will consider the debt valid.',
    'Please telephone us right away. Should you fail to respond, this account will be treated as a valid debt.',
    'If we do not hear from you immediately, we will assume this debt is valid.',
    'Unless you contact this office immediately, we will assume that the balance is owed.',
    'Failure to respond immediately will be taken as an admission that you owe this debt.',
    'If you dispute any part of this bill, write to us immediately. If you do not write, we will treat the amount as correct.',
    // Spanish
    'Si usted cree que esta deuda no es válida, comuníquese con nosotros de inmediato. Si no se comunica con nosotros, consideraremos que la deuda es válida.',
    'Llámenos inmediatamente. Si no nos llama, asumiremos que usted no disputa la deuda.',
  ];
  const LAWFUL = [
    'Please call us to discuss this account. If we do not hear from you, we will assume this debt is valid.',
    'Please contact us immediately to arrange payment. If we do not hear from you within thirty days, we will assume the debt is valid.',
    'If you dispute this debt, contact us immediately. If you do not dispute it within thirty days after receipt, we will assume this debt is valid.',
    'Please give this matter your immediate attention. We look forward to hearing from you.',
  ];
  it.each(FLAG)('flags in a first letter: %s', (s) => expect(outcomes(s)).toEqual(['flag', 'flag']));
  it.each(LAWFUL)('does not flag: %s', (s) => expect(outcomes(s)).toEqual(['silent', 'silent']));
});
