import { expect } from 'vitest';
import { analyzeText, getRule, RULE_IDS, type UserAnswers } from '../index';

/**
 * The composed letters the paraphrase-family tests put their variants in (tests only). One Reg F
 * first letter whose validation period ends July 14, 2025, with `body` as its own words; the
 * salutation and the notice's "we must stop collection" sentence can be left out where a family
 * judges the letter without them.
 */
export type FirstLetterOptions = {
  head?: string;
  /** The letter's date line; `false` leaves the letter undated. */
  date?: string | false;
  amountLine?: boolean;
  signature?: string;
  salutation?: boolean;
  stopCollectionLine?: boolean;
};

export const firstLetter = (body: string, options: FirstLetterOptions = {}): string =>
  [
    options.head ?? 'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
    '',
    ...(options.date === false ? [] : [options.date ?? 'June 2, 2025', '']),
    'Maria Gomez\n12 Oak St\nAustin, TX 78701',
    '',
    `Re: Account ending 4411. Current creditor: Pinecrest Bank.${options.amountLine === false ? '' : ' Total amount of the debt now: $1,250.00.'}`,
    '',
    ...(options.salutation === false ? [] : ['Dear Maria Gomez:', '']),
    'This communication is from a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank.',
    '',
    body,
    '',
    'How can you dispute the debt?',
    'Call or write to us by July 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
    ...(options.stopCollectionLine === false
      ? []
      : ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.']),
    '',
    'Sincerely,',
    options.signature ?? 'Apex Recovery Group',
  ].join('\n');

/** The statute's validation notice, complete (15 U.S.C. 1692g(a)(3)-(5)), as a pre-Regulation F letter prints it. */
export const STATUTE_NOTICE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail a copy to you. Upon your written request within the thirty-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.';

/** The same notice in Spanish. */
export const STATUTE_NOTICE_ES =
  'A menos que usted, dentro de los treinta días después de recibir este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina supondrá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro de ese plazo de treinta días que disputa la deuda o cualquier parte de ella, esta oficina obtendrá la verificación de la deuda y le enviará por correo una copia. Si usted lo solicita por escrito dentro del mismo plazo, esta oficina le dará el nombre y la dirección del acreedor original, si es diferente del acreedor actual.';

/**
 * A collector's first notice of August 12, 2019 (before Regulation F) to a consumer in Alabama (decision 553's creditor families):
 * `lines` above the account line (a reference, a creditor's label), `opening` as the body's first sentence, then the statute's
 * complete notice, in English or in Spanish.
 */
export const gulfStatesNotice = (lines: string, opening: string, spanish = false): string =>
  [
    'GULF STATES ADJUSTMENT COMPANY\nP.O. Box 850117\nMobile, AL 36685',
    'August 12, 2019',
    'Darnell K. Whitfield\n1150 Dauphin Island Parkway\nMobile, AL 36605',
    `${lines}\nPatient Account: XXXX0045\n${spanish ? 'Saldo' : 'Balance Due'}: $1,316.00`,
    spanish ? 'Estimado Sr. Whitfield:' : 'Dear Mr. Whitfield:',
    `${opening} ${spanish ? 'Comuníquese con esta oficina para hacer su pago.' : 'Please contact this office to arrange payment.'}`,
    spanish ? STATUTE_NOTICE_ES : STATUTE_NOTICE,
    spanish ? 'Atentamente,\n\nGulf States Adjustment Company' : 'Sincerely,\n\nGulf States Adjustment Company',
    spanish
      ? 'Esta comunicación es de un cobrador de deudas. Es un intento de cobrar una deuda.'
      : 'This is an attempt to collect a debt by a debt collector. Any information obtained will be used for that purpose.',
  ].join('\n\n');

/** `vn_current_creditor` flags the Alabama notice, a first letter read whole, ten days after its date. */
export const gulfStatesCreditorFlagged = (text: string): boolean =>
  runRule('vn_current_creditor', text, { allPagesUploaded: true, isFirstContact: true }, 'AL', '2019-08-22').flagged;

/**
 * A collector's letter of March 3, 2016 (before Regulation F) for a bank's debt, to a consumer in Ohio, holding `sentence`,
 * with the statute's complete notice after it when `notice` is set (the probe families of decisions 302–316).
 */
export const statuteEraLetter = (sentence: string, options: { notice?: boolean } = {}): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215',
    'March 3, 2016',
    'John Smith\n12 Elm Street\nDayton, OH 45402',
    'Re: Account No. XXXX4521\nCreditor: First Valley Bank\nBalance Due: $1,245.60',
    'Dear John Smith:',
    ...(options.notice ? ['Your account has been placed with our office for collection.'] : []),
    sentence,
    ...(options.notice ? [STATUTE_NOTICE] : []),
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    'Sincerely,\nAcme Recovery Services, Inc.',
  ].join('\n\n');

