/**
 * Lawful disclosures by kind (decision 140, issue 26): statements the law requires or allows in collection letters,
 * each in several wordings and in Spanish where letters use it, put inside whole letters (a Reg F first letter with
 * the model-form notice, a later letter, and the CFPB's Model Form B-1 itself) and read by the whole analyzer. A
 * finding on a lawful statement is a defect. Beside each fixed kind stand the violation forms a rule still needs: a
 * sender that says it is a credit reporting agency or a state agency, a name with no true name, a referral to a
 * prosecutor, a report threatened on a debt too old to report, a threat of suit behind a disclaimer. Tests, not the
 * measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, type UserAnswers } from '../index';
import { liveThreats, readLetter } from './read-letter';
import { firstLetter, laterLetter } from './test-letters';

const TODAY = '2025-06-12';
/** A recent debt with every question a lawful letter's reader could be asked answered as such letters' readers do. */
const ANSWERS: UserAnswers = {
  allPagesUploaded: true,
  senderIsOriginalCreditor: false,
  state: 'TX',
  lawsuitFiled: false,
  attorneyReviewedAccount: false,
  lastPaymentDate: '2024-06-01',
  judgmentEntered: false,
  debtAlreadyPaidOrSettled: false,
  debtDischargedInBankruptcy: false,
  balanceUnder600: false,
};
/** The same letters on a debt whose 7-year reporting period and Texas 4-year limitations period have run. */
const OLD_DEBT: UserAnswers = { ...ANSWERS, lastPaymentDate: '2014-06-01' };

const findings = (text: string, answers: UserAnswers, today = TODAY): string[] => {
  const result = analyzeText(text, { answers, today });
  expect(result.errors).toEqual([]);
  return result.findings.map((f) => f.id);
};

