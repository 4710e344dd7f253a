import { CEASE_EXCEPTIONS } from './generate-cease-letter';
import { amountsInFacts } from './generate-dispute-letter';
import type { ConsumerDetails, IsoDate, LetterFacts, LetterFinding, LetterSol, RecipientDetails } from './inputs';
import { type CollectorLetterKind, letterKindForStrategy } from './letter-kind-for-strategy';
import { BLANK } from './shared/blanks';
import { shortQuote } from './shared/clean-text';
import { NO_ADMISSION, REPORT_AS_DISPUTED, STOP_COLLECTION } from './shared/common-paragraphs';
import { CERTIFIED_MAIL_LINE, SIGNATURE_LINE } from './shared/compose-letter';
import { findingsParagraph, uniqueFindings } from './shared/describe-findings';
import { formatDate, isIsoDate, isOnOrBefore } from './shared/format-date';
import { formatMoney } from './shared/format-money';
import { maskLongNumbersWithReport } from './shared/mask-account';
import { accountPhrase, collectorLines, consumerName, senderLines } from './shared/parties';
import { revivalNotes } from './shared/revival-notes';
import { type Removal, screenText } from './shared/screen-statements';
import { LEGAL_INFO_NOTE } from './shared/standard-notes';
import { stateName } from './shared/state-names';
import { ALL_VERIFICATION_ITEMS, type VerificationItem, verificationList } from './shared/verification-items';
import { PAY_FOR_DELETE_NOTE } from './generate-settlement-letter';

export type EnhanceLetterInput = {
  /** The letter the user wrote (typed, pasted, or read from their file). */
  userLetter: string;
  findings?: readonly LetterFinding[];
  facts?: LetterFacts;
  /** A strategy name or letter kind (see letterKindForStrategy). Default: validation request. */
  strategy?: string;
  /** Used only when the user's letter has no header of its own. */
  date?: IsoDate;
  consumer?: ConsumerDetails;
  collector?: RecipientDetails;
  accountNumber?: string;
  state?: string;
  sol?: LetterSol;
};

export type LetterChange = { kind: 'removed' | 'added' | 'kept'; text: string; reason: string };

export type EnhancedLetter = { enhanced: string; changes: LetterChange[]; tips: string[] };

const SALUTATION = /^\s*(?:dear\b|to whom it may concern\b)/i;
/**
 * A closing line ('Sincerely,', 'Yours faithfully,', 'Best wishes,' ...). Whatever the user closed with is
 * their sign-off: the additions go above it and no second closing is added (one sign-off per letter).
 */
const CLOSING =
  /^\s*(?:sincerely|regards|best regards|kind regards|warm regards|warmest regards|with regards|respectfully|yours truly|yours sincerely|yours faithfully|faithfully|truly yours|very truly yours|best wishes|best|cordially|with thanks|many thanks|thank you|thanks|signed|atentamente|cordialmente|saludos)\b[\s\S]{0,20}$/i;

type Sections = { header: string[]; salutation?: string; body: string; closing: string[] };

/** Splits the user's letter into header, salutation, body and closing, as far as it has them. */
const splitSections = (text: string): Sections => {
  const lines = text.split('\n');
  const salutationAt = lines.findIndex((line) => SALUTATION.test(line));
  let headerEnd = salutationAt;
  if (salutationAt < 0) {
    // No salutation: a block ending with an 'RE:' line is still a header.
    const reAt = lines.findIndex((line) => /^\s*re\s*:/i.test(line));
    const blankAfter = reAt >= 0 ? lines.findIndex((line, i) => i > reAt && line.trim() === '') : -1;
    headerEnd = reAt >= 0 ? (blankAfter >= 0 ? blankAfter : lines.length) : 0;
  }
  const bodyStart = salutationAt >= 0 ? salutationAt + 1 : headerEnd;
  let closingAt = -1;
  for (let i = lines.length - 1; i >= bodyStart; i -= 1) {
    if (CLOSING.test(lines[i] ?? '')) {
      closingAt = i;
      break;
    }
  }
  const bodyEnd = closingAt >= 0 ? closingAt : lines.length;
  return {
    header: lines.slice(0, headerEnd),
    ...(salutationAt >= 0 ? { salutation: (lines[salutationAt] ?? '').trim() } : {}),
    body: lines.slice(bodyStart, bodyEnd).join('\n').trim(),
    closing: closingAt >= 0 ? lines.slice(closingAt) : [],
  };
};