/** A letter from the same collector with no notice in its words, dated June 2, 2025, holding `body` (the overshadowing families' letter without the notice). */
export const bareLetter = (body: string): string =>
  [
    'Apex Recovery Group',
    'PO Box 100',
    'Dallas, TX 75201',
    '',
    'June 2, 2025',
    '',
    'Maria Gomez',
    '12 Oak St',
    'Austin, TX 78701',
    '',
    'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    'Dear Maria Gomez:',
    '',
    'This communication is from a debt collector.',
    '',
    body,
    '',
    'Sincerely,',
    'Apex Recovery Group',
  ].join('\n');

/**
 * A 1692g-era (2019) first notice from a collection agency, with `rights` as its statement of the dispute rights
 * and the original creditor's statement in writing (or `originalCreditorLine` instead; `false` leaves it out).
 */
export const statuteNotice = (rights: string, options: { elided?: boolean; originalCreditorLine?: string | false } = {}): string =>
  [
    'Sunrise Services, Inc.\nPO Box 10\nRichmond, VA 23219',
    '',
    'March 4, 2019',
    '',
    'Maria Gomez\n12 Oak St\nRichmond, VA 23220',
    '',
    'Re: Pinecrest Bank account ending 4411. Balance due: $1,250.00.',
    '',
    'Dear Maria Gomez:',
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    ...(options.elided ? ['[...]'] : []),
    rights,
    ...(options.originalCreditorLine === false
      ? []
      : [
          options.originalCreditorLine ??
            'Upon your written request within thirty days, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
        ]),
    '',
    'Sincerely,',
    'Sunrise Services, Inc.',
  ].join('\n');

/**
 * A later collection letter (no validation notice) from `collector` at `address`, dated `date`, to a
 * consumer living at `consumerCity`, with `body` as its own words.
 */
export const laterLetter = (body: string, options: { collector: string; address: string; consumerCity: string; date: string }): string =>
  [
    `${options.collector}\n${options.address}`,
    '',
    options.date,
    '',
    `Maria Gomez\n12 Oak St\n${options.consumerCity}`,
    '',
    'Re: Account ending 4411. Original creditor: Pinecrest Bank.',
    '',
    'Dear Maria Gomez:',
    '',
    'This communication is from a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank.',
    '',
    body,
    '',
    'Sincerely,',
    options.collector,
  ].join('\n');

/** A later letter from Apex Recovery Group in Dallas, dated August 4, 2025, to a consumer in Austin, holding `body` (decision 542's families). */
export const apexLaterLetter = (body: string): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Austin, TX 78701', date: 'August 4, 2025' });

/** A later letter of June 2, 2025 from a Chicago collector to a Chicago consumer (Seventh Circuit), holding `body` (decision 365). */
export const chicagoLaterLetter = (body: string): string =>
  laterLetter(body, { collector: 'Apex Recovery Group', address: 'PO Box 100\nChicago, IL 60601', consumerCity: 'Chicago, IL 60614', date: 'June 2, 2025' });

/** The head of a 2019 collector's letter to Dana Ortiz, down to the salutation, with `reLine` as its reference line. */
const northgateHead = (reLine: string): string[] => [
  'Northgate Recovery Services, Inc.',
  'PO Box 55',
  'Tampa, FL 33601',
  '',
  'April 2, 2019',
  '',
  'Dana Ortiz',
  '8 Elm Rd',
  'Orlando, FL 32801',
  '',
  reLine,
  '',
  'Dear Dana Ortiz:',
  '',
];

/**
 * The same collector's 2019 letter with no dispute rights, end date or itemization: only `words`, its reference line and
 * a request to call (decision 161's letters without the notice).
 */