const later = (body: string, collector = 'Apex Recovery Group'): string =>
  laterLetter(body, { collector, address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Austin, TX 78701', date: 'August 4, 2025' });

const MODEL_FORM = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
/** Model Form B-1 (sent in 2020 to Maryland) with `line` added under the sender's address, or on the reverse side. */
const modelForm = (line: string, where: 'letterhead' | 'reverse'): string =>
  where === 'letterhead'
    ? MODEL_FORM.replace('Pasadena, CA 91111-2222\n', `Pasadena, CA 91111-2222\n${line}\n`)
    : MODEL_FORM.replace('Notice: See reverse side for important information.', `Notice: See reverse side for important information.\n\n${line}`);
const MODEL_ANSWERS: UserAnswers = { allPagesUploaded: true, isFirstContact: true, senderIsOriginalCreditor: false, state: 'MD' };
const MODEL_TODAY = '2020-08-01';

/** What the analyzer finds in a letter beyond what it finds with the statement left out. */
const added = (withIt: string[], without: string[]): string[] => withIt.filter((id) => !without.includes(id));

const FIRST_ANSWERS: UserAnswers = { ...ANSWERS, isFirstContact: true };
const LATER_ANSWERS: UserAnswers = { ...ANSWERS, isFirstContact: false };
const FIRST_BASE = findings(firstLetter(''), FIRST_ANSWERS);
const LATER_BASE = findings(later(''), LATER_ANSWERS);
const MODEL_BASE = findings(MODEL_FORM, MODEL_ANSWERS, MODEL_TODAY);

type Where = 'both' | 'first' | 'later';
const KINDS: { kind: string; statements: [string, Where][] }[] = [
  {
    kind: 'state licence lines (Minn. Stat. ch. 332; NYC Admin. Code 20-489 et seq.; N.C. Gen. Stat. 58-70-1; Colo. Rev. Stat. 5-16-101 et seq.; Tenn. Code 62-20-105; Wash. Rev. Code 19.16.110; Ariz. Rev. Stat. 32-1021; Mass. Gen. Laws ch. 93 s. 24; Me. Rev. Stat. tit. 32 s. 11031; Cal. Fin. Code 100000 (Debt Collection Licensing Act); Wis. Stat. 218.04)',
    statements: [
      ['This collection agency is licensed by the Minnesota Department of Commerce.', 'both'],
      ['This collection agency is licensed by the Minnesota Department of Commerce, license number 40123456.', 'both'],
      ['New York City Department of Consumer and Worker Protection License Number 1234567.', 'both'],
      ['NYC DCWP License No. 2012345.', 'both'],
      ['Licensed by the New York City Department of Consumer Affairs, license number 1167283.', 'both'],
      ['North Carolina Department of Insurance Permit No. 4567.', 'both'],
      ['NC Collection Agency Permit Number 112233.', 'both'],
      ['Colorado Collection Agency License No. 987654.', 'both'],
      ['Tennessee Collection Service Board License No. 1234.', 'both'],
      ['Licensed as a collection agency by the Washington State Department of Licensing, license 601-234-567.', 'both'],
      ['Utah Collection Agency Registration No. 9876543-0160.', 'both'],
      ['Arizona Collection Agency License No. 0901234.', 'both'],
      ['Massachusetts Debt Collector License No. DC1234.', 'both'],
      ['Maine Collection Agency License No. CA12345.', 'both'],
      ['This collection agency is licensed by the Division of Banking and Financial Institutions of the State of Massachusetts.', 'both'],
      ['We are licensed as a collection agency in the State of Arizona by the Arizona Department of Financial Institutions.', 'both'],
      ['NMLS ID 123456. Licensed by the California Department of Financial Protection and Innovation, license number 10058-99.', 'both'],
      ['Esta agencia de cobro está autorizada por el Departamento de Comercio de Minnesota.', 'both'],
    ],
  },
  {
    kind: 'the California notices (Cal. Civ. Code 1812.700 Rosenthal notice; Civ. Code 1785.26(b) negative credit information notice)',
    statements: [
      [
        'The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m. They may not harass you by using threats of violence or arrest or by using obscene language. Collectors may not use false or misleading statements or call you at work if they know or have reason to know that you may not receive personal calls at work. For the most part, collectors may not tell another person, other than your attorney or spouse, about your debt. Collectors may contact another person to confirm your location or enforce a judgment. For more information about debt collection activities, you may contact the Federal Trade Commission at 1-877-FTC-HELP or www.ftc.gov.',
        'both',
      ],
      [
        'California residents: As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
        'both',
      ],
    ],
  },
  {
    kind: 'state-required notices (Colorado, Massachusetts 209 CMR 18.00, New York City and Wisconsin notices)',
    statements: [
      ['FOR INFORMATION ABOUT THE COLORADO FAIR DEBT COLLECTION PRACTICES ACT, SEE WWW.COLORADOATTORNEYGENERAL.GOV/CA.', 'both'],
      [
        'A consumer has the right to request in writing that a debt collector or collection agency cease further communication with the consumer. A written request to cease communication will not prohibit the debt collector or collection agency from taking any other action authorized by law to collect the debt.',
        'both',
      ],
      [
        'NOTICE OF IMPORTANT RIGHTS: YOU HAVE THE RIGHT TO MAKE A WRITTEN OR ORAL REQUEST THAT TELEPHONE CALLS REGARDING YOUR DEBT NOT BE MADE TO YOU AT YOUR PLACE OF EMPLOYMENT. ANY SUCH ORAL REQUEST WILL BE VALID FOR ONLY TEN DAYS UNLESS YOU PROVIDE WRITTEN CONFIRMATION OF THE REQUEST POSTMARKED OR DELIVERED WITHIN SEVEN DAYS OF SUCH REQUEST. YOU MAY TERMINATE THIS REQUEST BY WRITING TO THE COLLECTION AGENCY.',
        'both',
      ],
      [
        'New York City residents: Debt collectors, in accordance with the Fair Debt Collection Practices Act, 15 U.S.C. 1692 et seq., are prohibited from engaging in abusive, deceptive, and unfair debt collection efforts, including but not limited to: the use or threat of violence; the use of obscene or profane language; and repeated phone calls made with the intent to annoy, abuse, or harass. If a creditor or debt collector receives a money judgment against you in court, state and federal laws may prevent the following types of income from being taken to pay the debt: Supplemental security income (SSI); Social security; Public assistance (welfare); Spousal support, maintenance (alimony) or child support; Unemployment benefits; Disability benefits; Workers compensation benefits; Public or private pensions; Veterans benefits; Federal student loans, federal student grants, and federal work study funds; and Ninety percent of your wages or salary earned in the last sixty days.',
        'both',
      ],
      [
        'We are required under state law to notify consumers of the following rights. This list does not contain a complete list of the rights consumers have under state and federal law.',
        'both',
      ],
      ['Wisconsin residents: This collection agency is licensed by the Division of Banking, P.O. Box 7876, Madison, Wisconsin 53707.', 'both'],
    ],
  },
  {
    kind: 'the CFPB and regulator lines (12 CFR 1006.34(c)(3)(iv) and Model Form B-1; state complaint lines)',
    statements: [
      ['Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.', 'both'],
      [
        'Visit www.cfpb.gov/debt-collection to learn more about your rights under federal law. For instance, you have the right to stop or limit how we contact you.',
        'both',
      ],
      ['Contact the Consumer Financial Protection Bureau at 855-411-2372 or www.cfpb.gov to learn more about your rights.', 'both'],
      ['Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos conforme a la ley federal.', 'both'],
      ['You may also contact your state attorney general or the Consumer Financial Protection Bureau about this debt.', 'both'],
    ],
  },
  {
    kind: 'credit reporting disclosures (FCRA 623(a)(7), 15 U.S.C. 1681s-2(a)(7) negative-information notice; 12 CFR 1006.30(a) passive collection; Cal. Civ. Code 1785.26(b); reports of payment, 1681s-2(a)(2))',
    statements: [
      [
        'We may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
        'both',
      ],
      ['We may report information about your account to credit bureaus.', 'both'],
      ['We will not report this debt to any credit reporting agency until after the validation period has ended.', 'both'],
      ['Please be advised that we may report this account to one or more of the national credit reporting agencies.', 'both'],
      ['We may report information about your account to the credit bureaus, such as Equifax, Experian and TransUnion.', 'both'],
      ['This account may be reported to the credit reporting agencies if it is not paid.', 'both'],
      [
        'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
        'both',
      ],
      ['Our company does not report to credit bureaus.', 'both'],
      ['We do not report debts to the credit bureaus.', 'both'],
      ['Podemos reportar información sobre su cuenta a las agencias de crédito.', 'both'],
      ['If you pay the balance in full, we will notify the credit bureaus that the account has been paid.', 'both'],
      ['We are not a credit reporting agency.', 'both'],
    ],
  },
  {
    kind: 'trade names with the true name given (15 U.S.C. 1692e(14); FTC Staff Commentary 807(14); 12 CFR 1006.18(f) assumed personal names)',
    statements: [
      ['Apex Recovery Group is a division of Apex Holdings, Inc.', 'both'],
      ['Apex Recovery Group, a division of Apex Holdings, Inc., is a debt collector.', 'both'],
      ['Apex Holdings, Inc. doing business as Apex Recovery Group.', 'both'],
      ['Apex Holdings, Inc. d/b/a Apex Recovery Group.', 'both'],
      ['Apex Recovery Group is a trade name of Apex Holdings, Inc.', 'both'],
      ['Your account representative is Jane Miller, a desk name used by our staff.', 'both'],
      ['Please ask for Mr. Carter, extension 204.', 'both'],
      ['Apex Holdings, Inc., operating as Apex Recovery Group, is licensed in Texas.', 'both'],
    ],
  },
  {
    kind: 'on behalf of the creditor (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v))',
    statements: [
      ['We are writing on behalf of our client, Pinecrest Bank, to collect the balance on your account.', 'both'],
      ['Pinecrest Bank has placed your account with us for collection.', 'both'],
      ['This letter is sent on behalf of Pinecrest Bank, the creditor.', 'both'],
      ['Escribimos en nombre de nuestro cliente, Pinecrest Bank.', 'both'],
    ],
  },
  {
    kind: 'the mini-Miranda (15 U.S.C. 1692e(11); 12 CFR 1006.18(e))',
    statements: [
      ['This is an attempt to collect a debt and any information obtained will be used for that purpose.', 'both'],
      ['This communication is from a debt collector attempting to collect a debt. Any information obtained will be used for that purpose.', 'both'],
      [
        'Esta comunicación proviene de un cobrador de deudas. Es un intento de cobrar una deuda y cualquier información obtenida se utilizará para ese propósito.',
        'both',
      ],
      ['This is a communication from a debt collector.', 'both'],
    ],
  },
  {
    kind: 'debt-buyer purchase statements (12 CFR 1006.34(c)(2)(iv), (v))',
    statements: [
      ['Your account was purchased from Pinecrest Bank by Delta Funding LLC, which is now the owner of the debt.', 'both'],
      ['Delta Funding LLC purchased your Pinecrest Bank account on March 3, 2024 and has placed it with us for collection.', 'both'],
      ['The debt was sold to Delta Funding LLC. Delta Funding LLC is the current creditor.', 'both'],
      ['Su cuenta fue comprada a Pinecrest Bank por Delta Funding LLC.', 'both'],
    ],
  },
  {
    kind: 'settlement offers with the Evory/Avila safe harbour (Evory v. RJM, 7th Cir. 2007)',
    statements: [
      ['We are authorized to settle your account for $625.00. This offer is valid until July 31, 2025. We are not obligated to renew this offer.', 'both'],
      ['Our client will accept $700.00 in full settlement if received by August 15, 2025. We are not obligated to renew this offer.', 'both'],
      ['You may resolve this account for 60% of the balance. We are not obligated to renew this offer, and we may or may not extend it in the future.', 'both'],
      ['Podemos aceptar $625.00 para saldar su cuenta. No estamos obligados a renovar esta oferta.', 'both'],
    ],
  },
  {
    kind: 'the 1692g(a)(3) assumption statement (15 U.S.C. 1692g(a)(3))',
    statements: [
      ['If you do not dispute this debt within 30 days after you receive this notice, we will assume the debt is valid.', 'first'],
      ['Unless you dispute the validity of the debt within thirty days, we will assume it is valid.', 'first'],
      ['If you do not dispute the debt, or any portion of it, we will assume that our information is correct.', 'first'],
    ],
  },
  {
    kind: 'Form 1099-C statements courts approved (26 U.S.C. 6050P; Dunbar v. Kohn Law Firm, 7th Cir. 2018)',
    statements: [
      [
        'If the settlement amount is at least $600 less than the balance, we may be required to report the forgiven amount to the Internal Revenue Service on Form 1099-C. Please consult a tax advisor.',
        'both',
      ],
      ['Our client may be required to file a Form 1099-C with the IRS. You should consult your tax advisor regarding any tax consequences.', 'both'],
      [
        'The creditor may be required to report the amount of debt forgiven to the IRS. We are not tax advisors and you should consult a tax professional.',
        'both',
      ],
      ['La cancelación de una deuda puede tener consecuencias fiscales. Consulte a un asesor fiscal.', 'both'],
    ],
  },
  {
    kind: 'disclaimers of a threat (Wade v. Regional Credit, 9th Cir. 1996)',
    statements: [
      ['This is not a threat of suit.', 'both'],
      ['This letter is not a threat of legal action.', 'both'],
      ['We have not made a decision to file a lawsuit and this letter should not be read as a threat of suit.', 'both'],
      ['No attorney has reviewed your account and this letter is not a threat to sue.', 'both'],
    ],
  },
  {
    kind: 'medical and HIPAA lines (45 CFR 164.506; 1692f)',
    statements: [
      ['This account is for services provided at Lakeside Medical Center. Protected health information is handled in accordance with HIPAA.', 'both'],
      ['If you have health insurance that may cover this bill, please call us with your insurance information.', 'both'],
      ['Your health information is protected under the Health Insurance Portability and Accountability Act (HIPAA).', 'both'],
    ],
  },
  {
    kind: 'privacy and call-recording notices (Gramm-Leach-Bliley Act, 15 U.S.C. 6803; state call-recording consent laws)',
    statements: [
      ['For our privacy notice, visit www.apexrecovery.com/privacy.', 'both'],
      ['We respect your privacy. Please read our privacy policy enclosed with this letter.', 'both'],
      ['Calls to and from our office may be monitored or recorded for quality assurance.', 'both'],
      ['Telephone calls may be recorded for quality and training purposes.', 'both'],
      ['Las llamadas pueden ser grabadas con fines de calidad.', 'both'],
    ],
  },
  {
    kind: 'time-barred disclosures (Cal. Civ. Code 1788.14(d); 23 NYCRR 1.3; Tex. Fin. Code 392.307; Conn. Gen. Stat. 36a-814; N.M. 12.2.12.9 NMAC; W. Va. Code 46A-2-128(f); 940 CMR 7.07(24); N.C. Gen. Stat. 58-70-115)',
    statements: [
      // (Read in Texas: its notice says the debt buyer "cannot sue you"; California's prescribed "will not sue you" is read in
      // California below, STATE_TIMEBAR. Decision 165: the law's general rule with only a promise is not Texas's notice.)
      ['The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.', 'both'],
      [
        'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it, and we will not report it to any credit reporting agency.',
        'both',
      ],
      [
        'WE ARE REQUIRED BY REGULATION OF THE NEW YORK STATE DEPARTMENT OF FINANCIAL SERVICES TO NOTIFY YOU OF THE FOLLOWING INFORMATION. THIS INFORMATION IS NOT LEGAL ADVICE: YOUR CREDITOR OR DEBT COLLECTOR BELIEVES THAT THE LEGAL TIME LIMIT (STATUTE OF LIMITATIONS) FOR SUING YOU TO COLLECT THIS DEBT HAS EXPIRED.',
        'both',
      ],
      ['The legal time limit for suing you to collect this debt has expired. We will not sue you for it.', 'both'],
      [
        'La ley limita el tiempo durante el cual le pueden demandar por una deuda. Debido a la antigüedad de su deuda, no le podemos demandar por ella.',
        'first',
      ],
      ['You may not be sued on this debt because the time to sue has passed. Making a payment will not restart the time for suing you.', 'both'],
    ],
  },
  {
    kind: 'more licence, registration and bond lines (Tex. Fin. Code 392.101 surety bond with the Secretary of State; Nev. Rev. Stat. ch. 649; Haw. Rev. Stat. ch. 443B; Wash. Rev. Code 19.16)',
    statements: [
      [
        'This collection agency is licensed by the Collection Service Board of the Department of Commerce and Insurance, 500 James Robertson Parkway, Nashville, Tennessee 37243.',
        'both',
      ],
      [
        'Apex Recovery Group is bonded with the Texas Secretary of State. Complaints may be directed to the Texas Office of Consumer Credit Commissioner, 2601 N. Lamar Blvd., Austin, Texas 78705, (800) 538-1579.',
        'both',
      ],
      ['Our Colorado office is located at 123 Main Street, Denver, CO 80202, (303) 555-0100.', 'both'],
      ['Licensed by the State of Nevada Financial Institutions Division, license number CA-1234.', 'both'],
      ['Hawaii: This collection agency is registered with the Department of Commerce and Consumer Affairs, Collection Agency No. COL-1234.', 'both'],
      ['Licensed by the Department of Financial Institutions of the State of Washington.', 'both'],
    ],
  },
  {
    kind: 'lawful government mentions (Sheriff v. Gillie, 578 U.S. 317 (2016); complaint lines to the CFPB, FTC and state attorneys general)',
    statements: [
      ['We are a private collection agency under contract with the U.S. Department of Education. We are not a government agency.', 'both'],
      ['Your account with Pinecrest County Hospital, a public hospital, has been placed with our office.', 'both'],
      ['You may file a complaint with the Consumer Financial Protection Bureau or your state Attorney General.', 'both'],
      ['You may contact the Federal Trade Commission at 1-877-FTC-HELP or www.ftc.gov.', 'both'],
      ['If you have a complaint about the way we are collecting this debt, please write to the Maryland State Collection Agency Licensing Board.', 'both'],
    ],
  },
  {
    kind: 'more credit reporting disclosures (15 U.S.C. 1681s-2(a)(2), (3), (7))',
    statements: [
      [
        'We are required by law to notify you that we may report negative information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
        'both',
      ],
      ['This account may be reported to Equifax, Experian and TransUnion 30 days after the date of this letter if it is not paid or disputed.', 'later'],
      ['We will request that the credit bureaus update your account as paid in full once we receive your final payment.', 'both'],
      ['If you dispute this debt, we will report it as disputed.', 'both'],
      ['Once your account is paid, we will notify the credit reporting agencies to update your credit file.', 'both'],
      ['We are not a credit bureau and we do not make decisions about your credit score.', 'both'],
    ],
  },
  {
    kind: 'statements about the law and counsel, and denials of suit (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2))',
    statements: [
      ['Nothing in this letter is a threat of legal action.', 'both'],
      ['No legal action has been taken on this account.', 'both'],
      ['This account has not been referred to an attorney and no decision to sue has been made.', 'both'],
      ['If you are sued, you have the right to respond to the lawsuit.', 'both'],
      ['You may wish to consult an attorney about your rights.', 'both'],
      ["If you are represented by an attorney, please give us your attorney's name and address.", 'both'],
      ['Federal law prohibits certain methods of debt collection and requires that we treat you fairly.', 'both'],
      ['You may be entitled to free legal help from a legal aid organization.', 'both'],
    ],
  },
  {
    kind: 'names and signatures (1692e(14); 12 CFR 1006.18(f))',
    statements: [
      ['Sincerely,\nJohn Smith\nCollection Manager\nApex Recovery Group', 'both'],
      ['Your account representative: J. Smith (an alias used by our representative), Apex Recovery Group.', 'both'],
      ['Apex Recovery Group (formerly known as Apex Collections, Inc.)', 'both'],
      ['Apex Recovery Group, LLC, also known as ARG.', 'both'],
    ],
  },
  {
    kind: 'payment plans and payment channels (1692e; 12 CFR 1006.34(c)(3)(v))',
    statements: [
      ['To help you resolve this account, we can offer you a payment plan of $100.00 per month.', 'both'],
      ['You may pay online at www.apexrecovery.com/pay.', 'both'],
      ['Payments can be made by check, money order, or debit card.', 'both'],
      ['If you are unable to pay the full amount, please contact us to discuss payment options.', 'both'],
    ],
  },
  {
    kind: 'Spanish-language help lines (12 CFR 1006.34(e))',
    statements: [
      ['Si desea hablar con un representante que hable español, llame al (800) 555-0100.', 'both'],
      ['Hablamos español.', 'both'],
      ['Este aviso se ha traducido al español a su solicitud.', 'both'],
    ],
  },
];

describe('lawful statements by kind: no finding in a first letter or a later letter', () => {
  for (const { kind, statements } of KINDS) {
    describe(kind, () => {
      it.each(statements)('"%s"', (statement, where) => {
        if (where !== 'later') expect(added(findings(firstLetter(statement), FIRST_ANSWERS), FIRST_BASE)).toEqual([]);
        if (where !== 'first') expect(added(findings(later(statement), LATER_ANSWERS), LATER_BASE)).toEqual([]);
      });
    });
  }
});

/**
 * Licence, registration, bond and complaint lines as letters print them: under the letterhead, under the signature,
 * abbreviated ("Lic. #"). Read before decision 140 as the sender's name (name_not_true_name) or as a government name
 * (government_affiliation_implied: "NYC Dept. of Consumer Affairs Lic. #…", "… Licensing Board Lic. 1234",
 * "Attorney General Consumer Hotline").
 */
const REGULATOR_LINES = [
  'NYC Dept. of Consumer Affairs Lic. #1167283',
  'NYC Department of Consumer and Worker Protection License #2012345',
  'Minnesota Department of Commerce License 40123456',
  'MN Dept. of Commerce Lic. #40123456',
  'Maryland State Collection Agency Licensing Board Lic. 1234',
  'Maryland State Collection Agency License No. 1234',
  'North Carolina Department of Insurance Permit #4567',
  'Tennessee Collection Service Board Lic. #1234',
  'Colorado Collection Agency Lic. #987654',
  'Washington State Collection Agency License #601234567',
  'Utah Dept. of Commerce Registration #9876543',
  'Arizona Dept. of Financial Institutions Lic. #0901234',
  'Massachusetts Division of Banks Lic. #DC1234',
  'Maine Bureau of Consumer Credit Protection Lic. #CA12345',
  'Texas Secretary of State Bond #12345',
  'California Department of Financial Protection and Innovation License #10058-99',
  'State of Nevada Collection Agency License CA-1234',
  'Attorney General Consumer Hotline 1-800-555-0100',
  'Licenciada por el Departamento de Comercio de Minnesota, licencia 40123456',
];

describe("licence, registration, bond and complaint lines: neither the sender's name nor a government claim", () => {
  it.each(REGULATOR_LINES.map((l) => [l]))('"%s"', (line) => {
    expect(added(findings(firstLetter('', { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n${line}` }), FIRST_ANSWERS), FIRST_BASE)).toEqual([]);
    expect(added(findings(firstLetter('', { signature: `Apex Recovery Group\n${line}` }), FIRST_ANSWERS), FIRST_BASE)).toEqual([]);
    expect(
      added(
        findings(later('Please call us to discuss this account.', `Apex Associates, LLC\n${line}`), LATER_ANSWERS),
        findings(later('Please call us to discuss this account.', 'Apex Associates, LLC'), LATER_ANSWERS),
      ),
    ).toEqual([]);
    expect(added(findings(later(`Please call us.\n\n${line}`), LATER_ANSWERS), LATER_BASE)).toEqual([]);
    expect(added(findings(modelForm(line, 'letterhead'), MODEL_ANSWERS, MODEL_TODAY), MODEL_BASE)).toEqual([]);
    expect(added(findings(modelForm(line, 'reverse'), MODEL_ANSWERS, MODEL_TODAY), MODEL_BASE)).toEqual([]);
  });
});

/** Each state's prescribed time-barred notice (the laws cited in the kind above), in a debt buyer's letters. */
const STATE_TIMEBAR: Record<string, string> = {
  CA: 'The law limits how long you can be sued on a debt. Because of the age of your debt, Delta Funding LLC will not sue you for it. If you do not pay the debt, Delta Funding LLC may continue to report it to the credit reporting agencies as unpaid for as long as the law permits this reporting.',
  WV: 'The law limits how long you can be sued on a debt. Because of the age of your debt, Delta Funding LLC cannot sue you for it and Delta Funding LLC cannot report it to any credit reporting agency.',
  NY: 'WE ARE REQUIRED BY REGULATION OF THE NEW YORK STATE DEPARTMENT OF FINANCIAL SERVICES TO NOTIFY YOU OF THE FOLLOWING INFORMATION. THIS INFORMATION IS NOT LEGAL ADVICE: YOUR CREDITOR OR DEBT COLLECTOR BELIEVES THAT THE LEGAL TIME LIMIT (STATUTE OF LIMITATIONS) FOR SUING YOU TO COLLECT THIS DEBT MAY HAVE EXPIRED. IT IS A VIOLATION OF THE FAIR DEBT COLLECTION PRACTICES ACT, 15 U.S.C. § 1692 ET SEQ., TO SUE TO COLLECT ON A DEBT FOR WHICH THE STATUTE OF LIMITATIONS HAS EXPIRED. IF A CREDITOR SUES YOU TO COLLECT ON THIS DEBT, YOU MAY BE ABLE TO PREVENT THE CREDITOR FROM OBTAINING A JUDGMENT AGAINST YOU. TO DO SO, YOU MUST TELL THE COURT THAT THE STATUTE OF LIMITATIONS HAS EXPIRED. EVEN IF THE STATUTE OF LIMITATIONS HAS EXPIRED, YOU MAY CHOOSE TO MAKE PAYMENTS ON THE DEBT. HOWEVER, BE AWARE: IF YOU MAKE A PAYMENT ON THE DEBT, ADMIT TO OWING THE DEBT, PROMISE TO PAY THE DEBT, OR WAIVE THE STATUTE OF LIMITATIONS ON THE DEBT, THE TIME PERIOD IN WHICH THE DEBT IS ENFORCEABLE IN COURT MAY START AGAIN.',
  TX: 'THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT. BECAUSE OF THE AGE OF YOUR DEBT, DELTA FUNDING LLC CANNOT SUE YOU FOR IT.',
  NM: 'We are not allowed to sue you on this debt because the time to sue has passed. The debt is unenforceable through a lawsuit and you cannot be required to pay it through a lawsuit. You have no legal duty to sign an admission, acknowledgment or new promise to pay, or to pay this debt.',
  MA: 'WE ARE REQUIRED BY REGULATION OF THE MASSACHUSETTS ATTORNEY GENERAL TO NOTIFY YOU OF THE FOLLOWING INFORMATION. THIS INFORMATION IS NOT LEGAL ADVICE: YOUR CREDITOR OR DEBT COLLECTOR BELIEVES THAT THE LEGAL TIME LIMIT (STATUTE OF LIMITATIONS) FOR SUING YOU TO COLLECT THIS DEBT HAS EXPIRED. IT IS A VIOLATION OF THE FAIR DEBT COLLECTION PRACTICES ACT TO SUE TO COLLECT ON A DEBT FOR WHICH THE STATUTE OF LIMITATIONS HAS EXPIRED. IF A CREDITOR SUES YOU TO COLLECT THIS DEBT, YOU MAY BE ABLE TO PREVENT THE CREDITOR FROM OBTAINING A JUDGMENT AGAINST YOU. TO DO SO, YOU MUST TELL THE COURT THAT THE STATUTE OF LIMITATIONS HAS EXPIRED. EVEN IF THE STATUTE OF LIMITATIONS HAS EXPIRED, YOU MAY CHOOSE TO MAKE PAYMENTS. HOWEVER, BE AWARE: IF YOU MAKE A PAYMENT, THE TIME PERIOD IN WHICH THE DEBT IS ENFORCEABLE IN COURT MAY START AGAIN.',
  CT: 'The statute of limitations has expired on this debt. We cannot sue you for it.',
  NC: 'The statute of limitations has expired on this debt. You are not legally obligated to pay it and we cannot sue you for it.',
};

describe('state time-barred notices: no finding in the state that prescribes them', () => {
  it.each(Object.entries(STATE_TIMEBAR))('%s', (state, notice) => {
    const answers: UserAnswers = { allPagesUploaded: true, senderIsOriginalCreditor: false, state };
    const lead = 'Delta Funding LLC purchased this account from Pinecrest Bank.';
    const first = { ...answers, isFirstContact: true };
    expect(added(findings(firstLetter(`${lead} ${notice}`), first), findings(firstLetter(lead), first))).toEqual([]);
    const next = { ...answers, isFirstContact: false };
    expect(added(findings(later(`${lead} ${notice}`), next), findings(later(lead), next))).toEqual([]);
  });
});

describe('on a debt too old to report or sue on, what stays lawful and what still flags', () => {
  const base = findings(later(''), { ...OLD_DEBT, isFirstContact: false });
  const run = (body: string) => added(findings(later(body), { ...OLD_DEBT, isFirstContact: false }), base);

  it.each([
    // The law's time limit named (revival statements): read before decision 140 as a threat of suit.
    ['You may not be sued on this debt because the time to sue has passed. Making a payment will not restart the time for suing you.'],
    // A disclaimer of a threat: read before decision 140 as a threat of suit on a time-barred debt.
    ['This letter is not a threat to sue you or to take any legal action against you.'],
    ['Nothing in this letter is a threat of legal action.'],
    ['Nothing contained in this letter should be construed as a threat of legal action.'],
    ['This letter does not constitute a threat to sue.'],
  ])('no threat read: "%s"', (words) => {
    // A request for payment on a time-barred debt is judged by the time-barred disclosure rules; no threat is read here.
    expect(run(words)).not.toEqual(expect.arrayContaining(['credit_reporting_threat_misleading']));
    expect(run(words)).not.toEqual(expect.arrayContaining(['time_barred_suit_threat']));
    expect(run(words)).not.toEqual(expect.arrayContaining(['threat_legal_action_unintended']));
  });

  it.each([
    ['If you do not pay by Friday, we will notify the credit bureaus to update your file with this collection.', 'credit_reporting_threat_misleading'],
    ['If you pay late, we will report the late payment to the credit bureaus.', 'credit_reporting_threat_misleading'],
    ['We may report information about your account to credit bureaus.', 'credit_reporting_threat_misleading'],
    // A report of payment implies the collector can report a debt too old to report (Gonzales v. Arrow Financial, 9th
    // Cir. 2011); on a recent debt the same words are lawful (the kinds above).
    ['Once your account is paid, we will notify the credit reporting agencies to update your credit file.', 'credit_reporting_threat_misleading'],
    ['If you pay the balance in full, we will notify the credit bureaus that the account has been paid.', 'credit_reporting_threat_misleading'],
    ['Nothing in this letter is a threat of legal action, but we will file suit if you do not pay.', 'time_barred_suit_threat'],
    ['This is not a threat, but we will sue you if you do not pay.', 'time_barred_suit_threat'],
  ])('still flags "%s" (%s)', (words, rule) => {
    expect(run(words)).toContain(rule);
  });
});

describe('the violation forms beside the lawful kinds still flag', () => {
  it.each([
    ['We are a credit reporting agency.', 'credit_bureau_impersonation'],
    ['This is a notice from your local credit bureau.', 'credit_bureau_impersonation'],
    ['We are a state agency.', 'government_affiliation_implied'],
    ['If you do not pay, we will refer this matter to the district attorney.', 'threat_arrest_or_criminal'],
    ["Your file will be forwarded to the State's Attorney for prosecution.", 'threat_arrest_or_criminal'],
    ['We will turn your account over to the county attorney.', 'threat_arrest_or_criminal'],
    ['Failure to pay may result in a referral to the State Attorney General for criminal prosecution.', 'threat_arrest_or_criminal'],
  ])('"%s" (%s)', (words, rule) => {
    expect(added(findings(later(words), LATER_ANSWERS), LATER_BASE)).toContain(rule);
  });

  it.each([
    ['Office of the Attorney General'],
    ['Office of the Attorney General, Consumer Protection Division'],
    ['NYC Department of Consumer Affairs'],
    ['State Recovery Division'],
  ])('a public body as the letterhead, with no licence or complaint words: "%s"', (line) => {
    expect(added(findings(modelForm(line, 'letterhead'), MODEL_ANSWERS, MODEL_TODAY), MODEL_BASE)).toContain('government_affiliation_implied');
  });

  it.each([['National Recovery Bureau, Inc.'], ['Summit Collection Services, LLC']])(
    'a second company name with no true-name link in the signature: "%s"',
    (name) => {
      expect(added(findings(firstLetter('', { signature: name }), FIRST_ANSWERS), FIRST_BASE)).toContain('name_not_true_name');
    },
  );

  it('a threat after a time limit is named is still read ("the time to sue has not passed and we intend to sue")', () => {
    const threats = liveThreats(readLetter('The time to sue you has not passed and we intend to sue you.'), ['sue']);
    expect(threats.map((t) => t.certainty)).toEqual(['definite']);
  });
});
