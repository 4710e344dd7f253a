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

export type StateExemptions = {
  state: string;
  /** The headline wage rule, as an id the page words (`lawsuit.exemptions.wage.<id>`). */
  wage: { id: string; citation: string };
  bank: { id: string; citation: string } | null;
  checked: string | null;
};

export const STATE_EXEMPTIONS: readonly StateExemptions[] = [
  {
    state: 'CA',
    wage: { id: 'ca_20_or_40_over_48x', citation: 'Cal. Code Civ. Proc. 706.050' },
    bank: { id: 'ca_automatic_bank', citation: 'Cal. Code Civ. Proc. 704.220' },
    checked: null,
  },
  {
    state: 'TX',
    wage: { id: 'tx_current_wages_exempt', citation: 'Tex. Const. art. XVI, 28; Tex. Prop. Code 42.001(b)(1)' },
    bank: { id: 'traceable_exempt_funds', citation: 'Tex. Prop. Code 42.0021, 42.001' },
    checked: null,
  },
  {
    state: 'FL',
    wage: { id: 'fl_head_of_family', citation: 'Fla. Stat. 222.11' },
    bank: { id: 'fl_wages_in_bank_6_months', citation: 'Fla. Stat. 222.11(3)' },
    checked: null,
  },
  {
    state: 'NY',
    wage: { id: 'ny_10_percent_gross', citation: 'N.Y. CPLR 5231(b), 5205(d)' },
    bank: { id: 'ny_automatic_bank', citation: 'N.Y. CPLR 5205(l), 5222(i) (Exempt Income Protection Act)' },
    checked: null,
  },
  { state: 'PA', wage: { id: 'pa_wages_exempt', citation: '42 Pa. C.S. 8127' }, bank: { id: 'pa_300_general', citation: '42 Pa. C.S. 8123' }, checked: null },
  { state: 'NC', wage: { id: 'nc_60_days_earnings', citation: 'N.C. Gen. Stat. 1-362' }, bank: null, checked: null },
  { state: 'SC', wage: { id: 'sc_no_consumer_wage_garnishment', citation: 'S.C. Code 37-5-104' }, bank: null, checked: null },
  {
    state: 'IL',
    wage: { id: 'il_15_percent_gross', citation: '735 ILCS 5/12-803' },
    bank: { id: 'il_wildcard', citation: '735 ILCS 5/12-1001(b)' },
    checked: null,
  },
  {
    state: 'MA',
    wage: { id: 'ma_85_percent_or_50x', citation: 'Mass. Gen. Laws ch. 246, 28' },
    bank: { id: 'ma_bank_2500', citation: 'Mass. Gen. Laws ch. 246, 28A' },
    checked: null,
  },
  {
    state: 'WA',
    wage: { id: 'wa_80_percent_or_35x', citation: 'Rev. Code Wash. 6.27.150' },
    bank: { id: 'wa_automatic_bank', citation: 'Rev. Code Wash. 6.15.010' },
    checked: null,
  },
];

export const exemptionsFor = (state: string): { federal: readonly Protection[]; state: StateExemptions | null } => ({
  federal: FEDERAL_PROTECTIONS,
  state: STATE_EXEMPTIONS.find((s) => s.state === state.toUpperCase()) ?? null,
});