const has = (text: string, pattern: RegExp): boolean => pattern.test(text);

/** A short single line with no sentence punctuation: a signature such as 'Jordan Reyes'. */
const looksLikeName = (paragraph: string): boolean => {
  const line = paragraph.trim();
  return !line.includes('\n') && line.length <= 40 && !/[.!?:;$\d]/.test(line) && line.split(/\s+/).length <= 5;
};

const MONTH_NAMES =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/i;

const ITEM_PATTERNS: Readonly<Record<VerificationItem, RegExp>> = {
  itemization: /itemi[sz]/i,
  original_creditor: /original creditor/i,
  agreement: /\b(?:contract|agreement|signed|application)\b/i,
  chain_of_title: /chain of title|assignment|bill of sale|ownership|owns (?:the|this) (?:debt|account)/i,
  license: /licen[cs]e/i,
};

type Addition = { paragraph: string; reason: string };

const SETTLE_WORDS = /settle|settlement|in full|lump sum/i;
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d{2})?/;

/** The amount the user offered in a sentence that was removed as a promise, for the conditional offer. */
const offeredAmount = (removed: readonly Removal[]): string | undefined => {
  for (const r of removed) {
    if (r.kind === 'promise' && SETTLE_WORDS.test(r.text)) {
      const match = DOLLARS.exec(r.text);
      const value = match ? Number(match[0].replace(/[$,\s]/g, '')) : Number.NaN;
      const text = formatMoney(value);
      if (text) return text;
    }
  }
  return undefined;
};

