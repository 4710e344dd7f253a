import type { ConsumerDetails, CreditCustomization, CreditDisputeItem, IsoDate } from './inputs';
import type { Bureau, BureauLetter } from './letter';
import { BLANK } from './shared/blanks';
import { composeLetter } from './shared/compose-letter';
import {
  byCategory,
  creditItemLines,
  creditItemNotes,
  creditSenderLines,
  customizationParagraph,
  oldDebtParagraph,
  whatIsWrong,
} from './shared/credit-paragraphs';
import { addDays } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';
import { LEGAL_INFO_NOTE, SIGN_AND_COPY_NOTE, CERTIFIED_NOTE } from './shared/standard-notes';

/** One bureau's dispute mailing address, where it comes from, and the other addresses seen for it. */
export type BureauAddressEntry = {
  name: string;
  lines: readonly string[];
  /** Where the address was taken from. */
  source: string;
  /** When it was recorded here (the source itself gives no date). */
  recordedOn: IsoDate;
  /** Other dispute addresses the bureaus' own pages give for the same bureau (legal-reference §5.11). */
  alsoSeen: readonly string[];
};

/**
 * The bureaus' dispute mailing addresses, one registry with the source and date of each
 * (legal-reference §5.6: "as listed on Equifax's own help page; re-check before release, these
 * change"; §5.11: the bureaus' own pages conflict). A letter uses the address printed on the person's
 * own report when one was read (`PrintedBureauAddress`), and this registry otherwise.
 */
export const BUREAU_ADDRESS_REGISTRY: Readonly<Record<Bureau, BureauAddressEntry>> = {
  equifax: {
    name: 'Equifax Information Services LLC',
    lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'],
    source: "legal-reference §5.6, as listed on Equifax's own help page",
    recordedOn: '2026-11-23',
    alsoSeen: [],
  },
  experian: {
    name: 'Experian',
    lines: ['P.O. Box 4500', 'Allen, TX 75013'],
    source: "legal-reference §5.6, as listed on Equifax's own help page",
    recordedOn: '2026-11-23',
    alsoSeen: ['P.O. Box 9701, Allen, TX 75013'],
  },
  transunion: {
    name: 'TransUnion Consumer Solutions',
    lines: ['P.O. Box 2000', 'Chester, PA 19016'],
    source: "legal-reference §5.6, as listed on Equifax's own help page",
    recordedOn: '2026-11-23',
    alsoSeen: ['P.O. Box 2000, Chester, PA 19022'],
  },
};

/** The registry's names and lines (what a letter prints). */
export const BUREAU_ADDRESSES: Readonly<Record<Bureau, { name: string; lines: readonly string[] }>> = {
  equifax: { name: BUREAU_ADDRESS_REGISTRY.equifax.name, lines: BUREAU_ADDRESS_REGISTRY.equifax.lines },
  experian: { name: BUREAU_ADDRESS_REGISTRY.experian.name, lines: BUREAU_ADDRESS_REGISTRY.experian.lines },
  transunion: { name: BUREAU_ADDRESS_REGISTRY.transunion.name, lines: BUREAU_ADDRESS_REGISTRY.transunion.lines },
};

export const BUREAU_NAMES: Readonly<Record<Bureau, string>> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };

/** The dispute address printed on the person's own report, and the page it is on. */
export type PrintedBureauAddress = { readonly lines: readonly string[]; readonly page: number };

/** The note that says which address the letter uses. */
export const printedAddressNote = (bureauName: string, page: number): string =>
  `The address on this letter is the one printed on your own ${bureauName} report (page ${page}), which bureaus use to say where disputes go. Check it on the bureau's website before mailing if the report is old.`;

/** The bureau's name and address (the one printed on the report when given, else the registry's); a marked blank for anything unknown. */
export const bureauRecipient = (
  bureau: Bureau,
  printed?: PrintedBureauAddress,
): { address: { name: string; lines: readonly string[] }; bureauName: string; addressNote: string } => {
  // The type admits only the three bureaus, but the API passes through what the client sent.
  const known = (BUREAU_ADDRESSES as Partial<Record<string, { name: string; lines: readonly string[] }>>)[bureau];
  const bureauName = (BUREAU_NAMES as Partial<Record<string, string>>)[bureau] ?? '[CREDIT BUREAU NAME]';
  const name = known?.name ?? '[CREDIT BUREAU NAME]';
  if (printed && printed.lines.length > 0)
    return { address: { name, lines: printed.lines }, bureauName, addressNote: printedAddressNote(bureauName, printed.page) };
  return { address: known ?? { name, lines: [BLANK.bureauAddress] }, bureauName, addressNote: BUREAU_ADDRESS_NOTE };
};

export type BureauDisputeInput = {
  /** The date printed on the letter. */
  date: IsoDate;
  /** The dispute address printed on the person's report, preferred over the registry. */
  printedAddress?: PrintedBureauAddress;
  consumer?: ConsumerDetails;
  items: readonly CreditDisputeItem[];
  customization?: CreditCustomization;
  /** The dispute follows the free annual report: the bureau has 45 days, not 30 (15 U.S.C. 1681j(a)(3)). */
  afterFreeAnnualReport?: boolean;
};

export const BUREAU_ADDRESS_NOTE =
  "Check the bureau's current dispute mailing address on its website before mailing: the address in the letter is the one our legal reference lists, and these addresses change.";

/** Notes every credit letter carries. */
export const creditLetterNotes: readonly string[] = [SIGN_AND_COPY_NOTE, CERTIFIED_NOTE, LEGAL_INFO_NOTE];

