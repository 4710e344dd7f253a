import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';
import { NO_ADMISSION, noncomplianceParagraph, REPORT_AS_DISPUTED } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { yourLetter } from './shared/parties';
import { collectorLetterNotes } from './shared/standard-notes';
import { safeUserText } from './shared/user-text';

/** Limits on contact without stopping it (legal-reference §5.3 'Restricting times, places and media'). */
export type ContactRestrictions = {
  /** Writing only; no telephone (12 CFR 1006.14(h)). */
  writingOnly?: boolean;
  /** Times that are inconvenient, in the user's words, e.g. 'before 9 a.m. or after 6 p.m. on weekdays'. */
  inconvenientTimes?: string;
  /** Places that are inconvenient, in the user's words. */
  inconvenientPlaces?: string;
  /** The user says their employer does not allow them to receive these communications at work. */
  noWorkplaceContact?: boolean;
};

export type CeaseLetterInput = CollectorLetterInput & {
  /** 'cease': stop communicating (1692c(c)); 'restrict': limit contact (1692c(a)). Default 'cease'. */
  variant?: 'cease' | 'restrict';
  /** Also record that the debt is disputed (CFPB sample letter 5). Default true. */
  alsoDispute?: boolean;
  restrictions?: ContactRestrictions;
};

export const CEASE_EXCEPTIONS =
  'After you receive this letter, you may communicate with me about this debt only to: (1) tell me that your further efforts are being terminated; (2) notify me that you or the creditor may invoke specified remedies which you or the creditor ordinarily invoke; or (3) where applicable, notify me that you or the creditor intend to invoke a specified remedy (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). Please send any such notice in writing.';

const DISPUTE_TOO = `I also dispute this debt. ${REPORT_AS_DISPUTED} If you sell or transfer the debt, or return it to the creditor, please tell the new owner or collector that it is disputed.`;

const restrictionLines = (r: ContactRestrictions): { lines: string[]; notes: string[] } => {
  const times = safeUserText(r.inconvenientTimes);
  const places = safeUserText(r.inconvenientPlaces);
  const anyGiven = Boolean(r.writingOnly || times.text || places.text || r.noWorkplaceContact);
  const lines = [
    ...(r.writingOnly || !anyGiven ? ['Communicate with me only in writing, at the address above. Do not telephone me (12 CFR 1006.14(h)).'] : []),
    ...(times.text
      ? [`Do not contact me ${times.text.replace(/[.]+$/, '')}: those times are inconvenient for me (15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)).`]
      : []),
    ...(places.text
      ? [`Do not contact me at ${places.text.replace(/[.]+$/, '')}: that is an inconvenient place for me (15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)).`]
      : []),
    ...(r.noWorkplaceContact
      ? [
          'Do not contact me at my place of employment: my employer does not allow me to receive these communications at work (15 U.S.C. 1692c(a)(3); 12 CFR 1006.6(b)(3)).',
        ]
      : []),
  ];
  return { lines: lines.map((line, i) => `${i + 1}. ${line}`), notes: [...times.notes, ...places.notes] };
};

/**
 * Cease-communication letter (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)) with the three statutory
 * exceptions, or, as the 'restrict' variant, a letter limiting the times, places and media of
 * contact (1692c(a)(1), (a)(3); 1006.6(b)(1), (b)(3); 1006.14(h)). Legal-reference §5.3.
 */
export const generateCeaseLetter = (input: CeaseLetterInput): Letter => buildCeaseLetter(input, 'cease');

/** Internal: the cease letter, also used by the tracker's 'cease_desist' counter-response. */
export const buildCeaseLetter = (input: CeaseLetterInput, kind: 'cease' | 'cease_desist', history?: string): Letter => {
  const variant = input.variant ?? 'cease';
  const alsoDispute = input.alsoDispute ?? true;
  const findings = noncomplianceParagraph(input, input.findings ?? []);
  // In the restrict variant, 'writing only' is one of the listed limits.
  const restricted = restrictionLines({ ...input.restrictions, ...(input.writtenCommunicationOnly ? { writingOnly: true } : {}) });
  const subject = variant === 'cease' ? 'Request to cease communication' : 'Limits on when, where and how you may contact me';
  const paragraphs =
    variant === 'cease'
      ? [
          `${history ? `${history} ` : ''}I am writing about the account referenced above and ${yourLetter(input.facts)}. Under 15 U.S.C. 1692c(c) and 12 CFR 1006.6(c), I request that you cease all further communication with me about this debt.`,
          CEASE_EXCEPTIONS,
          alsoDispute ? DISPUTE_TOO : undefined,
          findings,
          NO_ADMISSION,
        ]
      : [
          `${history ? `${history} ` : ''}I am writing about the account referenced above and ${yourLetter(input.facts)}. I am not asking you to stop all communication, but from now on you may contact me only as follows:\n${restricted.lines.join('\n')}`,
          alsoDispute ? DISPUTE_TOO : undefined,
          findings,
          NO_ADMISSION,
        ];
  return composeCollectorLetter(input, {
    kind,
    subject,
    paragraphs: paragraphs.filter((p): p is string => p !== undefined),
    notes: [
      ...restricted.notes,
      ...(variant === 'cease'
        ? [
            'A cease letter takes effect when the collector receives it. It does not cancel the debt: the collector or the creditor can still sue (unless the debt is past the statute of limitations) and can still report it to the credit bureaus.',
            'Consider asking for verification first (a dispute letter): after a cease letter the collector may send you no more information about the debt.',
            'If the collector contacts you after receiving this letter for any reason other than the three the law allows, keep what it sent and note the date: that may be a violation of 15 U.S.C. 1692c(c).',
          ]
        : [
            'These limits take effect when the collector receives the letter. If it contacts you at a time, place or by a medium you excluded, keep a record (date, time, what was said).',
          ]),
      ...collectorLetterNotes(input, alsoDispute),
    ],
  });
};