const demandsFor = (kind: CollectorLetterKind, body: string, input: EnhanceLetterInput, removed: readonly Removal[]): Addition[] => {
  const adds: Addition[] = [];
  const listInput = {
    date: input.date ?? '',
    ...(input.facts ? { facts: input.facts } : {}),
    ...(input.state ? { state: input.state } : {}),
    ...(input.sol ? { sol: input.sol } : {}),
  };
  const disputes = kind === 'validation_request' || kind === 'dispute' || kind === 'time_barred';
  if (kind === 'original_creditor_request' && !has(body, /original creditor/i)) {
    adds.push({
      paragraph:
        'I want you to send me the name and address of the original creditor (15 U.S.C. 1692g(a)(5); 12 CFR 1006.34(c)(3)(ii)). Until you do, please stop collecting the debt (15 U.S.C. 1692g(b); 12 CFR 1006.38(c)).',
      reason:
        "The request for the original creditor, in the model form's words; made in writing within the validation period, it pauses collection until answered (15 U.S.C. 1692g(a)(5), (b)).",
    });
  }
  if (disputes) {
    const disputed = has(body, /\bdisput/i);
    const verification = has(body, /verif|validat/i);
    if (!disputed || !verification) {
      adds.push({
        paragraph: disputed
          ? 'I request verification of this debt under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2).'
          : 'I dispute this debt, and I request verification of it under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2).',
        reason: disputed
          ? 'Asks for verification in so many words: that is what obliges the collector to verify before collecting more (15 U.S.C. 1692g(b)).'
          : 'A clear written statement that you dispute the debt and ask for verification is what obliges the collector to verify it (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
      });
    }
    if (kind === 'dispute' && !has(body, /\bamount\b/i)) {
      const current = input.facts?.itemization?.currentAmount?.value ?? input.facts?.balances?.[0]?.value;
      const known = amountsInFacts(input.facts);
      const amount = current !== undefined && known.length > 0 ? formatMoney(current) : undefined;
      adds.push({
        paragraph: `${amount ? `I dispute the amount of ${amount} that your letter claims.` : 'I dispute the amount your letter claims.'} For every interest charge and fee included in it, please identify the term of the agreement or the law that authorizes it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)).`,
        reason:
          "States which amount you dispute (an amount from the collector's own letter) and asks what authorizes each fee and interest charge (15 U.S.C. 1692f(1)).",
      });
    }
    const wanted: readonly VerificationItem[] = kind === 'time_barred' ? ['itemization', 'original_creditor'] : ALL_VERIFICATION_ITEMS;
    const missing = wanted.filter((item) => !has(body, ITEM_PATTERNS[item]));
    if (missing.length > 0) {
      adds.push({
        paragraph: verificationList(listInput, 'Please send me the following:', missing),
        reason:
          'Adds the validation items your letter does not ask for yet (15 U.S.C. 1692g(a); 12 CFR 1006.34(c)): the collector need not send all of them, but asking puts the question on record.',
      });
    }
  }
  if (kind === 'time_barred' && !has(body, /statute of limitations|time[- ]barred/i)) {
    const state = stateName(input.state ?? input.sol?.state ?? undefined) ?? BLANK.state;
    adds.push({
      paragraph: `Based on the information available to me, this debt appears to be past the statute of limitations in ${state}. Under 12 CFR 1006.26(b), a debt collector must not sue or threaten to sue a consumer to collect a time-barred debt. If you contend that it is not time-barred, please send me in writing the date of the last payment, the date of the first delinquency, and the state law you rely on.`,
      reason:
        'States the time-barred position without admitting the debt: suing or threatening to sue on a time-barred debt is prohibited (12 CFR 1006.26(b)).',
    });
  }
  if (disputes && !has(body, /(?:stop|cease|suspend|halt)\w*\s+(?:all\s+)?(?:further\s+)?collect/i)) {
    adds.push({
      paragraph: STOP_COLLECTION,
      reason:
        'Asks the collector to stop collecting until it verifies, as 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2)(i) require after a timely written dispute.',
    });
  }
  if ((disputes || kind === 'cease') && !has(body, /1692e\(8\)|report\w*[^.]*\bas disputed\b|\bmarked? (?:it )?as disputed/i)) {
    adds.push({ paragraph: REPORT_AS_DISPUTED, reason: 'A disputed debt must be reported as disputed if it is reported at all (15 U.S.C. 1692e(8)).' });
  }
  if (kind === 'cease' && !has(body, /\b(?:cease|stop)\b[^.]*\b(?:contact|communicat|call|writ)/i)) {
    adds.push({
      paragraph: `Under 15 U.S.C. 1692c(c) and 12 CFR 1006.6(c), I request that you cease all further communication with me about this debt. ${CEASE_EXCEPTIONS}`,
      reason: 'The written request to stop communicating, with the three things the collector may still tell you (15 U.S.C. 1692c(c)).',
    });
  }
  if (kind === 'settlement') {
    const amount = offeredAmount(removed);
    if (amount && !has(body, DOLLARS)) {
      adds.push({
        paragraph: `Without admitting that I am liable for this account, or that the amount you claim is correct, I offer ${amount} as full and final settlement of this account, on the condition that we first sign a written agreement on the terms below.`,
        reason:
          'Restates your offer, with your amount, as a conditional offer: no admission, and nothing is owed under it until a written agreement is signed.',
      });
    }
    if (!has(body, /written agreement|agreement in writing|in writing before/i)) {
      adds.push({
        paragraph: [
          'Before any payment is made, I need a written agreement, on your letterhead and signed by your authorized representative, stating that:',
          '1. the amount is accepted as full and final settlement of the account, and the account will have a $0 balance once it is received;',
          '2. neither you, the creditor, nor anyone else will try to collect any remaining balance, and no remaining balance will be sold or transferred for collection;',
          '3. how you will report the account to the consumer reporting agencies after the settlement (for example, "settled in full" or "paid in full" with a $0 balance).',
        ].join('\n'),
        reason: 'Gets the settlement in writing before any money moves: full and final, no collection or resale of the rest, how it will be reported.',
      });
    }
    if (!has(body, /delet/i)) {
      adds.push({
        paragraph:
          'I also ask whether you will request that the consumer reporting agencies delete the account you reported. I understand that you may decline, and that anything you report must be accurate. If you agree, please include it in the written agreement.',
        reason:
          'Asks for deletion without demanding it: no law requires a collector to delete accurate information, and a promise of deletion counts only in writing.',
      });
    }
    if (!has(body, /within \d+ days|\bby (?:January|February|March|April|May|June|July|August|September|October|November|December) \d/i)) {
      adds.push({
        paragraph:
          'Please send the signed written agreement within 15 days of the date of this letter. If I have not received it by then, this offer is withdrawn.',
        reason: 'A deadline for the written agreement, so the offer does not stay open indefinitely.',
      });
    }
    if (!has(body, /cashier|money order/i)) {
      adds.push({
        paragraph:
          "Payment would be a single lump sum, made only after I receive the signed agreement, by cashier's check or money order. I will not give you access to any bank account or card, and I do not authorize any electronic withdrawal.",
        reason: 'Pays only by a method that gives the collector no access to your accounts.',
      });
    }
  }
  return adds;
};

