/**
 * What each rule rests on (issue 26): the statute, the Regulation F section (and its official
 * commentary), state law, or the cases, read from the rule's citation; and the CFPB guidance
 * documents withdrawn on May 12, 2025 (90 Fed. Reg. 20084, 67 documents), on which no rule, note or
 * letter may rest. docs/rules.md prints each rule's authorities; `scripts/rule-authority.test.ts` fails
 * when a rule cites a withdrawn document or rests on nothing binding.
 */

export type AuthorityKind = 'statute' | 'regulation' | 'commentary' | 'state_law' | 'case' | 'guidance';

export type Authority = { kind: AuthorityKind; cite: string };

/** Labels for docs/rules.md. */
export const AUTHORITY_LABELS: Readonly<Record<AuthorityKind, string>> = {
  statute: 'Statute (FDCPA / FCRA, 15 U.S.C.)',
  regulation: 'Regulation F (12 CFR part 1006)',
  commentary: "Regulation F's official interpretations (Supplement I to part 1006)",
  state_law: 'State law',
  case: 'Case law',
  guidance: 'CFPB guidance',
};

/**
 * The withdrawn documents that speak to debt collection and consumer reporting by collectors (the
 * rest of the 67 concern other markets). Patterns match how a citation or note would name them.
 */
export const WITHDRAWN_GUIDANCE: readonly { title: string; cite: string; re: RegExp }[] = [
  {
    title: 'Advisory Opinion: Fair Debt Collection Practices Act (Regulation F), pay-to-pay fees',
    cite: '87 Fed. Reg. 39733 (July 5, 2022)',
    re: /87\s+(?:Fed\.?\s*Reg\.?|FR)\s+39,?733|advisory\s+opinion[^.;)]{0,40}pay-?to-?pay|pay-?to-?pay[^.;)]{0,30}advisory\s+opinion/i,
  },
  {
    title: 'Advisory Opinion: Debt Collection Practices (Regulation F), time-barred debt',
    cite: '88 Fed. Reg. 26475 (May 1, 2023)',
    re: /88\s+(?:Fed\.?\s*Reg\.?|FR)\s+26,?475|advisory\s+opinion[^.;)]{0,40}time-?barred|time-?barred[^.;)]{0,30}advisory\s+opinion/i,
  },
  {
    title: 'Advisory Opinion: Debt Collection Practices (Regulation F), deceptive and unfair collection of medical debt',
    cite: '89 Fed. Reg. 80715 (Oct. 4, 2024)',
    re: /89\s+(?:Fed\.?\s*Reg\.?|FR)\s+80,?715|advisory\s+opinion[^.;)]{0,40}medical\s+debt|medical\s+debt[^.;)]{0,30}advisory\s+opinion/i,
  },
  {
    title: 'CFPB Bulletin 2013-07: prohibition of unfair, deceptive, or abusive acts or practices in the collection of consumer debts',
    cite: 'CFPB Bulletin 2013-07 (July 10, 2013)',
    re: /bulletin\s+(?:no\.?\s*)?2013-07/i,
  },
  {
    title: 'CFPB Bulletin 2013-08: representations regarding effect of debt payments on credit reports and scores',
    cite: 'CFPB Bulletin 2013-08 (July 10, 2013)',
    re: /bulletin\s+(?:no\.?\s*)?2013-08/i,
  },
  {
    title: 'CFPB Bulletin 2022-01: medical debt collection and consumer reporting requirements in connection with the No Surprises Act',
    cite: 'CFPB Bulletin 2022-01 (Jan. 13, 2022)',
    re: /bulletin\s+(?:no\.?\s*)?2022-01|no\s+surprises\s+act[^.;)]{0,40}bulletin/i,
  },
];

/** The withdrawn documents a text cites (a paragraph that says the document was withdrawn does not count). */
export const withdrawnGuidanceIn = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => !/\bwithdr[ae]wn?\b|\bwithdrawn\b/i.test(paragraph))
    .flatMap((paragraph) => WITHDRAWN_GUIDANCE.filter((g) => g.re.test(paragraph)).map((g) => g.title));

const kindOf = (part: string): AuthorityKind => {
  if (/advisory\s+opinion|bulletin|circular|policy\s+statement|interpretive\s+rule|guidance/i.test(part)) return 'guidance';
  if (/^comments?\b/i.test(part)) return 'commentary';
  if (/\bstate\s+law\b|\b(?:Cal|N\.Y|Tex|Mass|Conn|N\.C|N\.M|W\.\s?Va)\.?\s/i.test(part)) return 'state_law';
  if (/\bCFR\b|^1006\./.test(part)) return 'regulation';
  if (/\bU\.S\.C\.|^169\d|^1681/.test(part)) return 'statute';
  return 'case';
};

/**
 * The authorities of a citation, in its order: its parts between semicolons ("15 U.S.C. 1692g(b);
 * 12 CFR 1006.38(b)(1); 1692e(5); Bartlett"), each classified; a regulation's commentary written
 * inside the same part ("1006.38 and comment 38-1") is split off.
 */
export const authoritiesOf = (citation: string): Authority[] =>
  citation
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const m = /^(.*?)\s+and\s+(comments?\b.*)$/i.exec(part);
      return m ? [m[1]!, m[2]!] : [part];
    })
    .map((cite) => ({ kind: kindOf(cite), cite }));

/** "Statute: 15 U.S.C. 1692g(b), 1692e(5). Regulation F: 12 CFR 1006.38(b)(1). Case law: Bartlett." */
export const describeAuthorities = (citation: string): string => {
  const byKind = new Map<AuthorityKind, string[]>();
  for (const a of authoritiesOf(citation)) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a.cite]);
  return [...byKind.entries()].map(([kind, cites]) => `${AUTHORITY_LABELS[kind]}: ${cites.join('; ')}`).join('. ');
};
