/**
 * Lawful identities and statements (decision 155, issue 26): the ways real collectors and law firms lawfully say who they
 * are and what may happen, as the case law and the legal reference describe them, in English and Spanish, put in whole
 * letters and read by the whole analyzer; beside each family, the violation its rule exists for, which must still flag.
 * Families, not any letter's words: tests, not the measure.
 *
 * - false_attorney_involvement (1692e(3)): a law firm's Greco statement in any wording or place the law accepts (the
 *   body, the signature block, the back the front points to outside the Third and Fifth Circuits, Spanish); a lawyer
 *   who says a lawyer reviewed the file; a legal department given only as the address for complaints; the consumer's
 *   own lawyer ("su abogado"). Still flagged: an agency's "our attorneys have reviewed", a firm's letter signed by staff
 *   with no statement, a back disclaimer with no pointer, fine print set apart below the signature in the 3d/5th Cir.
 * - credit_bureau_impersonation (1692e(16)): a "Credit Bureau of …" trade name on a letter that says it is from a debt
 *   collector. Still flagged: a claim to be or keep files like a bureau (English and Spanish), a "credit registry" or
 *   "credit reporting" name, a bureau name with no debt-collector statement.
 * - government_affiliation_implied (1692e(1), (9)): a public body's own collection office, a collector for a public
 *   creditor, "Bureau"/"Revenue"/"Department" in an ordinary business name, licence lines. Still flagged: "State Recovery
 *   Division" on a private debt, "official government notice", "somos una agencia del gobierno".
 * - name_not_true_name (1692e(14)): a department line, a parent company ("an Encore Capital Group company"), a d/b/a on
 *   another line, a payment processor named in the body and on the slip, a lockbox or portal name. Still flagged: a
 *   payee or signer that is another company with no link.
 * - threat_legal_action_unintended (1692e(5)): "we have no intention of filing a lawsuit", "no plans to file suit",
 *   "no tenemos intención de demandarle", a suit inside "whether" (a determination not made), "this is not a threat",
 *   "no decision has been made", a truthful "may" (outside the Third Circuit, or where suit followed). Still flagged:
 *   "we will file a lawsuit" when none followed, in English and Spanish.
 * - credit_reporting_threat_misleading (1692e(5), (8)): "may report" on a debt within the reporting period; on an old
 *   debt, reporting "for as long as the law permits", the consumer's right to dispute with a bureau, California's
 *   1785.26 notice, the original creditor's past reporting, "we will not report". Still flagged: "we will report" on a
 *   debt past the period, "will remain on your report until paid".
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, type UserAnswers } from '../index';
import { firstLetter } from './test-letters';

const TODAY = '2025-12-01';
const ANSWERS: UserAnswers = {
  allPagesUploaded: true,
  senderIsOriginalCreditor: false,
  isFirstContact: true,
  lawsuitFiled: false,
  lastPaymentDate: '2024-06-01',
  judgmentEntered: false,
  debtAlreadyPaidOrSettled: false,
  debtDischargedInBankruptcy: false,
  balanceUnder600: false,
};
/** A debt whose 7-year credit-reporting period has run (still within no limitations period that matters here). */
const OLD: Partial<UserAnswers> = { lastPaymentDate: '2014-01-01' };
const STATES = ['TX', 'NJ', 'NY', 'IL', 'CA'] as const;

const FIRM_HEAD = 'Smith & Jones, P.C.\nAttorneys at Law\n100 Main St\nDallas, TX 75201';

/** `passes`: the near miss must pass outright (neither flagged nor left at a question). */
type Case = { letter: string; answers?: Partial<UserAnswers>; states?: readonly string[]; passes?: true };

const status = (rule: string, c: Case, state: string): string => {
  const result = analyzeText(c.letter, { answers: { ...ANSWERS, state, ...c.answers }, today: TODAY });
  expect(result.errors).toEqual([]);
  return result.runs.find((r) => r.rule.meta.id === rule)?.result.status ?? 'missing';
};

