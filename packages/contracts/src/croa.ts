/**
 * The Credit Repair Organizations Act's texts (15 U.S.C. 1679c(a), 1679e(b); legal-reference §8.3),
 * shown before a purchase that includes credit-report dispute help and mailed with its receipt.
 * The disclosure's words are the statute's and stay in English; the web app adds a courtesy
 * translation for Spanish readers beside it, never in its place.
 */
export const CROA_DISCLOSURE_TITLE = 'Consumer Credit File Rights Under State and Federal Law';

export const CROA_DISCLOSURE_PARAGRAPHS: readonly string[] = [
  'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any "credit repair" company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
  'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
  'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
  'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
  'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
  'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
  "If the credit bureau's reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.",
  'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:',
  'The Public Reference Branch\nFederal Trade Commission\nWashington, D.C. 20580',
];

/** The disclosure as one text (the receipt email). */
export const croaDisclosureText = (): string => [CROA_DISCLOSURE_TITLE, '', ...CROA_DISCLOSURE_PARAGRAPHS.flatMap((p) => [p, ''])].join('\n').trimEnd();

/** The notice of cancellation 1679e(b) prescribes, with the business's name and address and the last day. */
export const croaCancellationNotice = (input: { business: string; address: string; lastDay: string }): string =>
  [
    'Notice of Cancellation',
    '',
    'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd day which begins after the date the contract is signed by you.',
    '',
    `To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice to ${input.business} at ${input.address} before midnight on ${input.lastDay}.`,
    '',
    'I hereby cancel this transaction,',
    '(date)',
    "(purchaser's signature)",
  ].join('\n');
