/**
 * Where to find a lawyer or legal aid, for every state and DC (issue 28 part 4). Always shown with a
 * suit: free civil legal aid, the state bar's lawyer referral (through the ABA's directory of
 * referral services, which lists each state's), and consumer lawyers who take FDCPA cases (the Act
 * makes the collector pay the consumer's lawyer when the consumer wins, 15 U.S.C. 1692k(a)(3), so
 * many take them without charging the client).
 *
 * Sources and dates: the national directories are the ones their publishers run (LSC, the ABA, NACA,
 * LawHelp.org). The state portals are the statewide legal-help websites the legal-aid programs of each
 * state publish (most through LawHelp.org's network), as known on `AS_OF`; this machine has no
 * internet, so no link was opened from here (`checkedOnline: false`), and a state whose portal is not
 * known here points to the national finders instead of a guess.
 */

export const AS_OF = '2026-11-23';
export const CHECKED_ONLINE = false;

export type DirectoryLink = { id: string; name: string; url: string };

export const NATIONAL_HELP: readonly DirectoryLink[] = [
  { id: 'lsc_find_legal_aid', name: 'Legal Services Corporation: Find Legal Aid', url: 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help' },
  { id: 'lawhelp', name: 'LawHelp.org: free legal aid by state', url: 'https://www.lawhelp.org/find-help' },
  {
    id: 'aba_lawyer_referral',
    name: 'American Bar Association: Lawyer Referral Directory (each state bar’s referral service)',
    url: 'https://www.americanbar.org/groups/lawyer_referral/resources/lawyer-referral-directory/',
  },
  { id: 'naca', name: 'National Association of Consumer Advocates: find a consumer lawyer', url: 'https://www.consumeradvocates.org/find-an-attorney/' },
];

export type StateHelp = { state: string; bar: string; legalHelp: DirectoryLink | null };

const portal = (name: string, url: string): DirectoryLink => ({ id: 'state_legal_help', name, url });

export const STATE_HELP: readonly StateHelp[] = [
  { state: 'AL', bar: 'Alabama State Bar', legalHelp: portal('Alabama Legal Help', 'https://www.alabamalegalhelp.org/') },
  { state: 'AK', bar: 'Alaska Bar Association', legalHelp: portal('Alaska Legal Services Corporation', 'https://www.alsc-law.org/') },
  { state: 'AZ', bar: 'State Bar of Arizona', legalHelp: portal('AZLawHelp.org', 'https://www.azlawhelp.org/') },
  { state: 'AR', bar: 'Arkansas Bar Association', legalHelp: portal('Arkansas Legal Services Online', 'https://arlegalservices.org/') },
  { state: 'CA', bar: 'State Bar of California', legalHelp: portal('LawHelpCA', 'https://www.lawhelpca.org/') },
  { state: 'CO', bar: 'Colorado Bar Association', legalHelp: portal('Colorado Legal Services', 'https://www.coloradolegalservices.org/') },
  { state: 'CT', bar: 'Connecticut Bar Association', legalHelp: portal('CTLawHelp', 'https://ctlawhelp.org/') },
  { state: 'DE', bar: 'Delaware State Bar Association', legalHelp: null },
  { state: 'DC', bar: 'District of Columbia Bar', legalHelp: portal('LawHelp.org/DC', 'https://www.lawhelp.org/dc') },
  { state: 'FL', bar: 'The Florida Bar', legalHelp: portal('Florida Law Help', 'https://www.floridalawhelp.org/') },
  { state: 'GA', bar: 'State Bar of Georgia', legalHelp: portal('Georgia Legal Aid', 'https://www.georgialegalaid.org/') },
  { state: 'HI', bar: 'Hawaii State Bar Association', legalHelp: portal('Legal Aid Society of Hawaii', 'https://www.legalaidhawaii.org/') },
  { state: 'ID', bar: 'Idaho State Bar', legalHelp: portal('Idaho Legal Aid Services', 'https://www.idaholegalaid.org/') },
  { state: 'IL', bar: 'Illinois State Bar Association', legalHelp: portal('Illinois Legal Aid Online', 'https://www.illinoislegalaid.org/') },
  { state: 'IN', bar: 'Indiana State Bar Association', legalHelp: portal('Indiana Legal Help', 'https://www.indianalegalhelp.org/') },
  { state: 'IA', bar: 'Iowa State Bar Association', legalHelp: portal('Iowa Legal Aid', 'https://www.iowalegalaid.org/') },
  { state: 'KS', bar: 'Kansas Bar Association', legalHelp: portal('Kansas Legal Services', 'https://www.kansaslegalservices.org/') },
  { state: 'KY', bar: 'Kentucky Bar Association', legalHelp: portal('Kentucky Justice Online', 'https://www.kyjustice.org/') },
  { state: 'LA', bar: 'Louisiana State Bar Association', legalHelp: portal('Louisiana Law Help', 'https://louisianalawhelp.org/') },
  { state: 'ME', bar: 'Maine State Bar Association', legalHelp: portal('Pine Tree Legal Assistance', 'https://ptla.org/') },
  { state: 'MD', bar: 'Maryland State Bar Association', legalHelp: portal("People's Law Library of Maryland", 'https://www.peoples-law.org/') },
  { state: 'MA', bar: 'Massachusetts Bar Association', legalHelp: portal('MassLegalHelp', 'https://www.masslegalhelp.org/') },
  { state: 'MI', bar: 'State Bar of Michigan', legalHelp: portal('Michigan Legal Help', 'https://michiganlegalhelp.org/') },
  { state: 'MN', bar: 'Minnesota State Bar Association', legalHelp: portal('LawHelpMN', 'https://www.lawhelpmn.org/') },
  { state: 'MS', bar: 'The Mississippi Bar', legalHelp: portal('Mississippi Legal Services', 'https://www.mslegalservices.org/') },
  { state: 'MO', bar: 'The Missouri Bar', legalHelp: portal('LawHelpMO', 'https://www.lawhelpmo.org/') },
  { state: 'MT', bar: 'State Bar of Montana', legalHelp: portal('Montana Law Help', 'https://www.montanalawhelp.org/') },
  { state: 'NE', bar: 'Nebraska State Bar Association', legalHelp: portal('Legal Aid of Nebraska', 'https://www.legalaidofnebraska.org/') },
  { state: 'NV', bar: 'State Bar of Nevada', legalHelp: portal('Nevada Law Help', 'https://nevadalawhelp.org/') },
  { state: 'NH', bar: 'New Hampshire Bar Association', legalHelp: portal('New Hampshire Legal Assistance', 'https://www.nhla.org/') },
  { state: 'NJ', bar: 'New Jersey State Bar Association', legalHelp: portal('Legal Services of New Jersey', 'https://www.lsnjlaw.org/') },
  { state: 'NM', bar: 'State Bar of New Mexico', legalHelp: portal('Law Help New Mexico', 'https://www.lawhelpnewmexico.org/') },
  { state: 'NY', bar: 'New York State Bar Association', legalHelp: portal('LawHelpNY', 'https://www.lawhelpny.org/') },
  { state: 'NC', bar: 'North Carolina Bar Association', legalHelp: portal('Legal Aid of North Carolina', 'https://www.legalaidnc.org/') },
  { state: 'ND', bar: 'State Bar Association of North Dakota', legalHelp: portal('Legal Services of North Dakota', 'https://www.legalassist.org/') },
  { state: 'OH', bar: 'Ohio State Bar Association', legalHelp: portal('Ohio Legal Help', 'https://www.ohiolegalhelp.org/') },
  { state: 'OK', bar: 'Oklahoma Bar Association', legalHelp: portal('Legal Aid Services of Oklahoma', 'https://oklaw.org/') },
  { state: 'OR', bar: 'Oregon State Bar', legalHelp: portal('OregonLawHelp', 'https://oregonlawhelp.org/') },
  { state: 'PA', bar: 'Pennsylvania Bar Association', legalHelp: portal('PALawHelp', 'https://www.palawhelp.org/') },
  { state: 'RI', bar: 'Rhode Island Bar Association', legalHelp: portal('Rhode Island Legal Services', 'https://www.rils.org/') },
  { state: 'SC', bar: 'South Carolina Bar', legalHelp: portal('South Carolina Legal Services', 'https://sclegal.org/') },
  { state: 'SD', bar: 'State Bar of South Dakota', legalHelp: null },
  { state: 'TN', bar: 'Tennessee Bar Association', legalHelp: portal('HELP4TN', 'https://www.help4tn.org/') },
  { state: 'TX', bar: 'State Bar of Texas', legalHelp: portal('TexasLawHelp.org', 'https://texaslawhelp.org/') },
  { state: 'UT', bar: 'Utah State Bar', legalHelp: portal('Utah Legal Services', 'https://www.utahlegalservices.org/') },
  { state: 'VT', bar: 'Vermont Bar Association', legalHelp: portal('Vermont Legal Help', 'https://vtlawhelp.org/') },
  { state: 'VA', bar: 'Virginia State Bar', legalHelp: portal('Virginia Legal Aid', 'https://www.valegalaid.org/') },
  { state: 'WA', bar: 'Washington State Bar Association', legalHelp: portal('WashingtonLawHelp', 'https://www.washingtonlawhelp.org/') },
  { state: 'WV', bar: 'West Virginia State Bar', legalHelp: portal('Legal Aid of West Virginia', 'https://legalaidwv.org/') },
  { state: 'WI', bar: 'State Bar of Wisconsin', legalHelp: null },
  { state: 'WY', bar: 'Wyoming State Bar', legalHelp: null },
];

export const helpFor = (state: string): { national: readonly DirectoryLink[]; state: StateHelp | null; asOf: string; checkedOnline: boolean } => ({
  national: NATIONAL_HELP,
  state: STATE_HELP.find((s) => s.state === state.toUpperCase()) ?? null,
  asOf: AS_OF,
  checkedOnline: CHECKED_ONLINE,
});