const family = (rule: string, lawful: Record<string, Case>, violations: Record<string, Case>): void => {
  describe(rule, () => {
    for (const [name, c] of Object.entries(lawful))
      it(`does not flag: ${name}`, () => {
        for (const state of c.states ?? STATES)
          if (c.passes) expect(status(rule, c, state), `${name} in ${state}`).toBe('pass');
          else expect(status(rule, c, state), `${name} in ${state}`).not.toBe('flag');
      });
    for (const [name, c] of Object.entries(violations))
      it(`flags: ${name}`, () => {
        for (const state of c.states ?? STATES) expect(status(rule, c, state), `${name} in ${state}`).toBe('flag');
      });
  });
};

const firm = (body: string, signature = 'Smith & Jones, P.C.'): string => firstLetter(body, { head: FIRM_HEAD, signature });
const withHead = (head: string, body: string, signature = head.split('\n')[0]!): string => firstLetter(body, { head, signature });
/** A law firm's letter whose `back` is printed on the reverse side; `front` is what the front adds. */
const firmWithBack = (front: string, back: string): string =>
  [
    FIRM_HEAD,
    '',
    'June 2, 2025',
    '',
    'Maria Gomez\n12 Oak St\nAustin, TX 78701',
    '',
    'Dear Maria Gomez:',
    '',
    `This firm is a debt collector. Please call us about your Pinecrest Bank account. ${front}`,
    '',
    'Sincerely,',
    'Smith & Jones, P.C.',
    '',
    'REVERSE SIDE',
    '',
    back,
  ].join('\n');
const GRECO = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.';

family(
  'false_attorney_involvement',
  {
    'the Greco statement in the body': { letter: firm(GRECO) },
    'the firm acting as a debt collector, not as your attorney': {
      letter: firm('This firm is acting as a debt collector, not as your attorney, and no attorney has personally reviewed your file.'),
    },
    'no attorney meaningfully involved': {
      letter: firm('This letter is sent by a law firm; however, at this time no attorney has been meaningfully involved in the review of your account.'),
    },
    'no attorney has made a determination (the suit inside "whether" is no threat)': {
      letter: firm('No attorney at this firm has made a determination about the validity of this debt or whether a lawsuit will be filed.'),
    },
    'an attorney has not yet personally reviewed': {
      letter: firm('Please be advised that we are a debt collector and an attorney has not yet personally reviewed your file.'),
    },
    'in Spanish, in the body': {
      letter: firm('En este momento, ningún abogado de esta firma ha revisado personalmente las circunstancias particulares de su cuenta.'),
    },
    'in the signature block, under the firm name': { letter: firm('Please contact our office.', `Smith & Jones, P.C.\n${GRECO}`) },
    'in Spanish, in the signature block': {
      letter: firm('Please contact our office.', 'Smith & Jones, P.C.\nEn este momento ningún abogado de esta firma ha revisado personalmente su cuenta.'),
    },
    'on the back, with the front pointing to it (outside the Third and Fifth Circuits)': {
      letter: firmWithBack('See reverse side for important information.', GRECO),
      states: ['NY', 'IL', 'CA'],
    },
    'an attorney of the firm says an attorney reviewed the file': {
      letter: firm('An attorney of this firm has reviewed your file and the documents our client provided.', 'John Smith, Esq.'),
      answers: { attorneyReviewedAccount: undefined },
      passes: true,
    },
    'the undersigned attorney reviewed the records': {
      letter: firm('The undersigned attorney has personally reviewed the account records, including the contract and the payment history.', 'John Smith, Esq.'),
      answers: { attorneyReviewedAccount: undefined },
      passes: true,
    },
    'un abogado de esta firma ha revisado su expediente': {
      letter: firm('Un abogado de esta firma ha revisado su expediente.', 'John Smith, Esq.'),
      answers: { attorneyReviewedAccount: undefined },
      passes: true,
    },
    "an agency's General Counsel as the address for complaints": {
      letter: firstLetter('If you have a complaint about how we handled your account, write to our General Counsel at PO Box 100, Dallas, TX 75201.'),
    },
    "an agency's Legal Department as the address for disputes": {
      letter: firstLetter('Send written disputes to the attention of our Legal Department, PO Box 100, Dallas, TX 75201.'),
    },
    "Spanish: the consumer's own attorney": { letter: firstLetter('Si usted tiene un abogado, pida a su abogado que se comunique con nosotros.') },
  },
  {
    "an agency's attorneys said to have reviewed the account": { letter: firstLetter('Our attorneys have reviewed your account and approved it for suit.') },
    'nuestros abogados han revisado su cuenta': { letter: firstLetter('Nuestros abogados han revisado su cuenta.') },
    "a law firm's letter signed by staff, with nothing said of review": { letter: firm('Please call us to arrange payment.', 'Account Representative') },
    'a back disclaimer the front never points to': { letter: firmWithBack('', GRECO) },
    'fine print set apart below the signature (Third and Fifth Circuits)': {
      letter: firm('Please call us.', `Smith & Jones, P.C.\n\nNOTICE: ${GRECO}`),
      states: ['TX', 'NJ'],
    },
  },
);

