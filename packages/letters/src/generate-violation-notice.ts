import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';
import { NO_ADMISSION, REPORT_AS_DISPUTED } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { asSentenceStart, present } from './shared/clean-text';
import { collectorLetterNotes } from './shared/standard-notes';
import { safeUserText } from './shared/user-text';

/** One piece of conduct the notice lists: what happened, the law, and (optional) the person's own account of it. */
export type NoticeViolation = {
  readonly title: string;
  readonly citation: string;
  /** The person's own words (a call, a visit): screened for admissions and account numbers before use. */
  readonly account?: string;
  /** When it happened, as the person gave it ('YYYY-MM-DD' or words). */
  readonly when?: string;
};

export type ViolationNoticeInput = CollectorLetterInput & {
  readonly violations: readonly NoticeViolation[];
  /** A pattern the violations form together (the dashboard's combos): its name and the law behind it. */
  readonly pattern?: { readonly title: string; readonly law: string };
};

const PRESERVE =
  'Please preserve every record of your communications with me about this account, including letters, account notes, call logs and call recordings. They may be needed as evidence.';

const RESERVE =
  'I reserve every right and remedy I have, including those under 15 U.S.C. 1692k. I may also send a copy of this letter and your answer to the Consumer Financial Protection Bureau and to my state attorney general.';

/**
 * A notice to a debt collector that its conduct appears to violate the FDCPA (the template of
 * /templates/fdcpa and the dashboard's Power Letter, which cites every violation of a pattern in one
 * letter): the conduct listed with its law, a demand that it stop, a dispute and a request to report
 * the debt as disputed, a request to preserve records, and the reservation of rights — never a
 * promise of payment, an admission, or a threat of what the person does not intend to do.
 */
export const generateViolationNotice = (input: ViolationNoticeInput): Letter => {
  const notes: string[] = [];
  const lines = input.violations
    .filter((v) => present(v.title) && present(v.citation))
    .map((v, i) => {
      const own = safeUserText(v.account);
      notes.push(...own.notes);
      const when = present(v.when) ? ` (${v.when})` : '';
      const detail = own.text ? ` ${own.text.replace(/[.]+$/, '')}.` : '';
      return `${i + 1}. ${asSentenceStart(v.title).replace(/[.]+$/, '')}${when}.${detail} This may violate ${v.citation}.`;
    });
  const conduct =
    lines.length > 0
      ? [
          'Your conduct in collecting the account referenced above appears to violate the Fair Debt Collection Practices Act (15 U.S.C. 1692 et seq.) and Regulation F (12 CFR part 1006):',
          ...lines,
        ].join('\n')
      : 'Your conduct in collecting the account referenced above appears to violate the Fair Debt Collection Practices Act (15 U.S.C. 1692 et seq.) and Regulation F (12 CFR part 1006):\n1. [DESCRIBE WHAT HAPPENED, WITH THE DATE]. This may violate [THE SECTION OF THE LAW].';
  const pattern =
    input.pattern && present(input.pattern.title)
      ? `Taken together, these are not an isolated error but a pattern: ${input.pattern.title.replace(/[.]+$/, '').toLowerCase()} (${input.pattern.law}).`
      : undefined;
  if (lines.length === 0) notes.push('Fill in every part in [SQUARE BRACKETS] before you send the letter, and delete any line that does not apply.');
  return composeCollectorLetter(input, {
    kind: 'violation_notice',
    subject: 'Notice of conduct that appears to violate federal law',
    paragraphs: [
      conduct,
      ...(pattern ? [pattern] : []),
      'I ask that you stop this conduct at once. I also dispute this debt and request verification of it (15 U.S.C. 1692g(b)).',
      REPORT_AS_DISPUTED,
      PRESERVE,
      RESERVE,
      NO_ADMISSION,
    ],
    notes: [
      ...notes,
      'List only what really happened, with dates. Keep your evidence (letters, envelopes, voicemails, screenshots, call logs) and copies of this letter.',
      "A claim under the FDCPA must be brought within one year of the violation (15 U.S.C. 1692k(d)). A consumer-protection lawyer can tell you whether your facts support one. The FDCPA makes a collector that loses pay the consumer's reasonable attorney's fees (1692k(a)(3)), so many consumer lawyers take these cases without an upfront fee.",
      ...collectorLetterNotes(input),
    ],
  });
};
