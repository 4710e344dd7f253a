/**
 * Paraphrase family for decision 536 (issue 26): the conduct rules (15 U.S.C. 1692d; 12 CFR 1006.14) ask the shared reading of
 * the law's words (decision 523, `src/reading/law-recited.ts`) whether a sentence that holds an insult, a threat of harm, a
 * publication of debtors or an auction of the debt is the law speaking, plus the broader sense they need: a sentence that
 * describes conduct as forbidden or states the reader's rights ("the Fair Debt Collection Practices Act prohibits …", "it is
 * against the law for a collector to …", "you have the right to be free from …", "la ley federal prohíbe …"). Such a sentence
 * names the conduct to say the collector may not engage in it; it threatens and insults no one.
 *
 * What the older sentence filter also skipped, and must not: a sentence that only names the Act or a law beside the collector's
 * own words ("The FDCPA does not protect deadbeats like you", "federal law allows us to publish your name"), "your rights" said
 * to be nothing ("we don't care about your rights, you deadbeat"), the reader's non-payment said to be unlawful beside an insult
 * ("not paying what you owe is against the law, you deadbeat": the collector's accusation, which also misstates the law,
 * 1692e(7)), and the collector's own threat after a recital in the same sentence ("collectors may not use obscene language, but
 * we will publish your name in the newspaper"). Our own sentences; tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome } from './test-letters';

const CONDUCT_RULES = ['obscene_or_abusive_language', 'threat_violence', 'debtor_list_publication', 'coercive_debt_sale_advertisement'];

const outcome = (ruleId: string, words: string): string =>
  ruleOutcome(ruleId, firstLetter(words), { state: 'NY', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12');

const conductFlags = (words: string): string[] => CONDUCT_RULES.filter((id) => outcome(id, words) === 'flag');

/** The law speaking or described: none of the conduct rules may read it as the collector's own. */
const THE_LAW = [
  'The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m. They may not harass you by using threats of violence or arrest or by using obscene language.',
  'The Fair Debt Collection Practices Act prohibits debt collectors from using obscene or profane language, threatening violence, or publishing a list of consumers who refuse to pay their debts.',
  'Under federal law, collectors may not use obscene language or call you names such as deadbeat or liar.',
  'It is against the law for a debt collector to call you a deadbeat or a liar.',
  'It is illegal for a collector to call you a deadbeat or a thief because you fail to pay.',
  'No pagar una deuda no es un delito, y la ley prohíbe que un cobrador le diga que usted es un ladrón.',
  'Threats of violence, calling a consumer a deadbeat and a list of delinquent debtors published in the newspaper are illegal.',
  'You have the right to be free from harassment, such as being called a deadbeat or having your name published on a list of bad debtors.',
  'Federal law forbids a debt collector to advertise your debt for sale or to auction your account to the highest bidder.',
  'A debt collector may not publish your name on a list of delinquent debtors or advertise your debt for sale to coerce payment.',
  'La ley federal prohíbe que los cobradores usen lenguaje obsceno, le llamen sinvergüenza o publiquen su nombre en una lista de morosos.',
  'Los cobradores de deudas no pueden llamarle sinvergüenza ni publicar su nombre en una lista de morosos.',
  'Usted tiene derecho a no ser llamado ladrón ni sinvergüenza por un cobrador de deudas; la ley federal lo prohíbe.',
];

/** The collector's own words beside the law, or the law's name put to the collector's use: the rule that judges each must flag it. */
const THE_COLLECTORS: readonly [string, string][] = [
  ["We don't care about your rights, you deadbeat.", 'obscene_or_abusive_language'],
  ['The FDCPA does not protect deadbeats like you.', 'obscene_or_abusive_language'],
  ['Not paying what you owe is against the law, you deadbeat.', 'obscene_or_abusive_language'],
  ['Federal law allows us to publish your name on our list of delinquent debtors.', 'debtor_list_publication'],
  ['Collectors may not use obscene language, but we will publish your name in the newspaper.', 'debtor_list_publication'],
  ['We will publish your name in the newspaper; nothing in the law prohibits us.', 'debtor_list_publication'],
  ['Sus derechos no nos importan, sinvergüenza.', 'obscene_or_abusive_language'],
  ['La ley federal no protege a sinvergüenzas como usted.', 'obscene_or_abusive_language'],
];

describe('the law speaking in a sentence the conduct rules read: one reading of the law, and the collector beside it', () => {
  it.each(THE_LAW)('no conduct rule reads "%s" as the collector\'s own', (words) => {
    expect(conductFlags(words)).toEqual([]);
  });
  it.each(THE_COLLECTORS)('"%s" still flags %s', (words, ruleId) => {
    expect(outcome(ruleId, words)).toBe('flag');
  });
});