family(
  'credit_bureau_impersonation',
  {
    '"Credit Bureau of <County>" that says it is a debt collector': {
      letter: withHead(
        'Credit Bureau of Napa County, Inc.\nPO Box 100\nDallas, TX 75201',
        'Credit Bureau of Napa County, Inc. is a debt collector. Please call us.',
      ),
    },
    '"Credit Bureau Associates", a collection agency': {
      letter: withHead('Credit Bureau Associates\nPO Box 100\nDallas, TX 75201', 'Credit Bureau Associates is a collection agency.'),
    },
    '"Credit Bureau Collection Services" that may report to bureaus': {
      letter: withHead('Credit Bureau Collection Services\nPO Box 100\nDallas, TX 75201', 'We may report information about your account to credit bureaus.'),
    },
    'a d/b/a with "Credit Bureau"': {
      letter: withHead('CBCS d/b/a Credit Bureau Collection Services\nPO Box 100\nDallas, TX 75201', 'Please call us.', 'Account Representative'),
    },
  },
  {
    'a claim to be the local credit reporting agency': { letter: firstLetter('As your local credit reporting agency, we keep your credit file.') },
    'a "credit registry" name': { letter: withHead('National Credit Registry, LLC\nPO Box 100\nDallas, TX 75201', 'Please call.') },
    'somos una agencia de informes de crédito': {
      letter: firstLetter('Somos una agencia de informes de crédito. Como su buró de crédito, mantenemos su expediente.'),
    },
    'a bureau name with a claim to keep the credit file': {
      letter: withHead('Credit Bureau of Napa County\nPO Box 100\nDallas, TX 75201', 'As the credit bureau for this county, we maintain your credit file.'),
    },
    'a bureau name with no statement that the sender is a debt collector': {
      letter:
        'Credit Bureau of the Southwest\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\nYour account is in our files. Please pay.\n\nSincerely,\nCredit Bureau of the Southwest',
    },
  },
);