export const collectorLetterWithoutNotice = (words: string, reLine = 'Re: Account ending 6620. Balance due: $912.40.'): string =>
  [
    ...northgateHead(reLine),
    words,
    '',
    'Please call our office at 800-555-0100 to discuss this matter.',
    '',
    'Sincerely,',
    'Northgate Recovery Services, Inc.',
  ].join('\n');

/** A 2019 collector's first notice whose only mention of the creditor is `creditorWords` (empty: none). */
export const collectorNotice = (creditorWords: string, reLine = 'Re: Account ending 6620. Balance due: $912.40.'): string =>
  [
    ...northgateHead(reLine),
    creditorWords,
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification. If you request of this office in writing within 30 days after receiving this notice this office will provide you with the name and address of the original creditor, if different from the current creditor.',
    '',
    'Sincerely,',
    'Northgate Recovery Services, Inc.',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');

/** The ids of the questions one rule asks of `text` (no answer added but `answers`): the order a passage is asked in. */
export const questionsAskedBy = (ruleId: string, text: string, answers: UserAnswers, today: string): string[] =>
  analyzeText(text, { answers, today, rules: [getRule(ruleId)!] })
    .questions.filter((q) => q.askedBy.includes(ruleId))
    .map((q) => q.id);

/**
 * What one rule did on a composed letter: a finding, a question it asks, or nothing (the whole letter taken as uploaded). The
 * layout question (`noticeDeemphasized`, decision 243) is left out of 'ask': it is put to many first letters whose words the
 * families judge lawful, and what it asks is the paper, not the words; its own family
 * (paraphrase-families-overshadowing-by-layout-…) tests where it is asked.
 */
export type RuleOutcome = 'flag' | 'ask' | 'silent';

export const ruleOutcome = (ruleId: string, text: string, answers: UserAnswers, today: string): RuleOutcome => {
  const result = analyzeText(text, { answers: { allPagesUploaded: true, ...answers }, today, rules: [getRule(ruleId)!] });
  if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.message).join('; '));
  if (result.findings.some((f) => f.id === ruleId)) return 'flag';
  return result.questions.some((q) => q.askedBy.includes(ruleId) && q.id !== 'noticeDeemphasized') ? 'ask' : 'silent';
};

/** What `ruleId` did on a first letter of March 2016 in Ohio that carries the statute's notice and `sentence` (the families' common case). */
export const firstLetterOutcome = (ruleId: string, sentence: string): RuleOutcome =>
  ruleOutcome(
    ruleId,
    statuteEraLetter(sentence, { notice: true }),
    { state: 'OH', isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false },
    '2016-03-13',
  );

/** A collector's short letter dated March 3, 2025, holding `body` (the credit-reporting families' letter). */
export const creditLetter = (body: string, head = 'Keystone Recovery Partners, LLC\nPO Box 400, Harrisburg, PA 17101'): string =>
  `${head}\n\nMarch 3, 2025\n\nAccount ending 7781\nBalance: $1,204.55\n\n${body}\n\nThis communication is from a debt collector.`;

/** What credit_reporting_threat_misleading did on `text` on March 13, 2025 (Pennsylvania unless said; the whole letter not vouched for). */
/**
 * `dispute_conditions_added` on `sentence` in a 2025 Regulation F first letter and in a 2019 first letter under the statute's own
 * notice (counting thirty days from receipt), to a consumer in New York: the families of decisions 229 and 384.
 */
export const disputeConditionsInBothEras = (sentence: string): RuleOutcome[] => {
  const answers = { state: 'NY', isFirstContact: true };
  const notice =
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.';
  return [
    ruleOutcome('dispute_conditions_added', firstLetter(sentence), answers, '2025-06-12'),
    ruleOutcome('dispute_conditions_added', statuteNotice(`${sentence}\n\n${notice}`), answers, '2019-03-14'),
  ];
};

export const creditOutcome = (text: string, answers: UserAnswers = {}, state = 'PA'): RuleOutcome =>
  ruleOutcome('credit_reporting_threat_misleading', text, { state, allPagesUploaded: undefined, ...answers }, '2025-03-13');

/** The rules that read overshadowing of the validation notice (corpus label `overshadowing`). */
export const OVERSHADOWING_RULES = [
  'overshadow_payment_deadline',
  'overshadow_threat_inside_period',
  'dispute_conditions_added',
  'dispute_must_be_in_writing_misstated',
];

