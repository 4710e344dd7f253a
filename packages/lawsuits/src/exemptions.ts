import type { RuleCheck, VerifiedCheck } from './answer-deadlines/table';

/**
 * After a judgment: what a judgment creditor cannot take (issue 28 part 5). The federal protections
 * hold in every state; a state may protect more, never less. State entries give the headline wage
 * and bank exemptions with their statutes; amounts that the law adjusts (to a minimum wage, every
 * few years) are described, not frozen here. A state not yet in the table shows the federal floor
 * and the way to legal aid, not a guess. Exemptions usually have to be claimed, on a form and by a
 * deadline the garnishment papers state: that is said with every entry.
 */

export type Protection = { id: string; citation: string };

export const FEDERAL_PROTECTIONS: readonly Protection[] = [
  /** Wages: the lesser of 25% of disposable earnings or what exceeds 30 times the federal minimum wage a week. */
  { id: 'federal_wage_limit', citation: '15 U.S.C. 1673(a); 29 CFR 870.10' },
  /** Banks must protect two months of federal benefits directly deposited, without being asked. */
  { id: 'federal_benefits_in_bank', citation: '31 CFR Part 212 (212.5, 212.6)' },
  /** Social Security and SSI cannot be garnished for a private debt. */
  { id: 'social_security', citation: '42 U.S.C. 407(a), 1383(d)(1)' },
  /** Veterans' benefits. */
  { id: 'veterans_benefits', citation: '38 U.S.C. 5301(a)' },
  /** Federal retirement and railroad retirement. */
  { id: 'federal_retirement', citation: '5 U.S.C. 8346(a); 45 U.S.C. 231m' },
  /** Being fired for one garnishment is forbidden. */
  { id: 'no_firing_one_garnishment', citation: '15 U.S.C. 1674(a)' },
];

/** 30 × $7.25 (29 U.S.C. 206(a)(1)(C)): weekly disposable earnings at or below it cannot be garnished for an ordinary debt. */
export const FEDERAL_WEEKLY_FLOOR_CENTS = 30 * 725;

/** What 15 U.S.C. 1673(a) lets a creditor take from a week's disposable earnings (cents): the lesser of 25% or the excess over 30× the federal minimum wage. */
export const federalWeeklyGarnishmentLimitCents = (disposableWeeklyCents: number): number =>
  Math.max(0, Math.min(Math.floor(disposableWeeklyCents * 0.25), disposableWeeklyCents - FEDERAL_WEEKLY_FLOOR_CENTS));

/**
 * One exemption of a state, worded by the page (`lawsuit.judgment.items.<id>`, with `values`), with its
 * statute and how it was checked (decision 046: the same discipline as the answer-deadline table, a
 * quote from a stored source with its address and date, or a plain "not verified").
 */
export type ExemptionFact = {
  id: ExemptionId;
  citation: string;
  /** Figures the wording needs (a dollar amount, a percentage), as the source states them. */
  values?: Record<string, number>;
  check: RuleCheck;
};

export type StateExemptions = {
  state: string;
  /** The headline wage rule: the state's own where it protects more, else the federal limit. */
  wage: ExemptionFact;
  /** A bank-account (or cash, or any-property "wildcard") exemption, where the state has one. */
  bank: ExemptionFact | null;
  /** The home, in one line. */
  homestead: ExemptionFact | null;
};

/** Every id the page words; the locale test checks each has English and Spanish. */
export const EXEMPTION_IDS = [
  'ca_20_or_40_over_48x',
  'ca_automatic_bank',
  'tx_current_wages_exempt',
  'traceable_exempt_funds',
  'fl_head_of_family',
  'fl_wages_in_bank_6_months',
  'ny_10_percent_gross',
  'ny_automatic_bank',
  'pa_wages_exempt',
  'pa_300_general',
  'nc_60_days_earnings',
  'sc_no_consumer_wage_garnishment',
  'il_15_percent_gross',
  'il_wildcard',
  'ma_85_percent_or_50x',
  'ma_bank_2500',
  'wa_80_percent_or_35x',
  'wa_automatic_bank',
  'nj_10_percent_gross',
  'va_25_percent_or_40x',
  'az_10_percent_or_60x',
  'tn_federal_plus_children',
  'in_federal_or_10_for_good_cause',
  'mo_head_of_family_10_percent',
  'wi_80_percent_or_poverty_line',
  'no_homestead_exemption',
  'limit_25_percent_over_30x_state_minimum',
  'limit_25_percent_over_40x_higher_minimum',
  'or_75_percent_or_weekly_floor',
  'ia_yearly_cap_per_creditor',
  'nv_18_or_25_percent_over_50x',
  'ar_federal_plus_25_a_week',
  'ms_30_days_then_federal',
  'limit_25_percent_over_40x_highest_minimum',
  'ne_15_percent_head_of_family',
  'wv_20_percent_over_50x',
  'de_85_percent_exempt',
  'sd_20_percent_over_40x_plus_dependents',
  'ak_weekly_net_2012_figure_or_75',
  'nd_25_percent_over_40x_less_20_per_dependent',
  'vt_85_percent_or_40x_consumer',
  'wy_wages_in_bank_20_days',
  'dc_25_percent_of_excess_over_40x',
  'ri_federal_plus_relief_year',
  'nh_50x_federal_minimum_protected',
  'co_consumer_credit_25_percent_over_30x_state_minimum',
  'hi_5_10_20_percent_monthly_tiers',
  'state_uses_federal_wage_limit',
  'cash_and_bank_at_least',
  'homestead_at_least',
] as const;
export type ExemptionId = (typeof EXEMPTION_IDS)[number];

const READ_ON = '2026-11-23';
const verified = (c: Omit<VerifiedCheck, 'status' | 'retrieved'>): RuleCheck => ({ status: 'verified', retrieved: READ_ON, ...c });
const fact = (id: ExemptionId, citation: string, check: RuleCheck, values?: Record<string, number>): ExemptionFact => ({
  id,
  citation,
  check,
  ...(values ? { values } : {}),
});

