/**
 * The sender shown to be a debt collector by its own validation notice, said in other words: a promise to "get" or "secure"
 * verification of the debt, or a statement that "we may treat / consider this debt as valid" unless it is disputed (issue 26, open
 * paraphrase P276 of development L813). Tests, not the measure.
 *
 * The law: the notice of 15 U.S.C. 1692g(a)(3)-(4) is owed by a debt collector only, and a sender that tells the consumer it will
 * treat the debt as valid unless disputed and obtain verification of it speaks as one (decision 401 reads "this office will obtain
 * verification" and "we will assume this debt is valid" so). The same promise with "get", "secure" or "provide", and the
 * assumption with "treat", "consider", "deem" or "regard", say the same.
 *
 * The assumption said with the verbs of everyday speech ("this office will take the debt to be valid", "we will take it to be valid":
 * open paraphrases P275 and P270) is the same statement.
 *
 * What was missed on the start code: a letter whose sender's name is not in the text in hand, with the notice in those words, was
 * asked whether the sender is the original creditor instead of being judged as a debt collector's.
 *
 * Near miss: a creditor's statement that it will look into a billing question says nothing of verification or validity.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const RULE = 'dispute_must_be_in_writing_misstated';
/** A first letter whose sender is not named in the words in hand (the letterhead not uploaded), holding `notice`. */
const letter = (notice: string): string => ['January 25, 2013', 'Re: account XXXX8820, balance $14,906.31', '[...]', notice, '[...]'].join('\n\n');
const outcome = (notice: string): string => ruleOutcome(RULE, letter(notice), { state: 'MI', isFirstContact: true }, '2013-02-04');

const WRITING_RULE = 'you furnish us with a written statement that you dispute the debt or any part of it.';
const CANONICAL = `This office will assume this debt is valid unless, within thirty days after receiving this notice, ${WRITING_RULE} This office will obtain verification of the debt and mail it to you.`;

describe('a notice that promises verification or treats the debt as valid shows a debt collector', () => {
  it('the canonical notice is judged as a debt collector’s and flags', () => {
    expect(outcome(CANONICAL)).toBe('flag');
  });
  it.each([
    `Under federal law, we may treat this debt as valid unless, no later than thirty days after this letter reaches you, ${WRITING_RULE} Once you have disputed it by written notice to us, the law requires us to get verification of the debt and to mail that verification to you.`,
    `We will consider this debt valid unless, within thirty days after you receive this letter, ${WRITING_RULE} If you do, we will secure verification of the debt and send it to you.`,
    `This debt will be regarded as valid unless, within thirty days after you receive this letter, ${WRITING_RULE} We will then provide you with verification of the debt.`,
    // the assumption with the verbs of everyday speech and nothing of verification (open paraphrases P275 and P270)
    `This office will take the debt to be valid unless, within thirty days after you receive this notice, ${WRITING_RULE}`,
    `You have thirty days from the day you get this notice to tell this office in writing that you dispute the debt; if you do not, we will take it to be valid.`,
  ])('"%s" gives the canonical outcome', (notice) => {
    expect(outcome(notice)).toBe(outcome(CANONICAL));
  });
  it('a creditor’s promise to look into a billing question does not make the sender a debt collector', () => {
    const billing = `If you think your bill is wrong, write to us within sixty days and we will look into it and get back to you. We will treat the matter as resolved if we do not hear from you.`;
    expect(outcome(billing)).not.toBe('flag');
  });
});