/** What the overshadowing rules together do with a letter: a flag from any, else a question from any, else silence (New York by default). */
export const overshadowingOutcome = (text: string, answers: UserAnswers = {}, today = '2025-06-12'): RuleOutcome => {
  const all = OVERSHADOWING_RULES.map((id) => ruleOutcome(id, text, { state: 'NY', ...answers }, today));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};

/** The ids of the questions the two deadline rules of overshadowing ask of `text` (the whole letter taken as uploaded). */
export const questionsAskedByDeadlineRules = (text: string, answers: UserAnswers, today = '2025-06-12'): string[] => {
  const ids = ['overshadow_payment_deadline', 'overshadow_threat_inside_period'];
  const result = analyzeText(text, { answers: { allPagesUploaded: true, ...answers }, today, rules: ids.map((id) => getRule(id)!) });
  return result.questions.filter((q) => q.askedBy.some((id) => ids.includes(id))).map((q) => q.id);
};

/**
 * A later letter from a collector whose own words are `body` only (no statement that it collects, no request, unless
 * the body makes one), to a consumer in `city`, dated `date`: the time-barred families (decisions 143 and 152).
 */
export const bareLaterLetter = (body: string, city: string, date: string): string =>
  headedLetter('Harbor Point Recovery\nPO Box 9\nChicago, IL 60601', body, { city, date, re: 'Re: Account ending 4411. Original creditor: Pinecrest Bank.' });

/**
 * A letter about account 4411 under `head` (its letterhead lines), with `body` as its words, signed `signature` (the head's
 * first line unless told), to a consumer in `city`, dated `date` (June 2, 2025 unless told), its reference line `re`
 * (decisions 375 and 434: the names a letter is written under; the time-barred families' later letters).
 */
export const headedLetter = (head: string, body: string, options: { signature?: string; city?: string; date?: string; re?: string } = {}): string =>
  [
    head,
    '',
    options.date ?? 'June 2, 2025',
    '',
    `Maria Gomez\n12 Oak St\n${options.city ?? 'Austin, TX 78701'}`,
    '',
    options.re ?? 'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    'Dear Maria Gomez:',
    '',
    body,
    '',
    'Sincerely,',
    options.signature ?? head.split('\n')[0]!,
  ].join('\n');

/**
 * One rule on a composed letter from a collector (not the creditor) to a consumer in `state`, dated June 12, 2025 unless
 * told: whether it flagged, and every question the analysis asks (decisions 139 and 153).
 */
export const runRule = (ruleId: string, text: string, answers: UserAnswers = {}, state = 'WI', today = '2025-06-12'): { flagged: boolean; asks: string[] } => {
  const result = analyzeText(text, { answers: { state, senderIsOriginalCreditor: false, ...answers }, today, rules: [getRule(ruleId)!] });
  if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.message).join('; '));
  return { flagged: result.findings.some((f) => f.id === ruleId), asks: result.questions.map((q) => q.id) };
};

/**
 * Which of the two threat rules that judge a suit beside a time bar flag `body` in a later letter to a consumer in Illinois of
 * March 3, 2023 (decision 565's families: what a negation governs).
 */
export const TIME_BAR_THREAT_RULES = ['threat_legal_action_unintended', 'time_barred_suit_threat'] as const;
export const timeBarThreatRulesFlagging = (body: string): string[] =>
  TIME_BAR_THREAT_RULES.filter(
    (rule) =>
      runRule(rule, bareLaterLetter(body, CITY_IN.IL as string, 'March 3, 2023'), { allPagesUploaded: true, readsSpanish: true }, 'IL', '2023-03-20').flagged,
  );

/** A New York law firm's letter of May 1, 2016 on a $2,400.00 balance with `body` as its words: the attorney's-fee families (decisions 554 and 565). */
export const lawFirmFeeLetter = (body: string): string =>
  [
    'Hargrove, Pell & Whitcombe LLP\n200 Park Avenue, New York, NY 10166',
    'May 1, 2016',
    'Re: Account XXXX1234\nBalance: $2,400.00',
    body,
    'This communication is from a debt collector.',
  ].join('\n\n');

/** The time bar said whole, in English and Spanish, beside which the threat families put a suit (decisions 554, 560 and 565). */
export const TIME_BAR_EN = 'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.';
export const TIME_BAR_ES =
  'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no podemos demandarle.';