const tipsFor = (kind: CollectorLetterKind, input: EnhanceLetterInput, removedAny: boolean): string[] => {
  const end = input.facts?.validationEndDate?.value;
  const endText = formatDate(end);
  const tips = [
    'Read the enhanced letter once more in your own voice and change anything that is not true for you; do not add admissions or promises back.',
    ...(endText && kind !== 'settlement' && kind !== 'cease'
      ? [
          end && input.date && isIsoDate(input.date) && !isOnOrBefore(input.date, end)
            ? `The collector's validation period ended on ${endText}: the collector must still report the debt as disputed, but it does not have to stop collecting while it answers.`
            : `Send it well before ${endText}, the end of the validation period the collector's letter gives: a written dispute made by then makes the collector stop collecting until it answers.`,
        ]
      : []),
    'Print it, fill in anything in [SQUARE BRACKETS], sign it by hand, and keep a copy of the letter and of everything you enclose (copies, never originals).',
    'Send it by certified mail with return receipt requested; keep the receipt and the green card.',
    'Do not discuss the debt by phone while you wait: anything you say can be used, and a phone call is not a written dispute.',
    'Mark your calendar 30 days out. If the collector keeps collecting without answering, or contacts you in ways you asked it not to, keep everything and consider a complaint to the CFPB (consumerfinance.gov/complaint) and your state attorney general.',
    ...(removedAny
      ? [
          'We took out statements that could hurt you (listed in the changes). Keep them out of anything you send the collector, including emails and online forms.',
        ]
      : []),
    ...(kind === 'settlement' ? ['Do not pay anything until you hold the signed written agreement.', PAY_FOR_DELETE_NOTE] : []),
    ...(kind === 'time_barred' || kind === 'settlement' ? revivalNotes(input.state ?? input.sol?.state).slice(0, 1) : []),
    LEGAL_INFO_NOTE,
  ];
  return tips;
};

/**
 * Improves a letter the user wrote: keeps their own words where sound; takes out admissions,
 * promises to pay, bank or card details and Social Security numbers (each listed with the reason);
 * masks full account numbers to the last 4; adds the demands and citations the strategy and the
 * findings call for that the letter lacks; adds a header, closing and mailing line when missing.
 */