family(
  'government_affiliation_implied',
  {
    "a county's own collections department on the county's bill": {
      letter: withHead(
        'Harris County Collections Department\nPO Box 100\nHouston, TX 77002',
        'This is a notice about your unpaid ambulance bill owed to Harris County.',
      ),
    },
    'a collector naming the municipal court it collects for': {
      letter: firstLetter('Apex Recovery Group is collecting this debt on behalf of the City of Austin Municipal Court. Creditor: City of Austin.'),
    },
    'a state department of revenue as the creditor': {
      letter: firstLetter('Creditor: State of Texas Department of Revenue. We are a private collection agency.'),
    },
    '"Bureau" in an ordinary business name': {
      letter: withHead('Professional Recovery Bureau\nPO Box 100\nDallas, TX 75201', 'Professional Recovery Bureau is a debt collector.'),
    },
    '"Municipal Revenue Services, Inc." collecting for a town': {
      letter: withHead(
        'Municipal Revenue Services, Inc.\nPO Box 100\nDallas, TX 75201',
        'Municipal Revenue Services, Inc. is a debt collector collecting for the Town of Cary.',
      ),
    },
    'a bond line under the letterhead': {
      letter: withHead('Apex Recovery Group\nPO Box 100\nDallas, TX 75201\nTexas Secretary of State Bond No. 2020-555', 'Please call.', 'Apex Recovery Group'),
    },
  },
  {
    '"State Recovery Division" on a private debt': { letter: withHead('State Recovery Division\nPO Box 100\nDallas, TX 75201', 'Please pay.') },
    'an official government notice from "a state agency"': { letter: firstLetter('This is an official government notice. We are a state agency.') },
    'official notice "by order of the State" even on a public debt': {
      letter: firstLetter('Creditor: City of Austin. This is an official government notice. By order of the State, pay now.'),
    },
    'somos una agencia del gobierno estatal': { letter: firstLetter('Somos una agencia del gobierno estatal. Aviso oficial del gobierno.') },
  },
);

const APEX = 'Apex Recovery Group\nPO Box 100\nDallas, TX 75201';
family(
  'name_not_true_name',
  {
    'a department line above the company name': {
      letter: withHead(`Revenue Recovery Department\n${APEX}`, 'Please call.', 'Apex Recovery Group'),
    },
    'a parent company named under the letterhead': {
      letter: withHead('Apex Recovery Group, LLC\nAn Encore Capital Group company\nPO Box 100\nDallas, TX 75201', 'Please call.', 'Apex Recovery Group'),
    },
    'a d/b/a written over three lines': {
      letter: withHead(
        'Meridian Receivables LLC\ndoing business in Texas as\nQuickPay Recovery Services\nPO Box 100\nDallas, TX 75201',
        'Meridian Receivables LLC is a debt collector.',
        'QuickPay Recovery Services',
      ),
    },
    'a payment processor named in the body and on the payee line': {
      letter: withHead(
        APEX,
        'Apex Recovery Group is a debt collector. Payments are processed by Western Union Financial Services.\nMake your check payable to: Western Union Financial Services',
        'Apex Recovery Group',
      ),
    },
    "the creditor's brand and its bank": {
      letter: withHead(
        APEX,
        'Your Amazon Store Card account, issued by Synchrony Bank, was placed with us.\nMake your check payable to: Synchrony Bank',
        'Apex Recovery Group',
      ),
    },
    'a remittance center of the collector': {
      letter: withHead(APEX, 'Remit to:\nARG Payment Processing Center\nPO Box 4000', 'Apex Recovery Group'),
    },
  },
  {
    'a payee that is another company': {
      letter: withHead(APEX, 'Apex Recovery Group is a debt collector. Make your check payable to Summit Financial Solutions LLC.', 'Apex Recovery Group'),
    },
    'a signer that is another company': {
      letter: withHead(APEX, 'Apex Recovery Group is a debt collector.', 'Summit Financial Solutions LLC\nCollections Department'),
    },
  },
);