/** A consumer's city line in each state the time-barred families write to (decisions 152 and 156). */
export const CITY_IN: Readonly<Record<string, string>> = {
  IL: 'Springfield, IL 62701',
  NJ: 'Trenton, NJ 08608',
  PA: 'Pittsburgh, PA 15222',
  NY: 'Albany, NY 12207',
  TX: 'Dallas, TX 75201',
  CT: 'Hartford, CT 06103',
  CA: 'Fresno, CA 93721',
  NM: 'Albuquerque, NM 87102',
  DC: 'Washington, DC 20001',
  IA: 'Des Moines, IA 50309',
  WV: 'Charleston, WV 25301',
  FL: 'Miami, FL 33101',
  VA: 'Richmond, VA 23219',
  OR: 'Portland, OR 97201',
  AZ: 'Phoenix, AZ 85001',
  GA: 'Atlanta, GA 30303',
  KS: 'Wichita, KS 67202',
  MI: 'Detroit, MI 48201',
};

/**
 * A collection company's letter dated March 3, 2025 holding `body` (decision 181's families): `head` replaces the
 * letterhead, `signature` the line under "Sincerely,", `date: false` leaves it undated.
 */
export const harborLetter = (body: string, options: { state?: string; date?: string | false; head?: string; signature?: string } = {}): string =>
  [
    options.head ?? `Harbor Point Recovery\nPO Box 9, Springfield, ${options.state ?? 'IN'} 46204`,
    '',
    ...(options.date === false ? [] : [options.date ?? 'March 3, 2025', '']),
    'Re: Pinecrest Bank account ending 3391. Balance: $1,250.00.',
    '',
    'Dear Ms. Gomez:',
    '',
    body,
    '',
    'Sincerely,',
    options.signature ?? 'Harbor Point Recovery',
    'This communication is from a debt collector.',
  ].join('\n');

/** The rules the court corpus maps to a defective validation notice (the notice-wording families, decisions 202 and 209). */
export const NOTICE_RULES: readonly string[] = [
  ...RULE_IDS.filter((id) => id.startsWith('vn_')),
  'dispute_must_be_in_writing_misstated',
  'dispute_conditions_added',
];

/** The notice rules that flag `text` (a passage: `allPagesUploaded` unanswered unless given); a rule's error throws. */
export const noticeRulesFlagging = (text: string, answers: UserAnswers, today = '2019-03-14'): string[] => {
  const result = analyzeText(text, { answers, today, rules: NOTICE_RULES.map((id) => getRule(id)!) });
  if (result.errors.length > 0) throw new Error(`rule errors: ${JSON.stringify(result.errors)}`);
  return result.findings.filter((f) => NOTICE_RULES.includes(f.id)).map((f) => f.id);
};
/** Whether a notice rule flags `text` for a consumer in `state` who says it is the first letter. */
export const noticeFlags = (text: string, state = 'TX', today = '2019-03-14'): boolean =>
  noticeRulesFlagging(text, { state, isFirstContact: true }, today).length > 0;
/** `rights` as a passage of a pre-Regulation F letter ("[...]" before it, no original-creditor line of its own). */
export const noticePassage = (rights: string): string => statuteNotice(rights, { elided: true, originalCreditorLine: false });

/** The statute's three validation statements, each thirty days from receipt (15 U.S.C. 1692g(a)(3)-(5)). */
export const STATUTE_ASSUME =
  'Unless you dispute the validity of this debt, or any portion thereof, within thirty days after receipt of this notice, this office will assume this debt is valid.';
export const STATUTE_VERIFY =
  'If you notify this office in writing within thirty days after receipt of this notice that you dispute the debt, or any portion thereof, this office will obtain verification of the debt or a copy of a judgment and mail you a copy.';
export const STATUTE_CREDITOR =
  'Upon your written request within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.';

/** The texts of `texts` that `ok` does not hold of. */
export const failing = (texts: readonly string[], ok: (t: string) => boolean): string[] => texts.filter((t) => !ok(t));

/** For each state of `states`, the variants of `texts` that no notice rule flags once `compose` puts them in a letter; `{}` of empty lists when all flag. */
export const noticeMissesIn = (states: readonly string[], texts: readonly string[], compose: (t: string) => string): Record<string, string[]> =>
  Object.fromEntries(states.map((state) => [state, failing(texts, (t) => noticeFlags(compose(t), state))]));