export const enhanceLetter = (input: EnhanceLetterInput): EnhancedLetter => {
  const kind = letterKindForStrategy(input.strategy);
  const changes: LetterChange[] = [];
  const normalized = input.userLetter
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
    .trim();
  const masked = maskLongNumbersWithReport(normalized);
  for (const m of masked.masked) {
    changes.push({
      kind: 'removed',
      text: `a full account, card or identification number (now ${m})`,
      reason: 'Only the last 4 digits of an account number belong in a letter; the full number helps identity thieves and adds nothing the collector needs.',
    });
  }
  const sections = splitSections(masked.text);
  const screenedBody = screenText(sections.body);
  const screenedClosing = screenText(sections.closing.join('\n'));
  const removed = [...screenedBody.removed, ...screenedClosing.removed];
  for (const r of removed) changes.push({ kind: 'removed', text: r.text, reason: r.reason });

  const paragraphsOfBody = screenedBody.text.split(/\n\s*\n/).filter((p) => p.trim().length > 0);
  // A letter signed with a bare name and no closing word: the name belongs under the signature line.
  const lastParagraph = paragraphsOfBody[paragraphsOfBody.length - 1];
  const bareName = sections.closing.length === 0 && lastParagraph !== undefined && looksLikeName(lastParagraph) ? lastParagraph.trim() : undefined;
  const keptParagraphs = bareName ? paragraphsOfBody.slice(0, -1) : paragraphsOfBody;
  for (const p of keptParagraphs) {
    changes.push({
      kind: 'kept',
      text: shortQuote(p, 160),
      reason: /\bdisput/i.test(p)
        ? 'Your own words disputing the debt: kept as written.'
        : 'Your own words: nothing in them admits the debt, promises a payment or gives account details.',
    });
  }
  const body = keptParagraphs.join('\n\n');

  const additions = demandsFor(kind, body, input, removed);
  const missingFindings = uniqueFindings(input.findings).filter(
    (f) => !body.includes(f.citation) && !f.evidence.some((e) => e.text.length > 10 && body.includes(e.text)),
  );
  const findingsText = findingsParagraph(missingFindings, 'Your letter also appears not to comply with federal law:');
  if (findingsText) {
    additions.push({
      paragraph: findingsText,
      reason: "Names the problems found in the collector's letter, each with its own words and the law it appears to break, so the collector knows you know.",
    });
  }
  if (!has(body, /(?:not|no|nor)\s+(?:an?\s+)?(?:acknowledg|admission|admit)/i)) {
    additions.push({
      paragraph:
        kind === 'settlement'
          ? 'This offer is made only to resolve a disputed claim. It does not acknowledge that the debt is valid or that any amount is owed, and it is not an agreement to make any payment except on the terms of a signed written agreement.'
          : NO_ADMISSION,
      reason: 'Says plainly that the letter admits nothing and promises nothing: in many states a written acknowledgment can restart the time to sue.',
    });
  }

  const blocks: string[] = [];
  const headerText = sections.header.join('\n').trim();
  const collectorInput = { accountNumber: input.accountNumber, facts: input.facts };
  if (headerText.length === 0) {
    const header = [
      senderLines(input.consumer, input.facts).join('\n'),
      formatDate(input.date) ?? BLANK.date,
      collectorLines(input.collector, input.facts).join('\n'),
      `RE: ${accountPhrase(collectorInput)}`,
    ];
    blocks.push(...header);
    changes.push({
      kind: 'added',
      text: header.join('\n'),
      reason:
        'Identifies you, the collector and the account (last 4 digits only) so the letter is matched to the right account. Blanks are marked where we do not know the details.',
    });
  } else {
    if (!MONTH_NAMES.test(headerText)) {
      const dateLine = formatDate(input.date) ?? BLANK.date;
      blocks.push(dateLine);
      changes.push({ kind: 'added', text: dateLine, reason: 'The date of the letter: it starts the clocks the law runs from your dispute.' });
    }
    blocks.push(headerText);
    if (!/^\s*re\s*:/im.test(headerText)) {
      const re = `RE: ${accountPhrase(collectorInput)}`;
      blocks.push(re);
      changes.push({
        kind: 'added',
        text: re,
        reason: 'A reference line with the account (last 4 digits only), so the letter is matched to the right account.',
      });
    }
  }
  blocks.push(sections.salutation ?? 'Dear Sir or Madam:');
  if (!sections.salutation) changes.push({ kind: 'added', text: 'Dear Sir or Madam:', reason: 'A salutation.' });
  blocks.push(...keptParagraphs);
  for (const a of additions) {
    blocks.push(a.paragraph);
    changes.push({ kind: 'added', text: a.paragraph, reason: a.reason });
  }
  const closing = screenedClosing.text.trim();
  if (closing.length > 0) {
    blocks.push(closing);
  } else {
    const name = bareName ?? consumerName(input.consumer, input.facts);
    const sign = `Sincerely,\n\n\n${SIGNATURE_LINE}\n${name}`;
    blocks.push(sign);
    changes.push({ kind: 'added', text: sign, reason: 'A closing with a signature line: sign by hand before mailing.' });
  }
  if (!/certified mail/i.test(masked.text)) {
    blocks.push(CERTIFIED_MAIL_LINE);
    changes.push({
      kind: 'added',
      text: CERTIFIED_MAIL_LINE,
      reason: 'Certified mail with return receipt proves the collector received your letter and when.',
    });
  }
  const enhanced = `${blocks.join('\n\n')}\n`;
  return { enhanced, changes, tips: tipsFor(kind, input, removed.length > 0 || masked.masked.length > 0) };
};