/**
 * A dispute to one credit bureau (15 U.S.C. 1681i; legal-reference §5.6, §5.8, §4.4): the items by
 * category (fraud: identity-theft block under 1681c-2; accounts: inaccurate or incomplete; oldDebts:
 * the 1681c(a) limit counted from the delinquency date), the user's customization, the 30/45-day
 * deadline, and the method-of-verification request (1681i(a)(6)(B)(iii), (a)(7)) in advance.
 */
export const generateBureauDispute = (bureau: Bureau, input: BureauDisputeInput): BureauLetter => {
  const { address, bureauName, addressNote } = bureauRecipient(bureau, input.printedAddress);
  const groups = byCategory(input.items);
  const wrong = whatIsWrong(input.customization);
  const custom = customizationParagraph(input.customization);
  const old = groups.oldDebts.length > 0 ? oldDebtParagraph(creditItemLines(groups.oldDebts), input.customization?.debtDate, input.date) : undefined;
  const days = input.afterFreeAnnualReport ? 45 : 30;
  const name = consumerName(input.consumer, undefined);
  const subject = `Dispute of information in my ${bureauName} credit file`;
  const paragraphs = [
    `I am writing to dispute information in my ${bureauName} credit file. The items are listed below and marked on the enclosed copy of my credit report. Under 15 U.S.C. 1681i(a), please conduct a reasonable reinvestigation of each item, free of charge, and delete or correct any item that is inaccurate, incomplete or cannot be verified (15 U.S.C. 1681i(a)(5)(A)).`,
    groups.accounts.length > 0 ? `Inaccurate or incomplete information:\n${creditItemLines(groups.accounts).join('\n')}\n${wrong.text}` : undefined,
    groups.fraud.length > 0
      ? `Information that results from identity theft:\n${creditItemLines(groups.fraud).join('\n')}\nThis information does not relate to any transaction that I made or authorized. Under 15 U.S.C. 1681c-2(a), please block it from my file. That section requires a block within 4 business days after you receive proof of my identity, a copy of an identity theft report, identification of the information, and this statement; the proof of identity and the report are enclosed. Please also notify the furnisher of the block (15 U.S.C. 1681c-2(b)).`
      : undefined,
    old?.paragraph,
    custom.paragraph,
    `Please complete your reinvestigation within ${days} days of receiving this dispute (15 U.S.C. ${input.afterFreeAnnualReport ? '1681j(a)(3)' : '1681i(a)(1)(A)'}), and send me the results in writing, with a free copy of my credit report if it changes (15 U.S.C. 1681i(a)(6)).`,
    'If you do not delete an item, please also send me a description of the procedure you used to determine its accuracy and completeness, including the business name and address of any furnisher you contacted and its telephone number if reasonably available (15 U.S.C. 1681i(a)(6)(B)(iii), (a)(7)).',
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, days);
  const letter = composeLetter({
    kind: 'bureau_dispute',
    subject,
    date: input.date,
    sender: creditSenderLines(input.consumer, senderLines(input.consumer, undefined).slice(1), name),
    recipient: [address.name, ...address.lines],
    reLines: [`RE: ${subject}`, `    Request for reinvestigation under 15 U.S.C. 1681i`],
    paragraphs,
    signatureName: name,
    enclosures: [
      "A copy of my driver's license or other government-issued photo ID",
      'A copy of a utility bill or other document showing my current address',
      'A copy of my credit report with the disputed items marked',
      ...(groups.fraud.length > 0 ? ['A copy of my identity theft report'] : []),
      '[LIST ANY OTHER DOCUMENTS YOU ENCLOSE]',
    ],
    notes: [
      addressNote,
      ...creditItemNotes(input.items),
      ...(groups.accounts.length > 0 ? wrong.notes : []),
      ...custom.notes,
      ...(old?.notes ?? []),
      ...(groups.fraud.length > 0
        ? [
            'Identity theft block: the bureau must block the items within 4 business days only once it has proof of your identity, an identity theft report, the items identified, and your statement (15 U.S.C. 1681c-2(a)). An identity theft report means a report filed with a law-enforcement agency, where a false report is a crime (15 U.S.C. 1681a(q)(4)); whether an IdentityTheft.gov report alone is enough was not verified in our reference.',
          ]
        : []),
      `The bureau has ${days} days from receiving your letter to finish (15 U.S.C. 1681i(a)(1)); it can extend once by up to 15 days if you send more information during that time. If it calls the dispute frivolous, it must tell you why within 5 business days (15 U.S.C. 1681i(a)(3)).`,
      'If the item stays, you can add a short statement of dispute to your file (15 U.S.C. 1681i(b)), ask for the method of verification, and dispute directly with the furnisher. Always dispute with the bureau as well: only a dispute through a bureau gives you a right to sue a furnisher that fails to investigate (15 U.S.C. 1681s-2(b)).',
      'Write in your own words where you can: add a sentence about what you know of the account.',
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
  return { ...letter, bureau, bureauAddress: [address.name, ...address.lines] };
};

/** One letter per chosen bureau (spec 001 §7 `letters`, a map of bureau to letter). */
export const generateBureauDisputes = (input: BureauDisputeInput & { bureaus: readonly Bureau[] }): Partial<Record<Bureau, BureauLetter>> =>
  Object.fromEntries([...new Set(input.bureaus)].map((bureau) => [bureau, generateBureauDispute(bureau, input)]));