/** What `noticeMissesIn` gives when every variant flags in every state. */
export const noneMissedIn = (states: readonly string[]): Record<string, string[]> => Object.fromEntries(states.map((state) => [state, []]));

/** What `envelope_language` made of a letter (decisions 179, 216): its finding, or whether it asked; a rule's error throws. */
export type EnvelopeOutcome = { status: 'flag' | 'ask' | 'pass'; confidence?: string; message?: string; evidence?: string[] };
export const envelopeOutcome = (text: string, answers: UserAnswers, today = '2025-06-12'): EnvelopeOutcome => {
  const result = analyzeText(text, { answers, today, rules: [getRule('envelope_language')!] });
  if (result.errors.length > 0) throw new Error(`rule errors: ${JSON.stringify(result.errors)}`);
  const finding = result.findings.find((f) => f.id === 'envelope_language');
  if (finding) return { status: 'flag', confidence: finding.confidence, message: finding.message, evidence: finding.evidence.map((e) => e.text) };
  return { status: result.questions.some((q) => q.askedBy.includes('envelope_language')) ? 'ask' : 'pass' };
};
/** The bare letter from its date on, its sender's block set aside (the envelope's words come first), signed by a neutral name. */
export const ENVELOPE_BODY = bareLetter('Please call us at 800-555-0100 about this account.')
  .split('\n')
  .slice(4)
  .join('\n')
  .replace(/Apex Recovery Group$/, 'Northgate Group');
/** A letter whose envelope the consumer describes (`envelopeText`). */
export const typedEnvelope = (envelopeText: string, state: string, today = '2025-06-12'): EnvelopeOutcome =>
  envelopeOutcome(`Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${ENVELOPE_BODY}`, { state, envelopeText }, today);

/**
 * The collection agency's letter of March 3, 2025 the threat families put their variants in (decisions 196, 228), and what one
 * rule does with it: a finding (and its message), the questions it asks. `THREAT_TEN_DAYS_LATER` is the default day of
 * analysis, `THREAT_NINETY_DAYS_LATER` one past the sixty days a threatened suit is waited for.
 */
export const THREAT_TEN_DAYS_LATER = '2025-03-13';
export const THREAT_NINETY_DAYS_LATER = '2025-06-01';
export const threatLetter = (body: string, state = 'FL'): string =>
  `Coastal Account Services, Inc.\nPO Box 9, Fort Myers, ${state} 33901\n\nMarch 3, 2025\n\nRe: account ending 3391. Creditor: Pinecrest Bank. Balance: $1,250.00.\n\nDear Ms. Gomez:\n\n${body}\n\nThis communication is from a debt collector.`;

