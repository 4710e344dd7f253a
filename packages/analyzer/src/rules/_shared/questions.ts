import type { Question } from '../../types';

/**
 * The questions the rules ask, one wording per UserAnswers key so the engine can merge them (it
 * lists each question once, with the rules that ask it).
 */
export const QUESTIONS = {
  senderIsOriginalCreditor: {
    id: 'senderIsOriginalCreditor',
    type: 'boolean',
    text: 'Is this letter from the company you originally owed (the original creditor), collecting in its own name?',
  },
  lawsuitFiled: {
    id: 'lawsuitFiled',
    type: 'boolean',
    text: "Has a lawsuit actually been filed against you on this debt? (You were served with a summons, or the case shows on the court's website.)",
  },
  attorneyReviewedAccount: {
    id: 'attorneyReviewedAccount',
    type: 'boolean',
    text: 'As far as you know, has a lawyer at the office that sent this letter personally looked at your account? For example, a lawyer spoke or wrote to you about your own situation (not a form letter), or signed court papers against you. Answer no if you have only received form letters.',
  },
  senderIsLawFirm: {
    id: 'senderIsLawFirm',
    type: 'boolean',
    text: 'Is this letter from a law firm or a lawyer? Answer yes if the top of the letter shows a law office\'s name (for example "Law Offices of…", "Attorneys at Law", "Esq."), or if it is signed by an attorney.',
  },
  attorneyDisclaimerOnBack: {
    id: 'attorneyDisclaimerOnBack',
    type: 'boolean',
    text: 'Is the sentence saying that no lawyer has reviewed your account printed only on the back of the letter, or below the signature? Answer no if it is on the front, in the body of the letter above the signature.',
  },
  noticeDeemphasized: {
    id: 'noticeDeemphasized',
    type: 'boolean',
    text: 'On the paper letter, is the notice of your right to dispute the debt within 30 days printed smaller or fainter than the demand for payment, or only on the back with nothing on the front pointing to it, while the demand stands out (bold, larger, in capitals or in color)? Answer no if the notice is as easy to see as the demand, whether on the front or on the back with the front telling you to look there.',
  },
  judgmentEntered: {
    id: 'judgmentEntered',
    type: 'boolean',
    text: 'Has a court entered a judgment against you on this debt? (Answer no if you were never sued, or the case is still open.)',
  },
  debtDischargedInBankruptcy: {
    id: 'debtDischargedInBankruptcy',
    type: 'boolean',
    text: 'Was this debt included in a bankruptcy case in which you received a discharge?',
  },
  informationalLetterAsksForPayment: {
    id: 'informationalLetterAsksForPayment',
    type: 'boolean',
    text: 'The letter says it is for information only for a person in or discharged from bankruptcy. Does any page of it still give a payment due date, a payment coupon, or instructions for sending a payment?',
  },
  debtAlreadyPaidOrSettled: {
    id: 'debtAlreadyPaidOrSettled',
    type: 'boolean',
    text: 'Had you already paid this debt in full, or settled it, before this letter arrived?',
  },
  amountDemandedExceedsOwed: {
    id: 'amountDemandedExceedsOwed',
    type: 'boolean',
    text: 'Is the amount this letter asks for more than you owe? Answer yes if, for example, a payment you made is not credited, or a charge you never agreed to is added.',
  },
  collectorUnlicensed: {
    id: 'collectorUnlicensed',
    type: 'boolean',
    text: "Is the company that sent this letter missing a license or registration that your state requires of debt collectors? You can check your state's financial regulator's public list of licensed collection agencies (some states use NMLS Consumer Access). Answer yes only if it is not listed; answer no if it is licensed or registered, or your state requires none.",
  },
  balanceUnder600: {
    id: 'balanceUnder600',
    type: 'boolean',
    text: 'Is the full balance of this debt, before any discount the letter offers, less than $600?',
  },
  settlementForgivesUnder600: {
    id: 'settlementForgivesUnder600',
    type: 'boolean',
    text: 'Does this letter offer to settle the debt for less than the balance, and would every settlement it offers forgive less than $600 (the balance minus the settlement amount)? Answer no if the letter offers no settlement or if any offer would forgive $600 or more.',
  },
  contractAllowsCollectionFees: {
    id: 'contractAllowsCollectionFees',
    type: 'boolean',
    text: 'Does your original agreement with the creditor say that collection fees or collection costs can be added if you fall behind? (Check the card agreement or loan contract; answer no if it says nothing about them.)',
  },
  isFirstContact: {
    id: 'isFirstContact',
    type: 'boolean',
    text: 'Is this the first letter you received from this collector about this debt (and did it not speak to you by phone before)?',
  },
  lastPaymentDate: {
    id: 'lastPaymentDate',
    type: 'date',
    text: 'When did you last make a payment on this debt? If you never paid, when did you first fall behind? An approximate date is fine.',
  },
  debtPastLimitationPeriod: {
    id: 'debtPastLimitationPeriod',
    type: 'boolean',
    text: "If you do not know when you last paid: has the time limit to sue you on this debt passed? Answer yes if, for example, a court or a lawyer told you so, or you know your last payment was longer ago than your state's time limit; no if you know it has not passed. Leave it unanswered if you are not sure.",
  },
  state: { id: 'state', type: 'state', text: 'Which state do you live in?' },
  envelopeText: {
    id: 'envelopeText',
    type: 'text',
    text: "Type everything printed on the envelope this letter came in, except your own name and address and the postage: the sender's name and return address, and any other words, numbers or codes, including anything visible through the window. If it shows nothing but addresses and postage, leave it empty.",
  },
  isPostcard: {
    id: 'isPostcard',
    type: 'boolean',
    text: 'Did this come as a postcard or an open mailer that anyone handling it could read (not sealed in an envelope)?',
  },
  addressedToThirdParty: {
    id: 'addressedToThirdParty',
    type: 'boolean',
    text: "Was this letter addressed to someone other than the person who owes the debt, for example a relative, roommate or employer? (A spouse, the parent or guardian of a minor, the executor of an estate, or the debtor's lawyer does not count.)",
  },
  sentToEmployerEmail: {
    id: 'sentToEmployerEmail',
    type: 'boolean',
    text: 'If this came by email: was it sent to an email address your employer gave you, which the collector knew was a work address, without you having emailed the collector from it or agreed to its use? Answer no if it came by mail.',
  },
  ceaseLetterSentDate: {
    id: 'ceaseLetterSentDate',
    type: 'date',
    text: 'Did you send the collector a written request to stop contacting you, or a written statement that you refuse to pay this debt? On what date? Leave it empty if you did not.',
  },
  disputeSentDate: {
    id: 'disputeSentDate',
    type: 'date',
    text: "Did you send the collector a written dispute of this debt (or a written request for the original creditor's name and address) by the deadline given in its first notice? On what date? Leave it empty if you did not.",
  },
  verificationReceived: {
    id: 'verificationReceived',
    type: 'boolean',
    text: "Before this letter arrived, had the collector answered your dispute by sending information showing that you owe the debt (or the original creditor's name and address)?",
  },
  collectorKnowsAttorney: {
    id: 'collectorKnowsAttorney',
    type: 'boolean',
    text: 'Before this letter was sent, did the collector know that a lawyer represents you for this debt (for example, because you or your lawyer told it)? Answer no if your lawyer failed to answer the collector or agreed that it could write to you directly.',
  },
  sentOnlyToAttorney: {
    id: 'sentOnlyToAttorney',
    type: 'boolean',
    text: 'Was this letter sent to your lawyer rather than to you (addressed to your lawyer, so that it reached you only through your lawyer)?',
  },
  receivedDate: { id: 'receivedDate', type: 'date', text: 'On what date did you receive this letter?' },
  firstNoticeReceivedDate: {
    id: 'firstNoticeReceivedDate',
    type: 'date',
    text: "On what date did you receive this collector's first letter about this debt (the one that told you how to dispute it)? An approximate date is fine.",
  },
  priorPhoneContactDate: {
    id: 'priorPhoneContactDate',
    type: 'date',
    text: 'Did the collector call you about this debt before this letter? If so, on what date?',
  },
  balanceCanIncrease: {
    id: 'balanceCanIncrease',
    type: 'boolean',
    text: 'Can this balance still grow? Answer yes if interest, late charges or other charges are still being added (your statements or the collector show it rising, or your agreement allows it); no if the creditor stopped adding them (for example at charge-off) or your agreement does not allow them.',
  },
  debtSoldToAnother: {
    id: 'debtSoldToAnother',
    type: 'boolean',
    text: 'Has this debt been sold or handed over to another company that now owns it (a debt buyer)? For example, a letter told you a new company owns the account, or your credit report lists a new owner. Answer no if the company you first owed still owns it.',
  },
  debtIsOpenAccount: {
    id: 'debtIsOpenAccount',
    type: 'boolean',
    text: 'Is this debt from a credit card, a store or charge card, or a running account for services such as a doctor, hospital, phone or utility bill? Answer no if it is a loan you signed for (a car loan, a personal or student loan, a mortgage).',
  },
  allPagesUploaded: {
    id: 'allPagesUploaded',
    type: 'boolean',
    text: 'Is what you uploaded the whole letter, every page, front and back? The letter refers to a part that is not in the upload (a reverse side, another page): upload it if you have it, or answer yes if there is nothing more.',
  },
} satisfies Record<string, Question>;
