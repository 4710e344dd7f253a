import type { Rule, RuleContext, RuleMeta } from '../../types';
import { isRegulatorLine } from '../../reading/regulator-lines';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import {
  creditorNames,
  disclosedCollectorNames,
  ENTITY_WORD,
  letterheadLines,
  payeeNames,
  sameEntity,
  signatureLines,
  type Name,
} from '../_threats-and-misrepresentations/parties';
import { sentenceSpan, uniqueSpans, viewOf, viewOffset } from '../_threats-and-misrepresentations/text';

const meta: RuleMeta = {
  id: 'name_not_true_name',
  title: 'Collector uses a name other than its true business name',
  citation: '15 U.S.C. 1692e(14), 1692j; 12 CFR 1006.18(c)(4), 1006.30(e); 1006.18(f)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector must use its true business name (a registered trade name is fine). It may not collect under a different company name, and a creditor may not use a made-up collection company name to make you think a third party is involved. Employees may use a consistent assumed personal name.',
  severity: 4,
  value: 500,
};

/** Words that tie two names together lawfully (trade names, parents, servicers, processors). */
const LINK =
  /\b(?:d\/?b\/?a|doing\s+business\s+(?:in\s+[\w\s]{1,30}?\s+)?as|(?:an?\s+)(?:[\w&.'’-]+\s+){1,5}(?:company|companies|affiliate|brand)\b|part\s+of\s+(?:the\s+)?[\w&.'’-]+|member\s+of\s+the\s+[\w&.'’-]+|(?:processed|handled|received|accepted|collected|serviced)\s+(?:\w+\s+)?(?:by|through)|(?:payments?|remittances?)\s+(?:are\s+|is\s+)?(?:made|sent|mailed)\s+(?:payable\s+)?to|formerly(?:\s+known\s+as)?|f\/?k\/?a|a\/?k\/?a|also\s+known\s+as|trading\s+as|t\/a|(?:a|an)\s+(?:division|subsidiary|affiliate|brand|unit)\s+of|(?:wholly[- ]owned\s+)?subsidiary|servic(?:er|ing\s+agent)\s+(?:for|of)|on\s+behalf\s+of|agent\s+for|(?:payment\s+)?processor|lockbox|payment\s+(?:processing|center)|billing\s+agent)\b/i;
/** Department and role names, which are not company names. */
const GENERIC =
  /^(?:the\s+)?(?:(?:revenue|receivables?|consumer|patient\s+accounts?|collections?|customer|client|account|accounts|recovery|legal|payment|payments|processing|billing|resolution|litigation|support|service|services|care|team|department|dept\.?|unit|center|centre|desk|specialist|representative|manager|officer|division|office|agency|patient|referral|remittance|relations?|relationship|operations|compliance|correspondence|communications|experience|hardship|retention|escalations?|and|&)\s*)+$/i;

/** Descriptors printed under a firm's name, not names: "Attorneys at Law", "A Professional Corporation". */
const DESCRIPTOR =
  /^(?:(?:attorneys?|counsell?ors?|lawyers?)(?:\s+(?:and|&)\s+counsell?ors?)?\s+at\s+law|(?:a\s+)?professional\s+(?:law\s+)?corporation|(?:a\s+)?law\s+(?:firm|offices?|corporation)|(?:a\s+)?licensed\s+collection\s+agency|(?:a\s+)?debt\s+collector|collection\s+agency)$/i;
/** E-mail addresses, web addresses and phone numbers are not part of a name. */
const CONTACT_DETAILS = /<[^>]*>|\S+@\S+|\bwww\.\S+|\bhttps?:\S+|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}|^(?:from|to|cc|subject)\s*:\s*/gi;

/** Small words a business name may hold in lower case ("Law Offices of Smith and Jones", "Servicios de Cobro y Más"). */
const NAME_CONNECTOR = /^(?:of|and|the|for|at|de|del|la|las|los|el|y|e|&|dba|d\/b\/a)$/;

/** A line of prose, not a name: two or more words in lower case besides the connectors ("it may STOP YOU … credit"). */
/** Words a business name never holds two of, but a sentence in capitals does ("THE ABOVE ACCOUNT HAS BEEN LISTED", decision 328). */
const SENTENCE_WORD = /^(?:has|have|been|is|are|was|were|will|shall|you|your|please|if|not|we|our|this|that|must|can|may|be|it|unless|which)$/i;
const readsAsProse = (bare: string): boolean =>
  bare.split(' ').filter((w) => /^[a-z]/.test(w) && !NAME_CONNECTOR.test(w)).length >= 2 ||
  bare.split(' ').filter((w) => SENTENCE_WORD.test(w.replace(/[^A-Za-z]/g, ''))).length >= 2;

/**
 * A department or desk of the sender ("Revenue Recovery Department", "Consumer Collections Division", "Payment Processing
 * Center"): a name ending in a unit's noun with no legal suffix names a part of a company, not another company.
 */
const UNIT_NAME =
  /\b(?:department|dept|division|unit|desk|team|center|centre|section)$|^(?:el\s+|la\s+)?(?:departamento|depto|divisi[oó]n|unidad|equipo|centro|secci[oó]n|oficina|servicio|atenci[oó]n)\s+(?:de|del|al|a)\b/i;
const LEGAL_FORM = /\b(?:llc|inc|incorporated|corp|corporation|company|co|ltd|lp|llp|pllc|pc|pa|na)$|\b(?:llc|inc|corp|ltd|pllc)\b/i;

const bareName = (n: Name): string => n.value.replace(CONTACT_DETAILS, ' ').replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

/**
 * A department, desk or role of the sender signing for it ("Customer Relations Department", "Client Services",
 * "Departamento de Servicio al Cliente"): the part of a company that writes, never a second company name
 * (decision 185: a letter signed by a department over the company's own name uses one name).
 */
const isUnitOrRole = (n: Name): boolean => {
  const bare = bareName(n);
  return GENERIC.test(bare) || (UNIT_NAME.test(bare) && !LEGAL_FORM.test(bare));
};

const isCompany = (n: Name): boolean => {
  const bare = bareName(n);
  return ENTITY_WORD.test(bare) && !isRegulatorLine(n.value) && !DESCRIPTOR.test(bare) && !readsAsProse(bare) && !isUnitOrRole(n) && n.value.length <= 80;
};

/** The whole line a name stands on (a name read from a licence line may be cut before its number). */
const lineOf = (text: string, span: { start: number; end: number }): string => {
  const end = text.indexOf('\n', span.end);
  return text.slice(text.lastIndexOf('\n', span.start - 1) + 1, end < 0 ? text.length : end);
};

/**
 * A d/b/a (or similar) link where either name appears: on its line, the line before or after it (a letterhead's
 * "Meridian Receivables LLC / doing business as / QuickPay Recovery"), or the sentence around it, wherever in the
 * letter the name is written ("Payments are processed by X" in the body, "payable to X" on the slip).
 */
const linked = (ctx: RuleContext, a: Name, b: Name): boolean => {
  const v = viewOf(ctx.text);
  const lower = ctx.text.toLowerCase();
  const around = (at: number, end: number): boolean => {
    const lineStart = ctx.text.lastIndexOf('\n', at - 1) + 1;
    const prevStart = lineStart > 0 ? ctx.text.lastIndexOf('\n', lineStart - 2) + 1 : lineStart;
    const lineEnd = ctx.text.indexOf('\n', end);
    const nextEnd = lineEnd < 0 ? ctx.text.length : (ctx.text.indexOf('\n', lineEnd + 1) + 1 || ctx.text.length + 1) - 1;
    return LINK.test(ctx.text.slice(prevStart, nextEnd)) || LINK.test(sentenceSpan(v, viewOffset(v, at)).text);
  };
  return [a, b].some((n) => {
    if (around(n.span.start, n.span.end)) return true;
    const needle = n.value.toLowerCase();
    if (needle.length < 4) return false;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length))
      if (at !== n.span.start && around(at, at + needle.length)) return true;
    return false;
  });
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const disclosed = disclosedCollectorNames(ctx);
    // A licence or complaint line read as the collector's name (it can stand between the name and the address in a
    // letterhead) is not its name: the letterhead's first company line is taken instead.
    const factsName = ctx.facts.collector?.name;
    const fromFacts: Name[] =
      factsName && !isRegulatorLine(lineOf(ctx.text, factsName.span))
        ? [{ value: factsName.value, span: factsName.span, source: 'facts' }]
        : factsName
          ? letterheadLines(ctx)
              .map((s): Name => ({ value: s.text, span: s, source: 'letterhead' }))
              .filter(isCompany)
              .slice(0, 1)
          : [];
    const creditors = [...new Set(creditorNames(ctx).map((c) => c.value))];
    const seen = new Set<string>();
    const named: Name[] = [
      ...payeeNames(ctx),
      ...signatureLines(ctx).map((s): Name => ({ value: s.text, span: s, source: 'signature' })),
      ...letterheadLines(ctx)
        .slice(0, 3)
        .map((s): Name => ({ value: s.text, span: s, source: 'letterhead' })),
      ...disclosed.slice(1),
    ].filter((n) => {
      if (seen.has(n.value) || !isCompany(n) || isRegulatorLine(lineOf(ctx.text, n.span))) return false;
      seen.add(n.value);
      return true;
    });
    // The collector's own name: the disclosure's or the facts' one, unless that is a department signing for the
    // company ("Customer Relations Department" over "Cavalry Portfolio Services, LLC"); then the first company the
    // letter names for the sender (its letterhead or signature) is its name.
    const stated = [...disclosed.slice(0, 1), ...fromFacts];
    const primary = stated.find((n) => !isUnitOrRole(n)) ?? (stated.length > 0 ? named.find((n) => n.source !== 'payee') : undefined);
    if (!primary) return pass(assumptions);
    const others = named.filter((n) => n !== primary);

    const mismatched = others.filter((n) => !sameEntity(primary.value, n.value) && !creditors.some((c) => sameEntity(c, n.value)) && !linked(ctx, primary, n));
    if (mismatched.length === 0) return pass(assumptions);
    const names = [...new Set(mismatched.map((n) => n.value))];
    assumptions.push('Assumed the names are not registered trade names of the same company (the letter gives no "d/b/a" or similar link between them).');
    return flag(
      mismatched.some((n) => n.source === 'payee')
        ? `This letter may violate federal law: the collector calls itself ${primary.value} but also uses ${names.map((n) => `"${n}"`).join(' and ')} as the name to pay. A debt collector must use its true business name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). You can check which names the collector is licensed or registered under with your state's licensing agency.`
        : `This letter may violate federal law: the collector calls itself ${primary.value} but also uses ${names.map((n) => `"${n}"`).join(' and ')}. A debt collector must use its true business name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)). You can check which names the collector is licensed or registered under with your state's licensing agency.`,
      uniqueSpans([primary.span, ...mismatched.map((n) => n.span)]).slice(0, 4),
      'medium',
      assumptions,
    );
  },
};
