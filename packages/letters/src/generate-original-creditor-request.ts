import type { CollectorLetterInput } from './inputs';
import type { Letter } from './letter';
import { closingParagraphs, openingParagraph } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { present } from './shared/clean-text';
import { addDays } from './shared/format-date';
import { collectorLetterNotes } from './shared/standard-notes';

const SUBJECT = 'Request for the name and address of the original creditor';

/**
 * Request for the original creditor's name and address (15 U.S.C. 1692g(a)(5), (b); 12 CFR
 * 1006.34(c)(3)(ii), 1006.38(c); legal-reference §5.2), in the words of Model Form B-1's prompt.
 */
export const generateOriginalCreditorRequest = (input: CollectorLetterInput): Letter => {
  const current = present(input.facts?.currentCreditor?.value);
  const itemizationCreditor = present(input.facts?.itemizationDateCreditor?.value);
  const named = current
    ? `Your letter names ${current} as the current creditor${itemizationCreditor && itemizationCreditor !== current ? ` and ${itemizationCreditor} as the creditor on the itemization date` : ''}. `
    : '';
  const paragraphs = [
    openingParagraph(
      input,
      'I want you to send me the name and address of the original creditor (15 U.S.C. 1692g(a)(5); 12 CFR 1006.34(c)(3)(ii)).',
      'This request',
    ),
    `${named}If the original creditor is the same as the current creditor, please tell me so in writing (12 CFR 1006.38(c)(2)).`,
    'Until you send me that information, please stop collecting the debt. Under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(c), a debt collector that receives this request in writing within the validation period must stop collecting until it mails the consumer the name and address of the original creditor.',
    ...closingParagraphs(input, input.findings ?? []),
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 30);
  return composeCollectorLetter(input, {
    kind: 'original_creditor_request',
    subject: SUBJECT,
    paragraphs,
    notes: [
      'This letter asks only for the original creditor. It does not dispute the debt: if you also dispute it, send the dispute and request for verification instead (it includes this request).',
      ...collectorLetterNotes(input),
    ],
    followUpDate,
  });
};