export type ThreatOutcome = { flagged: boolean; asked: string[]; message?: string };
export const threatOutcome = (ruleId: string, text: string, answers: UserAnswers = {}, today = THREAT_TEN_DAYS_LATER): ThreatOutcome => {
  const result = analyzeText(text, { answers: { state: 'FL', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  const finding = result.findings.find((f) => f.id === ruleId);
  return {
    flagged: finding !== undefined,
    asked: result.questions.filter((q) => q.askedBy.includes(ruleId)).map((q) => q.id),
    ...(finding ? { message: finding.message } : {}),
  };
};

/** Read as a threat of suit by threat_legal_action_unintended: asked from the words, flagged once no suit followed, passed once one was filed. */
export const expectSuitThreat = (body: string, state = 'FL'): void => {
  const text = threatLetter(body, state);
  const SUIT = 'threat_legal_action_unintended';
  expect(threatOutcome(SUIT, text, { state }).asked, body).toContain('lawsuitFiled');
  expect(threatOutcome(SUIT, text, { state, lawsuitFiled: false }, THREAT_NINETY_DAYS_LATER).flagged, body).toBe(true);
  expect(threatOutcome(SUIT, text, { state, lawsuitFiled: true }, THREAT_NINETY_DAYS_LATER).flagged, body).toBe(false);
};

/** Not a threat of suit: neither asked nor flagged, whatever the answer. */
export const expectNoSuitThreat = (body: string, state = 'FL'): void => {
  const text = threatLetter(body, state);
  const SUIT = 'threat_legal_action_unintended';
  expect(threatOutcome(SUIT, text, { state }).asked, body).not.toContain('lawsuitFiled');
  expect(threatOutcome(SUIT, text, { state, lawsuitFiled: false }, THREAT_NINETY_DAYS_LATER).flagged, body).toBe(false);
};

/** The Spanish statute's notice (decision 336), as Spanish-speaking collectors print it in a first letter. */
export const SPANISH_STATUTE_NOTICE =
  'A menos que usted, dentro de los treinta días siguientes a la recepción de este aviso, dispute la validez de la deuda o de cualquier parte de ella, esta oficina asumirá que la deuda es válida. Si usted notifica a esta oficina por escrito dentro del período de treinta días que la deuda, o cualquier parte de ella, está en disputa, esta oficina obtendrá la verificación de la deuda y le enviará una copia por correo. Si usted lo solicita por escrito dentro del período de treinta días, esta oficina le proporcionará el nombre y la dirección del acreedor original, si es diferente del acreedor actual.';

/** A Spanish first letter of March 3, 2016 from the same collector to the same Ohio consumer, holding `body` before its close. */
export const spanishFirstLetter = (body: string): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215',
    '3 de marzo de 2016',
    'Juan Pérez\n12 Elm Street\nDayton, OH 45402',
    'Ref.: Cuenta No. XXXX4521\nAcreedor: First Valley Bank\nSaldo adeudado: $1,245.60',
    'Estimado Juan Pérez:',
    'Su cuenta ha sido asignada a nuestra oficina para su cobro.',
    body,
    'Esta comunicación proviene de un cobrador de deudas. Este es un intento de cobrar una deuda y cualquier información obtenida será utilizada para ese propósito.',
    'Atentamente,\nAcme Recovery Services, Inc.',
  ]
    .filter(Boolean)
    .join('\n\n');

/** `statuteEraLetter` written in Spanish (decision 336): a 2016 collector's first letter to an Ohio consumer, with the notice. */
export const spanishStatuteEraLetter = (sentence: string): string => spanishFirstLetter([sentence, SPANISH_STATUTE_NOTICE].filter(Boolean).join('\n\n'));

/** The full two-sentence English debt-collector disclosure. */
export const ENGLISH_TWO_SENTENCE_DISCLOSURE =
  'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.';

/**
 * A short later letter of March 15, 2023 (Regulation F's same-language rule applies) from the same collector to the same Ohio
 * consumer: its salutation, body, disclosure and close (decisions 341 and 344). Dated in English under an English salutation
 * ("Dear …") and in Spanish otherwise, unless `date` is given.
 */
export const framedLaterLetter = (
  greeting: string,
  body: string,
  disclosure: string,
  close: string,
  date = greeting.startsWith('Dear') ? 'March 15, 2023' : '15 de marzo de 2023',
): string =>
  [
    'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215',
    date,
    'Juan Pérez\n12 Elm Street\nDayton, OH 45402',
    'Saldo / Balance: $1,245.60',
    greeting,
    body,
    disclosure,
    `${close}\nAcme Recovery Services`,
  ].join('\n\n');

/**
 * What the overshadowing rules do on `sentence` in the 2016 first letters to an Ohio consumer (Sixth Circuit), read ten days
 * after their date: the English one with the statute's notice, and the Spanish one with the Spanish notice (decisions 386, 394).
 */
export const statuteEraOvershadowing = (sentence: string, language: 'en' | 'es'): RuleOutcome =>
  overshadowingOutcome(
    language === 'es' ? spanishStatuteEraLetter(sentence) : statuteEraLetter(sentence, { notice: true }),
    { state: 'OH', isFirstContact: true },
    '2016-03-14',
  );

/**
 * `body` in a pre-Regulation F first notice of March 1, 2019 (no end date: the period runs thirty days from receipt) to a consumer
 * in `state`: what the overshadowing rules did on March 10, 2019.
 */
export const oldNoticeOutcome = (body: string, state: string): RuleOutcome =>
  overshadowingOutcome(
    [
      'Apex Recovery Group',
      'March 1, 2019',
      'Re: Account ending 4411. Balance: $1,250.00.',
      body,
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
    ].join('\n\n'),
    { state, senderIsOriginalCreditor: false },
    '2019-03-10',
  );