family(
  'threat_legal_action_unintended',
  {
    'we have no intention of filing a lawsuit': { letter: firstLetter('We have no intention of filing a lawsuit. Please call us to discuss payment.') },
    'we have no plans to file suit': { letter: firstLetter('We have no plans to file suit against you.') },
    'no tenemos intención de demandarle': { letter: firstLetter('No tenemos intención de demandarle. Llámenos para hablar de un plan de pagos.') },
    'no attorney has determined whether a lawsuit will be filed': {
      letter: firm('No attorney at this firm has made a determination about whether a lawsuit will be filed.'),
    },
    'this is not a threat of suit': { letter: firstLetter('This is not a threat of suit. We are simply asking you to contact us.') },
    'no decision to sue has been made': { letter: firstLetter('No decision to sue you has been made at this time.') },
    'a truthful "may consider legal action" (outside the Third Circuit)': {
      letter: firstLetter('If the debt is not resolved, our client may consider legal action.'),
      states: ['TX', 'NY', 'IL', 'CA'],
    },
    '"may consider legal action" where suit followed (every circuit)': {
      letter: firstLetter('If the debt is not resolved, our client may consider legal action.'),
      answers: { lawsuitFiled: true },
    },
    'podría considerar acciones legales (outside the Third Circuit)': {
      letter: firstLetter('Si la deuda no se resuelve, nuestro cliente podría considerar acciones legales.'),
      states: ['TX', 'NY', 'IL', 'CA'],
    },
  },
  {
    'we will file a lawsuit, and none followed': { letter: firstLetter('We will file a lawsuit against you within 10 days unless you pay.') },
    'presentaremos una demanda, and none followed': { letter: firstLetter('Presentaremos una demanda en su contra si no paga en 10 días.') },
    'no intention of waiting, and a suit next week': { letter: firstLetter('We have no intention of waiting any longer; we will file suit next week.') },
  },
);

family(
  'credit_reporting_threat_misleading',
  {
    '"we may report" on a recent debt': { letter: firstLetter('We may report information about your account to credit bureaus.') },
    'no report until the dispute period ends': {
      letter: firstLetter('We will not report this debt to any credit reporting agency until after the period to dispute it has ended.'),
    },
    'paying updates the bureaus': { letter: firstLetter('If you pay the balance in full, we will update the credit bureaus to show the account as paid.') },
    'late payments may be reflected': {
      letter: firstLetter('Late payments, missed payments, or other defaults on your account may be reflected in your credit report.'),
    },
    'podemos reportar': { letter: firstLetter('Podemos reportar información sobre su cuenta a las agencias de crédito.') },
    'old debt: reporting "for as long as the law permits"': {
      letter: firstLetter(
        'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. We may continue to report it to credit reporting agencies as unpaid for as long as the law permits this reporting.',
      ),
      answers: { lastPaymentDate: '2017-06-01' },
    },
    "old debt: the consumer's right to dispute with a bureau": {
      letter: firstLetter('You may also dispute information on your credit report directly with Equifax, Experian or TransUnion.'),
      answers: OLD,
    },
    "old debt: California's 1785.26 notice": {
      letter: firstLetter(
        'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
      ),
      answers: OLD,
    },
    "old debt: the original creditor's past reporting": {
      letter: firstLetter('This account has been reported to the credit bureaus by the original creditor.'),
      answers: OLD,
    },
    'old debt: the original creditor may have reported': {
      letter: firstLetter('Your original creditor may have reported this account to the credit reporting agencies.'),
      answers: OLD,
    },
    'old debt: we will not report': {
      letter: firstLetter('Because of the age of your debt, we will not report it to any credit reporting agency.'),
      answers: OLD,
    },
    'old debt: no será reportada': { letter: firstLetter('Esta cuenta no será reportada a ninguna agencia de crédito.'), answers: OLD },
  },
  {
    'old debt: we will report': { letter: firstLetter('We will report this debt to the credit bureaus.'), answers: OLD },
    'old debt: reportaremos': { letter: firstLetter('Reportaremos esta cuenta a las agencias de crédito.'), answers: OLD },
    'old debt: we will report, and the original creditor has too': {
      letter: firstLetter('The original creditor has reported this account, and we will report it to the credit bureaus as well.'),
      answers: OLD,
    },
    'remains on your report until paid': { letter: firstLetter('This debt will remain on your credit report until it is paid.') },
  },
);