export const STATE_EXEMPTIONS: readonly StateExemptions[] = [
  {
    state: 'CA',
    wage: fact(
      'ca_20_or_40_over_48x',
      'Cal. Code Civ. Proc. 706.050',
      verified({
        kind: 'rule_text',
        quote:
          '(1) Twenty percent of the individual’s disposable earnings for that week. (2) Forty percent of the amount by which the individual’s disposable earnings for that week exceed 48 times the state minimum hourly wage in effect at the time the earnings are payable.',
        source: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP&sectionNum=706.050.',
        sourceTitle: 'Cal. Code Civ. Proc. 706.050(a), California Legislative Information',
        comment: "Operative September 1, 2023 (self-law.org's copy of the same text); where the local minimum wage is higher, it is used.",
      }),
    ),
    bank: fact(
      'ca_automatic_bank',
      'Cal. Code Civ. Proc. 704.220',
      verified({
        kind: 'rule_text',
        quote:
          '(a) Money in the judgment debtor\u2019s deposit account in an amount equal to or less than the minimum basic standard of adequate care for a family of four for Region 1, established by Section 11452 of the Welfare and Institutions Code and as annually adjusted by the State Department of Social Services pursuant to Section 11453 of the Welfare and Institutions Code, is exempt without making a claim.',
        source: 'https://self-law.org/code/ca/code-of-civil-procedure/704-220',
        sourceTitle: 'Cal. Code Civ. Proc. 704.220(a), as stored at self-law.org',
        comment:
          'The same text at lawserver.com. An earlier version (SB 616 of 2019, at legiscan.com) said $2,000 adjusted every three years; the stored current text ties the amount to a yearly welfare figure, so the line names no amount. 704.220(c): it does not apply to levies for wages owed, child or spousal support, or state tax and agency collections.',
      }),
    ),
    homestead: null,
  },
  {
    state: 'TX',
    wage: fact(
      'tx_current_wages_exempt',
      'Tex. Const. art. XVI, 28; Tex. Prop. Code 42.001(b)(1)',
      verified({
        kind: 'rule_text',
        quote:
          'No current wages for personal service shall ever be subject to garnishment, except for the enforcement of court-ordered: (1) child support payments; or (2) spousal maintenance.',
        source: 'https://texaslegalguide.com/index.php?title=Texas_Constitution:Article_X,_Section_9&oldid=1605',
        sourceTitle: 'Tex. Const. art. XVI, sec. 28 (as amended November 2, 1999), as stored at texaslegalguide.com',
        comment:
          'Tex. Prop. Code 42.001(b)(1) at texas.public.law exempts "current wages for personal services, except for the enforcement of court-ordered child support payments".',
      }),
    ),
    bank: fact(
      'traceable_exempt_funds',
      'Tex. Prop. Code 42.0021, 42.001',
      verified({
        kind: 'secondary',
        quote:
          'The Texas Property Code lists which payments are off limits to attachment, levy, or garnishment when you can show the source. Courts and banks examine the deposit history and documentation to trace the origin of the money.',
        source: 'https://www.wmtxlaw.com/exempt-bank-accounts-in-texas',
        sourceTitle: 'A Texas law firm\'s page (Warren & Migliaccio, wmtxlaw.com), "Exempt bank accounts in Texas"',
        comment:
          "No Texas statute that protects a set amount in a bank account was found; the page names Social Security, veterans' benefits, unemployment and workers' compensation, public assistance and many retirement payments, proved by award letters, statements and bank records. 42.0021's text (retirement plans) was seen only as a heading at law.onecle.com.",
      }),
    ),
    homestead: null,
  },
  {
    state: 'FL',
    wage: fact(
      'fl_head_of_family',
      'Fla. Stat. 222.11',
      verified({
        kind: 'rule_text',
        quote:
          '(2)(a) All of the disposable earnings of a head of family whose disposable earnings are less than or equal to $750 a week are exempt from attachment or garnishment.',
        source: 'http://laws9.com/statutes/florida/TitleXV/chapter222/222_11',
        sourceTitle: 'Fla. Stat. 222.11(2)(a), as stored at laws9.com',
        comment:
          "Above $750 a week a head of family's earnings may not be garnished unless the person agreed in writing (222.11(2)(b)); others are limited by 15 U.S.C. 1673 (222.11(2)(c)).",
      }),
    ),
    bank: fact(
      'fl_wages_in_bank_6_months',
      'Fla. Stat. 222.11(3)',
      verified({
        kind: 'secondary',
        quote:
          'Section 222.11 of the Florida Statutes also prohibits the Garnishment of the bank account of a Head Of Family, up until six months after such Earnings were first received.',
        source: 'https://www.jayweller.com/a-creditor-cannot-garnish-the-earnings-of/',
        sourceTitle: 'A Florida lawyer\'s page (jayweller.com), "A Creditor cannot Garnish the Earnings of..."',
      }),
    ),
    homestead: null,
  },
  {
    state: 'NY',
    wage: fact(
      'ny_10_percent_gross',
      'N.Y. CPLR 5231(b), 5205(d)',
      verified({
        kind: 'rule_text',
        quote:
          "an income execution for installments therefrom of not more than ten percent thereof may be issued ... provided, however, that (i) no amount shall be withheld from the judgment debtor's earnings pursuant to an income execution for any week unless the disposable earnings of the judgment debtor for that week exceed the greater of thirty times the federal minimum hourly wage ... or thirty times the state minimum hourly wage",
        source: 'https://nysenate.gov/legislation/laws/CVP/5231',
        sourceTitle: 'N.Y. CPLR 5231(b), New York State Senate',
        comment: 'The quote confirms the 10% and the weekly floor; the 90% of disposable earnings (CPLR 5205(d)) was not compared with a stored text.',
      }),
    ),
    bank: fact(
      'ny_automatic_bank',
      'N.Y. CPLR 5205(l), 5222(i) (Exempt Income Protection Act)',
      verified({
        kind: 'secondary',
        quote:
          'The Second Department determined the Bank of America\u2019s (BOA\u2019s) motion to dismiss a CPLR Article 52 proceeding contesting BOA\u2019s application of the Exempt Income Protection Act (EIPA) was properly denied. The EIPA exempts $1740 in a bank account from restraint by judgment creditors.',
        source:
          'https://www.newyorkappellatedigest.com/2017/04/12/not-clear-whether-1740-exemption-from-a-judgment-creditors-restraint-of-funds-held-by-a-bank-applies-to-all-accounts-in-the-aggregate-or-to-each-account-banks-motion-to-dismiss-the-complai/',
        sourceTitle: 'New York Appellate Digest on Jackson v Bank of Am., N.A., 2017 NY Slip Op 02780 (2d Dept 2017)',
        comment:
          'The amount is adjusted every three years (the 2009 bill\'s text at nysenate.gov: "at each three-year interval ending on April first thereafter, the dollar amount of the exemption ... shall be adjusted"), so the line names no figure; the New York Department of Financial Services\' 2009 letter to banks describes the Act.',
      }),
    ),
    homestead: null,
  },
  {
    state: 'PA',
    wage: fact(
      'pa_wages_exempt',
      '42 Pa. C.S. 8127',
      verified({
        kind: 'rule_text',
        quote:
          '(a) General rule and exceptions.--The wages, salaries and commissions of individuals shall while in the hands of the employer be exempt from any attachment, execution or other process except upon an action or proceeding: (1) Under 23 Pa.C.S. Pt. IV (relating to divorce). (2) For support. (3) For board for four weeks or less.',
        source: 'http://law.onecle.com/pennsylvania/judiciary-and-judicial-procedure/00.081.027.000.html',
        sourceTitle: '42 Pa. Cons. Stat. 8127, as stored at law.onecle.com',
        comment:
          "The section lists further exceptions (among them a residential landlord's judgment, limited to 10% of net wages); a credit-card or medical debt is not among them.",
      }),
    ),
    bank: fact(
      'pa_300_general',
      '42 Pa. C.S. 8123',
      verified({
        kind: 'secondary',
        quote: 'Under Section 8123, a debtor can exempt up to $300 in cash or in other property worth up to $300.',
        source: 'https://lawyernext.com/Articles/Article-Mobile.aspx?apid=20',
        sourceTitle: 'A Pennsylvania lawyer\'s article, "Exemptions in Pennsylvania" (2012)',
      }),
    ),
    homestead: fact(
      'no_homestead_exemption',
      '42 Pa. C.S. 8123, 8124',
      verified({
        kind: 'secondary',
        quote: 'There is no homestead exemption in Pennsylvania like there is in other states.',
        source: 'https://lawyernext.com/Articles/Article-Mobile.aspx?apid=20',
        sourceTitle: 'A Pennsylvania lawyer\'s article, "Exemptions in Pennsylvania" (2012)',
      }),
    ),
  },
  {
    state: 'NC',
    wage: fact(
      'nc_60_days_earnings',
      'N.C. Gen. Stat. 1-362',
      verified({
        kind: 'secondary',
        quote:
          'North Carolina does NOT allow wage garnishment for ordinary consumer debts. Only taxes, child support, federal student loans, and certain public-hospital/ambulance bills can reach wages. Earnings for personal services within the last 60 days, where needed for the support of a family the debtor supports, are exempt.',
        source: 'https://garnishment.getsmallclaims.com/north-carolina-garnishment-exemptions',
        sourceTitle: 'getsmallclaims.com, "North Carolina garnishment exemptions"',
        comment:
          'A North Carolina law firm (coltranegrubbs.com): "North Carolina General Statute \u00a7 1-362, along with interpretations of that law, heavily limit the ability for non-governmental creditors to withhold wages through wage garnishment." The statute\'s own text was not found. Money in a bank account can still be taken (garnishmentlaws.org).',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'SC',
    wage: fact(
      'sc_no_consumer_wage_garnishment',
      'S.C. Code 37-5-104',
      verified({
        kind: 'secondary',
        quote: 'In South Carolina private parties cannot garnish wages for consumer debts. S.C. Code Ann. \u00a7 37-5-104.',
        source: 'https://scbankruptcyattorney.com/wage-garnishment-in-south-carolina-or-not/2011/07',
        sourceTitle: 'A Charleston bankruptcy lawyer\'s page, "Wage garnishment in South Carolina, or not" (2011)',
        comment:
          "The same page: taxes, government-backed student loans and child support can still reach wages, and a judgment with a garnishment from another state can follow a person who moves to South Carolina. danielstonelaw.com says the same; the statute's own text was not found.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'IL',
    wage: fact(
      'il_15_percent_gross',
      '735 ILCS 5/12-803',
      verified({
        kind: 'rule_text',
        quote:
          'The wages, salary, commissions and bonuses subject to collection under a deduction order, for any work week shall be the lesser of (1) 15% of such gross amount paid for that week or (2) the amount by which disposable earnings for a week exceed 45 times the Federal Minimum Hourly Wage ... or, under a wage deduction summons served on or after January 1, 2006, the minimum hourly wage prescribed by Section 4 of the Minimum Wage Law, whichever is greater',
        source: 'http://www.ilga.gov/legislation/ilcs/documents/073500050K12-803.htm',
        sourceTitle: '735 ILCS 5/12-803, Illinois General Assembly',
      }),
    ),
    bank: fact(
      'il_wildcard',
      '735 ILCS 5/12-1001(b)',
      verified({
        kind: 'rule_text',
        quote:
          "The following personal property, owned by the debtor, is exempt from judgment, attachment, or distress for rent: ... (b) The debtor's equity interest, not to exceed $4,000 in value, in any other property;",
        source: 'https://ilga.gov/ftp/ILCS/Ch%200735/Act%200005/073500050K12-1001.html',
        sourceTitle: '735 ILCS 5/12-1001, Illinois General Assembly',
        comment: 'A legal-aid page for lawyers (stmarylaw.org) lists the same wildcard and says it can be used for money.',
      }),
    ),
    homestead: null,
  },
  {
    state: 'MA',
    wage: fact(
      'ma_85_percent_or_50x',
      'Mass. Gen. Laws ch. 246, 28',
      verified({
        kind: 'rule_text',
        quote:
          "an amount not exceeding the greater of 85 per cent of the debtor's gross wages or 50 times the greater of the federal or the Massachusetts hourly minimum wage for each week or portion thereof out of the wages then due to the defendant ... shall be reserved in the hands of the trustee and shall be exempt from such attachment.",
        source: 'https://malegislature.gov/laws/generallaws/partiii/titleiv/chapter246/section28',
        sourceTitle: 'Mass. Gen. Laws ch. 246, sec. 28, the General Court of Massachusetts',
      }),
    ),
    bank: fact(
      'ma_bank_2500',
      'Mass. Gen. Laws ch. 246, 28A',
      verified({
        kind: 'rule_text',
        quote:
          'Twenty-five hundred dollars of any natural person in an account in a trust company, savings bank, cooperative bank, credit union, national banking association or other banking institution doing business in the commonwealth shall be exempt from attachment by trustee process. ... Upon service of a trustee summons, the trustee shall answer as subject to attachment only so much money of the defendant that exceeds $2,500.',
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleIV/Chapter246/Section28A',
        sourceTitle: 'Mass. Gen. Laws ch. 246, sec. 28A, the General Court of Massachusetts',
        comment: 'In force since February 6, 2011 (Lexology); the amount is fixed in the statute, not indexed.',
      }),
    ),
    homestead: null,
  },
  {
    state: 'WA',
    wage: fact(
      'wa_80_percent_or_35x',
      'Rev. Code Wash. 6.27.150(4)',
      verified({
        kind: 'rule_text',
        quote:
          '(4) In the case of a garnishment based on a judgment or other order for the collection of consumer debt, for each week of such earnings, an amount shall be exempt from garnishment which is the greater of the following: (a) Thirty-five times the state minimum hourly wage; or (b) Eighty percent of the disposable earnings of the defendant.',
        source: 'https://law.justia.com/codes/washington/2020/title-6/chapter-6-27/section-6-27-150/',
        sourceTitle: 'Rev. Code Wash. 6.27.150 (2020), as stored at law.justia.com',
        comment:
          'A 2025-26 bill summarized at fastdemocracy.com would protect more for medical debt (the greater of 60 times the state minimum wage or 80%); whether it passed was not found.',
      }),
    ),
    bank: fact(
      'cash_and_bank_at_least',
      'Rev. Code Wash. 6.15.010',
      verified({
        kind: 'secondary',
        quote:
          'Additionally, it increases exemption limits for bank accounts, savings, and securities based on the type of debt, setting specific limits for private student loan debt at $2,500 and consumer debt at $2,000. These amounts will be adjusted every three years to align with changes in the consumer price index.',
        source: 'https://fastdemocracy.com/bill-summary/?billsummary_id=WAB00023341&billsummary_session=2025-2026&billsummary_state=wa',
        sourceTitle: 'FastDemocracy, summary of a 2025 Washington bill amending RCW 6.15.010 (listed as session law; effective July 1, 2025)',
        comment: "The summary is not the statute's text; the amount is shown as a floor because it is adjusted every three years.",
      }),
      { amount: 2000 },
    ),
    homestead: null,
  },
  {
    state: 'OH',
    wage: fact(
      'state_uses_federal_wage_limit',
      '15 U.S.C. 1673 (Ohio follows it)',
      verified({
        kind: 'secondary',
        quote:
          'Under Ohio law, wages are exempt in an amount equal to the greater of the following amounts: If paid weekly, thirty times the current federal minimum hourly wage; ... or Seventy-five per cent of the disposable earnings owed.',
        source: 'http://www.communitylegalaid.org/library/consumer/468-exempt-property-under-ohio-law',
        sourceTitle: 'Community Legal Aid (Ohio), "Exempt Property Under Ohio Law"',
      }),
    ),
    bank: fact(
      'cash_and_bank_at_least',
      'Ohio Rev. Code 2329.66',
      verified({
        kind: 'secondary',
        quote: '$450 in cash and bank accounts',
        source: 'http://www.communitylegalaid.org/library/consumer/468-exempt-property-under-ohio-law',
        sourceTitle: 'Community Legal Aid (Ohio), "Exempt Property Under Ohio Law"',
        comment: 'Ohio raises its exemption amounts for inflation every three years (observed.org); the page is undated, so the amount is shown as a floor.',
      }),
      { amount: 450 },
    ),
    homestead: fact(
      'homestead_at_least',
      'Ohio Rev. Code 2329.66(A)(1)',
      verified({
        kind: 'secondary',
        quote:
          'R.C. 2329.66(A)(1) protects equity in the real or personal property you use as your principal residence. The figure set in the 2022 inflation adjustment was $145,425 per debtor, and because Ohio indexes this amount triennially, the current figure is higher',
        source: 'https://observed.org/property-exempt-from-creditors-in-ohio/',
        sourceTitle: 'observed.org, "Property exempt from creditors in Ohio"',
      }),
      { amount: 145_425 },
    ),
  },
  {
    state: 'GA',
    wage: fact(
      'state_uses_federal_wage_limit',
      'O.C.G.A. 18-4-5',
      verified({
        kind: 'rule_text',
        quote:
          "(a) (1) Subject to the limitations set forth in Code Sections 18-4-6 and 18-4-53, the maximum part of disposable earnings for any work week which is subject to garnishment shall not exceed the lesser of: (A) Twenty-five percent of the defendant's disposable earnings for that week; or (B) The amount by which the defendant's disposable earnings for that week exceed $217.00.",
        source: 'https://law.justia.com/codes/georgia/2016/title-18/chapter-4/article-1/section-18-4-5/',
        sourceTitle: 'O.C.G.A. 18-4-5 (2016 Georgia Code) at law.justia.com',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MI',
    wage: fact(
      'state_uses_federal_wage_limit',
      '15 U.S.C. 1673 (Michigan adds no higher limit)',
      verified({
        kind: 'secondary',
        quote: 'Michigan only protects the federal minimum. 75% of wages or 30 times federal minimum wage.',
        source: 'https://www.legalconsumer.com/bankruptcy/topic.php?FIPS=26115&ST=MI&TopicID=723',
        sourceTitle: 'legalconsumer.com, "Michigan Wage Garnishment Exemption"',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'NJ',
    wage: fact(
      'nj_10_percent_gross',
      'N.J.S.A. 2A:17-56',
      verified({
        kind: 'secondary',
        quote:
          "The amount to be deducted on a wage execution may not exceed 10% of the defendant's gross salary. Monies may not be withheld if disposable weekly earnings are less than $217.50 per week or $435.00 every 2 weeks.",
        source: 'http://esnjlaw.com/collection_information/collection_information.html',
        sourceTitle: 'A New Jersey collection law firm\'s page, "Post Judgment Remedies in New Jersey"',
        comment:
          "ezel.ai describes N.J.S.A. 2A:17-56(a) the same way, adding that a court may order a larger percentage when the debtor's income exceeds 250% of the federal poverty level.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'VA',
    wage: fact(
      'va_25_percent_or_40x',
      'Va. Code 34-29; 16 Va. Admin. Code 15-21-20',
      verified({
        kind: 'secondary',
        quote:
          'Effective July 1, 2021, the maximum amount of disposable earnings subject to garnishment will be based on the state minimum wage ... The maximum amount subject to garnishment will be the lesser of: 1.) 25% of disposable income, or 2.) the amount by which disposable income exceeds 40 times the state minimum wage or the federal minim wage (whichever is greater).',
        source: 'https://methodcpa.com/creditor-garnishment-maximum-to-be-based-on-state-minimum-wage-in-virginia/',
        sourceTitle: 'Method CPA, "Creditor garnishment maximum to be based on state minimum wage in Virginia"',
        comment:
          'The regulation under Va. Code 34-29 (16VAC15-21-20, at law.cornell.edu) says a garnishment for an ordinary debt "may not reduce disposable earnings for a week to an amount less than the F.M.W.R. times 40".',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'AZ',
    wage: fact(
      'az_10_percent_or_60x',
      'Ariz. Rev. Stat. 33-1131 (Proposition 209, effective December 5, 2022)',
      verified({
        kind: 'secondary',
        quote:
          'The maximum part of your disposable earnings (pay after legally required deductions) subject to garnishment is the lesser of: 10% of disposable earnings, or the amount by which your earnings exceed 60× the highest applicable minimum wage (federal, state, or local).',
        source: 'https://www.usbankruptcyhelp.com/bankruptcy-info-by-state/arizona/wage-garnishment',
        sourceTitle: 'usbankruptcyhelp.com, "Arizona wage garnishment"',
        comment:
          'XpertHR says the same took effect December 5, 2022 (previously 25% and 30 times the federal minimum wage); some stored pages still describe the old rule.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'TN',
    wage: fact(
      'tn_federal_plus_children',
      'Tenn. Code Ann. 26-2-106, 26-2-107',
      verified({
        kind: 'secondary',
        quote:
          'Under Tennessee Code Annotated 26-2-107, a judgment debtor is entitled to an additional exemption of $2.50 per week for each dependent child under the age of 16 who lives in the state and is supported by the debtor.',
        source: 'https://observed.org/wage-garnishment-laws-in-tennessee/',
        sourceTitle: 'observed.org, "Wage garnishment laws in Tennessee"',
        comment:
          'Tenn. Code Ann. 26-2-106 (2010 text at law.justia.com): garnishment may not exceed "Twenty-five percent (25%) of the disposable earnings for that week; or ... The amount by which the disposable earnings for that week exceed thirty (30) times the federal minimum hourly wage ... whichever is less."',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'IN',
    wage: fact(
      'in_federal_or_10_for_good_cause',
      'Ind. Code 24-4.5-5-105',
      verified({
        kind: 'secondary',
        quote:
          'Now, if the individual shows good cause why the amount of garnishment should be reduced, the garnishment could be less than 25%, as long as it is at least 10% of the individual’s disposable earnings for the week. Ind. Code Ann. § 24-4.5-5-105.',
        source: 'https://www.nolo.com/legal-update/changes-indiana-wage-garnishment-law.html',
        sourceTitle: 'Nolo, "Changes to Indiana Wage Garnishment Law" (effective July 1, 2014)',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MO',
    wage: fact(
      'mo_head_of_family_10_percent',
      'Mo. Rev. Stat. 525.030',
      verified({
        kind: 'secondary',
        quote:
          "Missouri matches the federal formula -- the lesser of 25% of disposable earnings or the amount earnings exceed 30 times the federal minimum wage -- for most debtors. But if you're the head of a family and a Missouri resident, the cap drops to just 10% of disposable earnings for an ordinary (non-support) debt ... That reduction isn't automatic; you have to file an affidavit with the court and your employer.",
        source: 'https://ezel.ai/surveys/wage-garnishment-limits/missouri',
        sourceTitle: 'ezel.ai, "Missouri: Wage Garnishment Limits"',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'WI',
    wage: fact(
      'wi_80_percent_or_poverty_line',
      'Wis. Stat. 812.34(2)',
      verified({
        kind: 'rule_text',
        quote:
          '(a) Unless the court grants relief under s. 812.38 (2) or par. (b) or (c) applies, 80 percent of the debtor’s disposable earnings are exempt from garnishment under this subchapter. (b) The debtor’s earnings are totally exempt from garnishment under this subchapter if: 1. The debtor’s household income is below the poverty line. 2. The debtor receives need-based public assistance',
        source: 'https://lawserver.com/law/state/wisconsin/wi-laws/wisconsin_laws_812-34',
        sourceTitle: 'Wis. Stat. 812.34 (current as of 2024), as stored at lawserver.com',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MD',
    wage: fact(
      'limit_25_percent_over_30x_state_minimum',
      'Md. Code, Com. Law 15-601.1',
      verified({
        kind: 'rule_text',
        quote:
          '(b) The following are exempt from attachment: (1) The greater of: (i) 75 percent of the disposable wages due; or (ii) 30 times the State minimum hourly wage in effect at the time the wages are due, multiplied by the number of weeks during which the wages due were earned',
        source: 'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=gcl&section=15-601.1&enactments=false',
        sourceTitle: 'Md. Code, Commercial Law 15-601.1, Maryland General Assembly',
        comment: "In force since October 1, 2020 (Westlaw's credits); before, the floor was $145 a week outside four counties.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MN',
    wage: fact(
      'limit_25_percent_over_40x_higher_minimum',
      'Minn. Stat. 571.922',
      verified({
        kind: 'secondary',
        quote:
          'The change in the law is to make the amount protected the larger of: a) 40 times the federal minimum wage or the state minimum wage for large employers, whichever is more; or b) three-fourths of the total wages minus amounts required by law to be withheld',
        source: 'https://samcalvert.com/blog/2020/06/19/more-wages-will-be-protected-from-garnishment/',
        sourceTitle: 'A Minnesota lawyer\'s blog, "More wages will be protected from garnishment" (2020, effective August 1, 2020)',
        comment:
          'A payroll vendor\'s 2025 notice (Dayforce) describes newer tiers that protect more of lower wages (90% or 85% of disposable income below 60 or 80 times the state minimum wage); the statute\'s own text was not found, so the line says "at most".',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'OR',
    wage: fact(
      'or_75_percent_or_weekly_floor',
      'Or. Rev. Stat. 18.385',
      verified({
        kind: 'rule_text',
        quote:
          '(1) Except as provided in this section, 75 percent of the disposable earnings of an individual are exempt from execution. (2) ... the disposable earnings of an individual are exempt from execution to the extent that payment under a garnishment would result in net disposable earnings for an individual of less than the following amounts: (a) For any period of one week or less: ... (D) For wages payable on or after July 1, 2026, and before July 1, 2027, $400.',
        source:
          'https://casetext.com/statute/oregon-revised-statutes/title-2-procedure-in-civil-proceedings/chapter-18-judgments/exempt-property/wages/section-18385-operative-112025-wage-exemption',
        sourceTitle: 'Or. Rev. Stat. 18.385 (operative January 1, 2025), as stored at casetext.com',
        comment:
          'From July 1, 2027 the weekly figure is 30 times the Oregon minimum wage (18.385(2)(a)(E)); the line shows the figure for July 2026 to June 2027.',
      }),
      { amount: 400 },
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'CT',
    wage: fact(
      'limit_25_percent_over_40x_higher_minimum',
      'Conn. Gen. Stat. 52-361a(f)',
      verified({
        kind: 'rule_text',
        quote:
          'The maximum part of the aggregate weekly earnings of an individual which may be subject under this section to levy or other withholding for payment of a judgement is the lesser of (1) twenty-five per cent of his disposable earnings for that week, or (2) the amount by which his disposable earnings for that week exceed forty times the higher of (A) the minimum hourly wage prescribed by Section 6(a)(1) of the Fair Labor Standards Act of 1938 ... or (B) the full minimum fair wage established by subsection (j) of section 31-58',
        source: 'http://osc.ct.gov/2008memos/numbered/200842.htm',
        sourceTitle: 'Conn. Gen. Stat. 52-361a(f) as quoted by the Connecticut State Comptroller, Memorandum 2008-42',
        comment: "The Comptroller's memoranda quote the same words in 1996, 2001 and 2006.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'KY',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Ky. Rev. Stat. 427.010(2)',
      verified({
        kind: 'secondary',
        quote:
          'In Kentucky, a creditor with a money judgment for an ordinary consumer debt can garnish only the smaller of two amounts each workweek: 25% of your disposable earnings, or the amount by which your disposable earnings exceed 30 times the federal minimum hourly wage. This rule comes directly from Kentucky Revised Statutes (KRS) 427.010, and it mirrors the federal cap',
        source: 'https://observed.org/wage-garnishment-laws-in-kentucky/',
        sourceTitle: 'observed.org, "Kentucky Wage Garnishment Laws: How Much Can They Take?"',
        comment: "A Kentucky consumer lawyer's page (creditdefenseky.com, 2024) says the same; the stored copy of KRS 427.010(2) ends before its figures.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'OK',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Okla. Stat. tit. 14A, 5-105',
      verified({
        kind: 'rule_text',
        quote:
          '(2) The maximum part of the aggregate disposable earnings of an individual for any workweek which is subjected to garnishment to enforce payment of a judgment arising from a consumer credit sale, consumer lease, or consumer loan may not exceed the lesser of (a) twenty-five percent (25%) of his disposable earnings for that week; or (b) the amount by which his disposable earnings for that week exceed thirty times the federal minimum hourly wage',
        source:
          'https://e.casetext.com/statute/oklahoma-statutes/title-14a-consumer-credit-code/article-5-remedies-and-penalties/part-1-limits-on-creditors-remedies/section-5-105-limitation-on-garnishment',
        sourceTitle: 'Okla. Stat. tit. 14A, sec. 5-105 (current through Laws 2024), as stored at casetext.com',
        comment:
          'legalclarity.org: a head of family can ask the court to stop a garnishment that would cause "undue hardship"; that statute\'s text was not read.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'IA',
    wage: fact(
      'ia_yearly_cap_per_creditor',
      'Iowa Code 642.21',
      verified({
        kind: 'rule_text',
        quote:
          "The disposable earnings of an individual are exempt from garnishment to the extent provided by the federal Consumer Credit Protection Act ... The maximum amount of an employee's earnings which may be garnished during any one calendar year is two hundred fifty dollars for each judgment creditor, ... or when those earnings are reasonably expected to be in excess of twelve thousand dollars for that calendar year ... e. Employees with expected earnings of fifty thousand dollars or more, not more than ten percent of an employee's expected earnings.",
        source: 'https://instalawyer.io/laws/iowa-code/section-64221-exemption-from',
        sourceTitle: 'Iowa Code 642.21(1), as stored at instalawyer.io',
        comment:
          'Between $12,000 and $50,000 of expected earnings the yearly caps are $400, $800, $1,500 and $2,000 (the same section; laws9.com has the same text).',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'NV',
    wage: fact(
      'nv_18_or_25_percent_over_50x',
      'Nev. Rev. Stat. 31.295(2)',
      verified({
        kind: 'rule_text',
        quote:
          '(a) Eighteen percent of the person\u2019s disposable earnings for the relevant workweek if the person\u2019s gross weekly salary or wage on the date the most recent writ of garnishment was issued was $770 or less; (b) Twenty-five percent of the person\u2019s disposable earnings for the relevant workweek if the person\u2019s gross weekly salary or wage on the date the most recent writ of garnishment was issued exceeded $770; or (c) The amount by which the person\u2019s disposable earnings for that week exceed 50 times the federal minimum hourly wage ... whichever is less.',
        source: 'https://nevada.public.law/statutes/nrs_31.295',
        sourceTitle: 'Nev. Rev. Stat. 31.295, as stored at nevada.public.law',
        comment: "An older text (law.onecle.com, 2006) said 25% and 30 times; legalfix.com's 2019 copy has the 18% / $770 / 50 times text quoted here.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'UT',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Utah Code 70C-7-103',
      verified({
        kind: 'secondary',
        quote:
          'In Utah, a creditor with a court judgment for an ordinary debt can garnish the lesser of 25% of your disposable earnings or the amount by which your weekly disposable earnings exceed 30 times the federal minimum wage.',
        source: 'https://observed.org/wage-garnishment-laws-in-utah/',
        sourceTitle: 'observed.org, "Utah Wage Garnishment Laws: How Much Can They Take?"',
        comment:
          'Nolo says the same ("The Utah wage garnishment laws protect the same amount as the federal wage garnishment laws"); the stored copies of 70C-7-103 end before its figures.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'AR',
    wage: fact(
      'ar_federal_plus_25_a_week',
      'Ark. Code 16-66-208',
      verified({
        kind: 'rule_text',
        quote:
          '(a)(1) The wages of all laborers and mechanics not exceeding their wages for sixty (60) days shall be exempt from seizure by garnishment, or other legal process if the defendant in any case files with the court from which the process is issued a sworn statement ... (b)(1) The first twenty-five dollars ($25.00) per week of the net wages of all laborers and mechanics shall be absolutely exempt from garnishment or other legal process without the necessity of the laborer or mechanic filing a schedule of exemptions',
        source: 'https://instalawyer.io/laws/arkansas-code/16-66-208-exemptions-wages',
        sourceTitle: 'Ark. Code 16-66-208, as stored at instalawyer.io',
        comment:
          'Nolo: Arkansas "generally follow[s] federal wage garnishment laws" and "offers more protection for laborers and mechanics"; the 60 days\' wages are limited by the state constitution\'s personal-property exemption, which the sworn statement must address.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MS',
    wage: fact(
      'ms_30_days_then_federal',
      'Miss. Code 85-3-4',
      verified({
        kind: 'rule_text',
        quote:
          '85-3-4. (1) The wages, salaries or other compensation of laborers or employees, residents of this state, shall be exempt from seizure under attachment, execution or garnishment for a period of thirty (30) days from the date of service of any writ of attachment, execution or garnishment. (2) After the passage of the period of thirty (30) days described in subsection (1) of this section, the maximum part of the aggregate disposable earnings ... shall be: (a) In the case of earnings for any workweek, the lesser amount of either ... (i) Twenty-five percent (25%) of his disposable earnings for that week, or (ii) The amount by which his disposable earnings for that week exceed thirty (30) times the federal minimum hourly wage',
        source: 'http://billstatus.ls.state.ms.us/documents/2023/html/SB/2400-2499/SB2400IN.htm',
        sourceTitle: 'Miss. Code 85-3-4 as printed in 2023 Senate Bill 2400 (as introduced), Mississippi Legislature',
        comment:
          "The bill printed the section to amend it (for garnishments of the State as employer); the quoted subsections are the section's words as the bill shows them, not the bill's changes. Whether the bill passed was not checked.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'KS',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Kan. Stat. 60-2310(b)',
      verified({
        kind: 'rule_text',
        quote:
          "The maximum part of such earnings of any wage earning individual which may be subjected to wage garnishment for any workweek or multiple thereof may not exceed the lesser of: (1) Twenty-five percent of the individual's aggregate disposable earnings for that workweek or multiple thereof; (2) the amount by which the individual's aggregate disposable earnings for that workweek or multiple thereof exceed an amount equal to 30 times the federal minimum hourly wage ... No one creditor may issue more than one garnishment against the earnings of the same judgment debtor during any one 30-day period",
        source: 'https://www.ksrevisor.org/statutes/chapters/ch60/060_023_0010.html',
        sourceTitle: 'Kan. Stat. 60-2310, Kansas Office of Revisor of Statutes',
        comment:
          'The same section: no garnishment while the person is too ill to work for more than two weeks, and for two months after (a 2025 bill summary at fastdemocracy.com describes the same).',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'NM',
    wage: fact(
      'limit_25_percent_over_40x_highest_minimum',
      'N.M. Stat. 35-12-7(A)',
      verified({
        kind: 'rule_text',
        quote:
          "Exempt from garnishment in all other situations is the greater of the following portions of the defendant's disposable earnings: (1) seventy-five percent of the defendant's disposable earnings for any pay period; or (2) an amount each week equal to forty times the highest applicable minimum hourly wage rate at the place the wages were earned.",
        source:
          'https://casetext.com/statute/new-mexico-statutes-1978/chapter-35-magistrate-and-municipal-courts/article-12-magistrate-court-garnishment/35-12-7-garnishment-exemptions-1979',
        sourceTitle: 'N.M. Stat. 35-12-7 (amended 2023, effective July 1, 2023), as stored at casetext.com',
        comment:
          '"Highest applicable minimum hourly wage rate" is the highest federal, state or local one (35-12-7(B)(2)). The section stands in the magistrate court article; the stored sources do not say whether district court garnishments read it the same way.',
      }),
    ),
    bank: fact(
      'traceable_exempt_funds',
      'N.M. Stat. 35-12-7(D)',
      verified({
        kind: 'rule_text',
        quote:
          'D. Amounts exempt under this section shall retain their exempt status when deposited into a personal bank account, provided that they are reasonably traceable.',
        source:
          'https://casetext.com/statute/new-mexico-statutes-1978/chapter-35-magistrate-and-municipal-courts/article-12-magistrate-court-garnishment/35-12-7-garnishment-exemptions-1979',
        sourceTitle: 'N.M. Stat. 35-12-7 (amended 2023), as stored at casetext.com',
      }),
    ),
    homestead: null,
  },
  {
    state: 'NE',
    wage: fact(
      'ne_15_percent_head_of_family',
      'Neb. Rev. Stat. 25-1558',
      verified({
        kind: 'rule_text',
        quote:
          '(1) Except as provided in subsection (2) of this section, the maximum part of the aggregate disposable earnings of an individual for any workweek which is subject to garnishment shall not exceed the lesser of the following amounts: (a) Twenty-five percent of his or her disposable earnings for that week; (b) The amount by which his or her disposable earnings for that week exceed thirty times the federal minimum hourly wage ... or (c) Fifteen percent of his or her disposable earnings for that week, if the individual is a head of a family.',
        source: 'http://statutes.laws.com/nebraska/Chapter25/25-1558',
        sourceTitle: 'Neb. Rev. Stat. 25-1558, as stored at statutes.laws.com',
        comment: '"Head of a family" is a person who actually supports one or more closely related people (25-1558(4)(d)); Nolo says the same.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'AL',
    wage: fact(
      'state_uses_federal_wage_limit',
      '15 U.S.C. 1673 (Alabama follows it); Ala. Code 6-10-7',
      verified({
        kind: 'secondary',
        quote:
          'Wage garnishment for standard civil debts, like credit card balances or medical bills, is subject to strict limitations under both federal and state law. Alabama law adheres to the restrictions established by the federal Consumer Credit Protection Act (CCPA).',
        source: 'https://legalclarity.org/alabama-garnishment-statutes-rules-and-exemptions',
        sourceTitle: 'legalclarity.org, "Alabama Garnishment Statutes: Rules and Exemptions"',
        comment:
          'Nolo says the same ("largely the same as the federal regulations, with a few exceptions"); garnishmentlaws.org mentions more protection for low-income workers from an appellate decision it does not name. No Alabama statute\'s text on the limit was found.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'LA',
    wage: fact(
      'state_uses_federal_wage_limit',
      'La. R.S. 13:3881(A)(1)',
      verified({
        kind: 'secondary',
        quote: 'WAGE GARNISHMENT EXEMPTION:  75% of disposable weekly earnings, but not less than 30 times the federal minimum hourly wage',
        source: 'http://www.bcsalliance.com/debt1_louisiana.html',
        sourceTitle: 'bcsalliance.com, "Louisiana Laws on Wage Garnishments" (undated)',
        comment:
          "A 2008 blog (creditanddebtmanagement.blogspot.com) says the same. The statute's own text was not found; La. R.S. 20:32 (theusufruct.com) forbids lenders charging over 10% a year from garnishing exempt wages.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'WV',
    wage: fact(
      'wv_20_percent_over_50x',
      'W. Va. Code 38-5A-3',
      verified({
        kind: 'rule_text',
        quote:
          'the execution and the expenses thereof shall become a lien and continuing levy upon the salary or wages due or to become due to the judgment debtor within one year after the issuance of the same, unless sooner vacated or modified as hereinafter provided, to an amount equal to twenty percent thereof and no more, but in no event shall the payments in satisfaction of such an execution reduce the amount payable to the judgment debtor to an amount per week that is less than fifty times the federal minimum hourly wage then in effect.',
        source: 'https://lexace.ai/us/statute/west-virginia/38-5A-3',
        sourceTitle: 'W. Va. Code 38-5A-3(a), as stored at lexace.ai',
        comment:
          'The "salary or wages" are counted after state and federal taxes (the same subsection). talkaboutdebt.ai says the same 20% and 50 times, citing W. Va. Code 46A-2-130.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'DE',
    wage: fact(
      'de_85_percent_exempt',
      'Del. Code tit. 10, 4913',
      verified({
        kind: 'rule_text',
        quote:
          '(a) Eighty-five percent of the amount of the wages for labor or service of any person residing within the State shall be exempt from mesne attachment process and execution attachment process under the laws of this State ... (b) On any amount of wages due, only 1 attachment may be made.',
        source:
          'http://casetext.com/statute/delaware-code/title-10-courts-and-judicial-procedures/part-iii-procedure/chapter-49-executions/subchapter-i-subjects-of-execution-exemptions/section-4913-exemption-and-attachment-of-wages',
        sourceTitle: 'Del. Code tit. 10, sec. 4913 (current through 2024), as stored at casetext.com',
        comment:
          'observed.org: Delaware has no general homestead exemption; 6 Del. C. 4345 (lawserver.com) also protects wages for 60 days after a default on an installment contract.',
      }),
    ),
    bank: null,
    homestead: fact(
      'no_homestead_exemption',
      'Del. Code tit. 10, ch. 49 (exemptions; no general homestead section)',
      verified({
        kind: 'secondary',
        quote:
          'Second, Delaware is one of the few states with no general homestead exemption: there is no statute that automatically protects a fixed dollar amount of equity in your primary residence from ordinary judgment creditors.',
        source: 'https://observed.org/property-exempt-from-creditors-in-delaware/',
        sourceTitle: 'observed.org, "Property exempt from creditors in Delaware"',
        comment: 'The same page: married owners may rely on tenancy by the entirety, which one line cannot say.',
      }),
    ),
  },
  {
    state: 'SD',
    wage: fact(
      'sd_20_percent_over_40x_plus_dependents',
      'S.D. Codified Laws 21-18-51',
      verified({
        kind: 'rule_text',
        quote:
          'The maximum part of the aggregate disposable earnings of an individual for any workweek subject to garnishment may not exceed the lesser of: (1) Twenty percent of disposable earnings for that week; (2) The amount by which disposable earnings for that week exceed forty times the federal minimum hourly wage ... in effect at the time the earnings are payable less twenty-five dollars per week for each dependent family member residing with the garnishment debtor other than the garnishment debtor himself or herself.',
        source: 'https://jjkellercompliancenetwork.com/regsense/garnishment-south-dakota',
        sourceTitle: "S.D. Codified Laws 21-18-51 as quoted by J. J. Keller's compliance network",
        comment: "A FreeAdvice answer says the exemption must be claimed on time under SDCL 21-19-17; that section's text was not read.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'AK',
    wage: fact(
      'ak_weekly_net_2012_figure_or_75',
      'Alaska Stat. 09.38.030',
      verified({
        kind: 'court_page',
        quote:
          "6. The employee is entitled to a weekly exemption of either $473 (under Alaska law2) or 75% of the employee's weekly net earnings (under federal law), whichever is more.",
        source: 'http://www.formsworkflow.com/d75058.aspx',
        sourceTitle:
          'Alaska Court System form CIV-526 (11/12), "Employer\'s Response to Writ of Execution for Garnishment of Earnings", as stored at formsworkflow.com',
        comment:
          'The "2" after "law" is the form\'s footnote mark. The form dates from November 2012 and the Alaska amount has been changed by law before (an old bill at akleg.gov, SB 158, amends 09.38.030(a)\'s figure), so the line gives $473 as the 2012 figure and asks the reader to get today\'s from the court.',
      }),
      { amount: 473 },
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'ID',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Idaho Code 11-712',
      verified({
        kind: 'rule_text',
        quote:
          '(1) Except as provided in subsection (2) of this section, the maximum amount of the aggregate disposable earnings of an individual for any workweek which is subjected to garnishment shall not exceed: (a) Twenty-five percent (25%) of his disposable earnings for that week; or (b) The amount by which his disposable earnings for that week exceed thirty (30) times the federal minimum hourly wage prescribed by 29 U.S.C.A. 206(a)(1) in effect at the time the earnings are payable, whichever is less.',
        source: 'https://instalawyer.io/laws/idaho-code/section-11-712-restriction-on',
        sourceTitle: 'Idaho Code 11-712, as stored at instalawyer.io',
        comment:
          'A copy marked "Current through the 2024 Regular Session" says the same; Idaho Code 28-45-104 (findlaw.com) sets the same limit for consumer credit judgments.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'ME',
    wage: fact(
      'limit_25_percent_over_40x_higher_minimum',
      'Me. Rev. Stat. tit. 9-A, 5-105(2)',
      verified({
        kind: 'rule_text',
        quote:
          "2. The maximum part of the aggregate disposable earnings of an individual for any workweek that is subjected to garnishment to enforce payment of a judgment arising from a consumer credit transaction may not exceed the lesser of: A. Twenty-five percent of the individual's disposable earnings for that week; and B. The amount by which the individual's disposable earnings for that week exceed 40 times the federal minimum hourly wage ... or the state minimum wage prescribed by Title 26, section 664, whichever is higher, in effect at the time the earnings are payable.",
        source: 'https://legislature.maine.gov/legis/bills/bills_123rd/billtexts/SP006901.asp',
        sourceTitle: 'Maine Legislature, 123rd, "An Act To Modify the Laws Regarding Garnishment of Wages" (bill text)',
        comment:
          "The bill's text, not the code's: the Bureau of Financial Institutions' rule (02-029 ch. 143, at regulations.justia.com, current through September 2024) says it was enacted as P.L. 2007, ch. 7: \"The new law makes the State minimum hourly wage an alternative to the federal minimum hourly wage in the calculation\". It is for judgments from a consumer credit transaction.",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'MT',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Mont. Code Ann. 25-13-614; 15 U.S.C. 1673',
      verified({
        kind: 'secondary',
        quote:
          'No garnishment is allowed if your weekly disposable earnings are less than $217.50 per week. If your weekly disposable earnings are more than $217.50 but less than $290.00, only the amount over $217.50 can be garnished. If your weekly disposable earnings are more than $290.00, no more than 25% of those earnings can be garnished.',
        source: 'https://www.montanalawhelp.org/resource/what-wage-garnishment',
        sourceTitle: 'Montana Legal Services Association (MontanaLawHelp.org), "What is wage garnishment?"',
        comment:
          '$217.50 is 30 times the federal minimum wage, the federal limit. The same page: an exemption is claimed on a Notice of Claimed Exemptions within 10 business days. Upsolve: "Montana follows federal wage garnishment guidelines." The statute\'s own text was not found.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'ND',
    wage: fact(
      'nd_25_percent_over_40x_less_20_per_dependent',
      'N.D. Cent. Code 32-09.1-03',
      verified({
        kind: 'rule_text',
        quote:
          '1. The maximum part of the aggregate disposable earnings of an individual for any workweek which is subject to garnishment may not exceed the lesser of: a. Twenty-five percent of disposable earnings for that week. b. The amount by which disposable earnings for that week exceed forty times the federal minimum hourly wage ... 2. The maximum amount subject to garnishment under subsection 1 for any workweek must be reduced by twenty dollars for each dependent family member residing with the garnishment debtor. Within ten days after receipt of the garnishment summons, the garnishment debtor shall provide to the employer a list, signed under penalty of perjury',
        source: 'http://bankruptcylawyer.co/statutes/87427/32-09.1-03.-Restriction-on-garnishment-of-earnings.html',
        sourceTitle: 'N.D. Cent. Code 32-09.1-03, as stored at bankruptcylawyer.co',
        comment: "The chapter's text at laws9.com begins the same way. A list given late counts for later pay (32-09.1-03(2)).",
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'VT',
    wage: fact(
      'vt_85_percent_or_40x_consumer',
      'Vt. Stat. Ann. tit. 12, 3170',
      verified({
        kind: 'rule_text',
        quote:
          "(b) The earnings of a judgment debtor shall be exempt as follows: (1) 75 percent of the debtor's weekly disposable earnings, or 30 times the federal minimum hourly wage, whichever is greater; or (2) if the judgment debt arose from a consumer credit transaction ... 85 percent of the debtor's weekly disposable earnings, or 40 times the federal minimum hourly wage, whichever is greater; or (3) if the court finds that the weekly expenses reasonably incurred by the debtor for his or her maintenance and that of dependents exceed the amounts exempted by subdivisions (1) and (2) of this subsection, such greater amount of earnings as the court shall order.",
        source: 'https://legalfix.com/statutes/state-codes/vermont/title-12/chapter-121/section-3170',
        sourceTitle: 'Vt. Stat. Ann. tit. 12, 3170, as stored at legalfix.com',
        comment:
          '3170(a): no order against earnings is entered against a person who received assistance from the Department for Children and Families or the Department of Vermont Health Access in the two months before the hearing; the person must show it at the hearing.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'WY',
    wage: fact(
      'state_uses_federal_wage_limit',
      'Wyo. Stat. 1-15-408(b); 40-14-505(b)',
      verified({
        kind: 'rule_text',
        quote:
          '(b) The maximum part of the aggregate disposable earnings of an individual for any workweek which is subjected to garnishment to enforce payment of a judgment arising from a consumer credit sale, consumer lease, or consumer loan may not exceed the lesser of: (i) Twenty-five percent (25%) of his disposable earnings for that week; or (ii) The amount by which his disposable earnings for that week exceed thirty (30) times the federal minimum hourly wage',
        source:
          'https://e.casetext.com/statute/wyoming-statutes/title-40-trade-and-commerce/chapter-14-wyoming-uniform-consumer-credit-code/article-5-remedies-and-penalties/section-40-14-505-limitation-on-garnishment',
        sourceTitle: 'Wyo. Stat. 40-14-505 (current through the 2024 session), as stored at casetext.com',
        comment: "J. J. Keller's compliance network quotes 1-15-408(b), the general rule, with the same 25% and 30 times.",
      }),
    ),
    bank: fact(
      'wy_wages_in_bank_20_days',
      'Wyo. Stat. 1-15-408(a); 40-14-505(d)',
      verified({
        kind: 'rule_text',
        quote:
          "(d) An individual's disposable earnings shall remain exempt to the extent provided in subsection (b) of this section if the earnings were deposited in the individual's account with a financial institution within twenty (20) calendar days prior to service of a writ of garnishment against the individual's account with the financial institution, on the day of service of the writ or within ten (10) business days after service of the writ.",
        source:
          'https://e.casetext.com/statute/wyoming-statutes/title-40-trade-and-commerce/chapter-14-wyoming-uniform-consumer-credit-code/article-5-remedies-and-penalties/section-40-14-505-limitation-on-garnishment',
        sourceTitle: 'Wyo. Stat. 40-14-505(d), as stored at casetext.com',
        comment: '1-15-408(a) (legalfix.com, 2019) has the same rule for writs of post-judgment garnishment.',
      }),
    ),
    homestead: null,
  },
  {
    state: 'DC',
    wage: fact(
      'dc_25_percent_of_excess_over_40x',
      'D.C. Code 16-572, 16-572.01',
      verified({
        kind: 'rule_text',
        quote:
          "(1)(A) Where an attachment is levied upon wages due a judgment debtor from an employer-garnishee, the attachment shall become a lien and a continuing levy upon the gross wages due or to become due to the judgment debtor for the amount specified in the attachment to the extent of 25% of the amount by which the judgment debtor's disposable wages for that week exceed 40 times the minimum hourly wage, as prescribed in [§ 32-1003]",
        source: 'https://code.dccouncil.us/us/dc/council/code/sections/16-572.html',
        sourceTitle: 'D.C. Code 16-572, Council of the District of Columbia',
        comment:
          'The minimum wage is the District\'s (32-1003). 16-572.01 (instalawyer.io): "a judgment debtor may seek to exempt additional wages from attachment under § 16-572 by making a claim of undue financial hardship by filing a motion with the Superior Court".',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'RI',
    wage: fact(
      'ri_federal_plus_relief_year',
      'R.I. Gen. Laws 9-26-4(8); 15 U.S.C. 1673',
      verified({
        kind: 'rule_text',
        quote:
          '(ii) The entire wages or salary of any debtor due or payable from any employer, where the debtor has been the object of relief from any state, federal, or municipal corporation or agency for a period of one year from and after the time when the debtor ceases to be the object of such relief. (iii) The salary or wages due or payable to any other debtor, not exceeding the sum of fifty dollars ($50.00).',
        source: 'http://webserver.rilin.state.ri.us/Statutes/TITLE9/9-26/9-26-4.HTM',
        sourceTitle: 'R.I. Gen. Laws 9-26-4(8), Rhode Island General Assembly',
        comment:
          'The state\'s own $50 protects less than 15 U.S.C. 1673, so the federal limit governs other wages; bcsalliance.com and bcrconsulting.us: "WAGE GARNISHMENT EXEMPTION: Federal law applies". A talkaboutdebt.ai page says 40 times the federal minimum wage under 10-5-8; the stored text of 10-5-8 (a 2015 bill at rilin.state.ri.us) only attaches wages "in excess of the amount of the defendant\'s salary or wages exempt by law", so the line does not say 40 times.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'NH',
    wage: fact(
      'nh_50x_federal_minimum_protected',
      'N.H. Rev. Stat. Ann. 512:21(II); 15 U.S.C. 1673',
      verified({
        kind: 'secondary',
        quote: 'WAGE GARNISHMENT EXEMPTION: 50 times the federal minimum hourly wage (all future wages are exempt)',
        source: 'http://www.bcsalliance.com/debt1_newhampshire.html',
        sourceTitle: 'bcsalliance.com, "New Hampshire Laws on Wage Garnishments, Statute of Limitations on Debt and Bankruptcy Property Exemptions"',
        comment:
          'freeadvice.com\'s table of New Hampshire exemptions says the same with the statute: "Wages 50 times the federal minimum hourly wage per week. 512:21 (II)"; a New Hampshire bankruptcy firm\'s list (bankruptcylawnh.com, 2007) too. RSA 512:21\'s own text was not found (the General Court\'s chapter 512 page is stored only up to 512:5). The federal limit of 15 U.S.C. 1673 applies as well, so the line says both. Household goods, a car and a $1,000 "wildcard" are protected from execution by RSA 511:2, but no stored source says whether the wildcard reaches a bank account taken by trustee process, so no bank line is shown.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'CO',
    wage: fact(
      'co_consumer_credit_25_percent_over_30x_state_minimum',
      'Colo. Rev. Stat. 5-5-106(2), (4); 13-54-104',
      verified({
        kind: 'rule_text',
        quote:
          '(a) The maximum part of the aggregate disposable earnings of an individual for any workweek that is subjected to garnishment to enforce payment of a judgment arising from a consumer credit transaction may not exceed the lesser of: (I) Twenty-five percent of the individual\u2019s disposable earnings for that week; or (II) The amount by which the individual\u2019s disposable earnings for that week exceed thirty times the federal minimum hourly wage ... or (III) The amount by which the individual\u2019s disposable earnings for that week exceed thirty times the state minimum hourly wage pursuant to section 15 of article XVIII of the state constitution in effect at the time the earnings are payable.',
        source: 'https://colorado.public.law/statutes/crs_5-5-106',
        sourceTitle: 'Colo. Rev. Stat. 5-5-106(2)(a) (Uniform Consumer Credit Code), as stored at colorado.public.law',
        comment:
          'The same text at getpocketlaw.com. 5-5-106(4): the exemption "shall be self-executing in any garnishment procedure" (it need not be claimed). It is a ceiling for judgments on consumer-credit debts (cards, loans), which most collection suits are; Colorado\'s general rule, 13-54-104(2)(a)(I), may protect more, but its stored copies (instalawyer.io, getpocketlaw.com) are cut before its figures, and one stored page says 20% and 40 times, another 25%: the line says "at most" and sends the reader to legal aid for today\'s figure.',
      }),
    ),
    bank: null,
    homestead: null,
  },
  {
    state: 'HI',
    wage: fact(
      'hi_5_10_20_percent_monthly_tiers',
      'Haw. Rev. Stat. 652-1(a) (third paragraph), 652-3; 15 U.S.C. 1673',
      verified({
        kind: 'secondary',
        quote:
          "The legislature further finds that Hawaii law exempts from wage garnishment a portion of the defendant's income remaining after the deduction of any amounts required by law to be withheld by withholding an amount to be determined as follows: five per cent of the first $100 per month, ten per cent of the next $100 per month, and twenty per cent of all sums in excess of $200 per month.",
        source: 'https://capitolwebsite.azurewebsites.net/sessions/session2022/Bills/SB3215_SD1_.HTM',
        sourceTitle:
          "Hawaii Senate Bill 3215, S.D. 1 (2022), section 1 (the Legislature's findings on the law in force), as stored from the Legislature's site",
        comment:
          'A 2021 House bill (HB 1269, at legiscan.com) describes the same tiers and adds: "Because state and federal laws provide two different metrics for the calculation of garnished wages, the employer must use the calculation that is most financially advantageous for the employee". HRS 652-3 (lawserver.com) limits what is withheld to "the third paragraph of subsection (a) of section 652-1", whose own text was not found; HRS 653-11 states the same tiers for government employees. SB 3215 (5% of the first $200, 10% of the next $200, 20% above $400) and HB 1269 are bills, not shown as enacted; a collector\'s page gives other tiers without a source. So the line gives the tiers as the Legislature described the law in 2021-2022 and asks the reader to confirm.',
      }),
      { amount: 100 },
    ),
    bank: null,
    homestead: null,
  },
  // STATES_ADDED_BELOW
];

export const exemptionsFor = (state: string): { federal: readonly Protection[]; state: StateExemptions | null } => ({
  federal: FEDERAL_PROTECTIONS,
  state: STATE_EXEMPTIONS.find((s) => s.state === state.toUpperCase()) ?? null,
});
