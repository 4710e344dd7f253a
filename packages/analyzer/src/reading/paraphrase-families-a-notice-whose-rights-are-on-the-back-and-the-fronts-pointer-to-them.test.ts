/**
 * Paraphrase family for `vn_not_clear_and_conspicuous` (decision 426; issue 26, item 4): validation information must be clear
 * and conspicuous, readily noticeable (12 CFR 1006.34(b)(1), (d)(1)); a front that states the debt while the dispute rights stand
 * only on the back, with nothing on the front pointing to them, may hide them. A front that points to the back does not, in
 * whatever words it points: "see reverse side", "please turn over", "your rights are explained on the next page", "read the
 * notice on the back", the Spanish "vea al reverso", "información importante al dorso", "consulte la página 2". From the rule and
 * the ways notices are printed, not from one notice. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { rule } from '../rules/vn_not_clear_and_conspicuous/rule';
import { checkNotice, NOTICE_BACK_RIGHTS as RIGHTS, NOTICE_FRONT as FRONT } from '../testing';
import { failing } from './test-letters';

const flagsWithFront = (line: string): boolean => checkNotice(rule, `${FRONT}\n${line}\f${RIGHTS}`).status === 'flag';

const POINTERS = [
  'See reverse side for important information.',
  'IMPORTANT: Please read the notice on the back of this letter.',
  'Please turn over for important information about your rights.',
  'Your rights are explained on the next page.',
  'Please see the back of this letter for your rights.',
  'Important information about your rights is printed on the reverse.',
  'Continued on reverse.',
  'Read the other side of this page.',
  'See page 2 for important information.',
  'Information about your right to dispute this debt appears on page 2.',
  'Vea al reverso información importante.',
  'Información importante al dorso.',
  'Consulte la página 2 para conocer sus derechos.',
  'Lea el reverso de esta carta.',
];

const NO_POINTER = ['Thank you for your prompt attention to this matter.', 'Pay online at www.abcrecovery.com.', 'We are here to help.'];

describe('a notice whose rights are on the back, and the front’s pointer to them (12 CFR 1006.34(b)(1))', () => {
  it('reads each pointer on the front and does not flag', () => expect(POINTERS.filter(flagsWithFront)).toEqual([]));
  it('flags a front that states the debt and points nowhere', () => expect(failing(NO_POINTER, flagsWithFront)).toEqual([]));
});
