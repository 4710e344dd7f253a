import { execAll } from '../../text/exec-all';
import type { Rule, RuleContext, RuleMeta, Span } from '../../types';
import { isRegulatorLine } from '../../reading/regulator-lines';
import { checkGates, flag, needsInput, pass } from '../_threats-and-misrepresentations/gate';
import {
  creditorNames,
  disclosedCollectorNames,
  ENTITY_WORD,
  lawFirmIdentity,
  letterheadLines,
  nameTokens,
  payeeNames,
  sameEntity,
  signatureLines,
  type Name,
} from '../_threats-and-misrepresentations/parties';
import { sentenceSpan, uniqueSpans, viewOf, viewOffset } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { SPANISH_FIRM_DESCRIPTOR_SOURCE } from '../../reading/firm-descriptors';
import { readsAsPublicBodyName } from '../../reading/public-body-names';

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

/** Words that tie two names together lawfully (trade names, parents, servicers, processors; decision 375: "the collection department of"). */
const LINK =
  /\b(?:d\/?b\/?a|doing\s+business\s+(?:in\s+[\w\s]{1,30}?\s+)?as|(?:an?\s+)(?:[\w&.'’-]+\s+){1,5}(?:company|companies|affiliate|brand)\b|part\s+of\s+(?:the\s+)?[\w&.'’-]+|member\s+of\s+the\s+[\w&.'’-]+|(?:processed|handled|received|accepted|collected|serviced)\s+(?:\w+\s+)?(?:by|through)|(?:payments?|remittances?)\s+(?:are\s+|is\s+)?(?:made|sent|mailed)\s+(?:payable\s+)?to|formerly(?:\s+known\s+as)?|f\/?k\/?a|a\/?k\/?a|also\s+known\s+as|trading\s+as|t\/a|(?:a|an|the)\s+(?:(?:collection|collections|recovery|credit|internal)\s+)?(?:division|subsidiary|affiliate|brand|unit|department|arm)\s+of|(?:wholly[- ]owned\s+)?subsidiary|servic(?:er|ing\s+agent)\s+(?:for|of)|services\s+(?:this|the|your)\s+(?:account|debt)|c\/o|in\s+care\s+of|on\s+behalf\s+of|agent\s+for|(?:payment\s+)?processor|lockbox|payment\s+(?:processing|center)|billing\s+agent)\b/i;
/** Department and role names, which are not company names (decision 515: a desk named for whose accounts it handles, "Student Account Services"). */
const GENERIC =
  /^(?:the\s+)?(?:(?:revenue|receivables?|consumer|patient\s+accounts?|(?:student|member|tenant|resident|borrower|guest|customer|client)s?\s+accounts?|student|member|tenant|resident|borrower|collections?|customer|client|account|accounts|recovery|legal|payment|payments|processing|billing|resolution|litigation|support|service|services|care|team|department|dept\.?|unit|center|centre|desk|specialist|representative|manager|officer|division|office|agency|patient|referral|remittance|relations?|relationship|operations|compliance|correspondence|communications|experience|hardship|retention|escalations?|and|&)\s*)+$/i;

/** Descriptors printed under a firm's name, not names: "Attorneys at Law", "A Professional Corporation"; in Spanish too ("Abogados",
 * "Bufete de Abogados", "Abogados y Consejeros Legales", "Agencia de Cobranza con Licencia"; session 55). */
const DESCRIPTOR = new RegExp(
  String.raw`^(?:(?:attorneys?|counsell?ors?|lawyers?)(?:\s+(?:and|&)\s+counsell?ors?)?\s+at\s+law|(?:a\s+)?professional\s+(?:law\s+)?corporation|(?:a\s+)?law\s+(?:firm|offices?|corporation)|(?:a\s+)?licensed\s+collection\s+agency|(?:a\s+)?debt\s+collector|collection\s+agency|${SPANISH_FIRM_DESCRIPTOR_SOURCE})$`,
  'i',
);
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
/**
 * A line that says for whom the sender collects ("Collections for Volunteer Home Furnishings", "Collection agent for Pinecrest Bank",
 * "Cobranzas para …": session 52): a role, not a second name of the sender.
 */
const COLLECTING_FOR =
  /^(?:collections?|collecting|collection\s+(?:agent|services?)|servicing(?:\s+agent)?|agent|cobranzas?|cobros?)\s+(?:for|on\s+behalf\s+of|para|de\s+parte\s+de)\s+/i;

/**
 * A person signing with a lawyer's title ("Martin J. Szabo, Attorney at Law", "Martin Szabo, Attorney-at-Law": session 52): a
 * person's given and family names (an initial between them) before the title, never a business's name. Read on the bare name
 * (its commas and periods taken out).
 */
const PERSON_WITH_TITLE =
  /^(?:(?:Mr|Ms|Mrs)\s+)?[A-Z][a-z]+(?:\s+[A-Z])?(?:\s+[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?)+\s+(?:[Aa]ttorney(?:[\s-]+(?:at|At|AT)[\s-]+(?:[Ll]aw|LAW))?|ATTORNEY(?:[\s-]+AT[\s-]+LAW)?|[Cc]ounsell?or(?:\s+at\s+[Ll]aw)?|Esq)$/;

const isUnitOrRole = (n: Name): boolean => {
  const bare = bareName(n);
  // A unit named as a public body ("State Revenue Recovery Division") is no department of the collector: a second name (decision 520).
  return (
    GENERIC.test(bare) ||
    COLLECTING_FOR.test(bare) ||
    PERSON_WITH_TITLE.test(bare) ||
    (UNIT_NAME.test(bare) && !LEGAL_FORM.test(bare) && !readsAsPublicBodyName(bare))
  );
};

const isCompany = (n: Name): boolean => {
  const bare = bareName(n);
  return (
    (ENTITY_WORD.test(bare) || readsAsPublicBodyName(bare)) &&
    !isRegulatorLine(n.value) &&
    !DESCRIPTOR.test(bare) &&
    !readsAsProse(bare) &&
    !isUnitOrRole(n) &&
    n.value.length <= 80
  );
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

/**
 * The letter says the name it writes under is the creditor itself, a part of it and not a company of its own: "Debt Recovery
 * Services is a unit of Pinecrest Bank", "… is the collection department of …", "… is a trade name of …", "… es una división
 * de …" (not an affiliate or a subsidiary, which are companies with their own true names).
 */
const OWN_UNIT =
  /\s(?:is|es)\s+(?:(?:a|an|the|una?|el|la)\s+)?(?:(?:collection|collections|recovery|credit|internal)\s+)?(?:division|unit|department|dept\.?|trade\s*name|assumed\s+name|fictitious\s+name|operating\s+name|arm|part|divisi[oó]n|unidad|departamento|nombre\s+comercial|parte)\s+(?:de\s+cobranzas?\s+)?(?:of|de|del)\s+/gi;
/**
 * The letter presents the sender as a third party collecting for the creditor (1692a(6): a name "which would indicate that a
 * third person is collecting"): for a client, on its behalf, a collection agency by its own word; or (`PLACED`) an account
 * referred, placed or assigned to it ("to our agency", "with National Collection Bureau", "asignada a …").
 */
const THIRD_PARTY =
  /\b(?:on\s+behalf\s+of|our\s+client|(?:we|I)\s+(?:act|work|collect)\w*\s+(?:\w+\s+)?for|(?:we\s+are|somos)\s+(?:a|an|una)\s+(?:collection\s+agency|agencia\s+de\s+cobr)|nuestro\s+cliente|en\s+nombre\s+de)/i;
const PLACED =
  /\b(?:referred|placed|assigned|transferred|turned\s+(?:[\w-]+\s+){0,6}?over|handed\s+(?:[\w-]+\s+){0,6}?over|forwarded|asignad[ao]|remitid[ao]|transferid[ao])\s+(?:[\w\u00c0-\u017f-]+\s+){0,9}?(?:to|with|a)\s+/gi;
const OUR_OFFICE =
  /^(?:us|our\s+(?:office|agency|firm|company|bureau)|this\s+(?:office|agency|bureau|firm|company)|(?:nuestra|esta)\s+(?:oficina|agencia|empresa)|nosotros)(?![\w\u00c0-\u017f])/i;
/** A name that says its business is collecting ("Debt Recovery Services", "National Collection Bureau", "Cobranzas del Sur"). */
const COLLECTING_NAME = /\b(?:recover\w*|collections?|bureau|receivables|adjust\w*|agency|cobranzas?|cobros?|recuperaci[oó]n)\b/i;

/** The letter presents `sender` as a third party collecting for the creditor. */
const presentedAsThirdParty = (text: string, sender: Name): boolean => {
  if (testText(THIRD_PARTY, text)) return true;
  const own = bareName(sender).toLowerCase();
  PLACED.lastIndex = 0;
  for (let m = PLACED.exec(text); m !== null; m = PLACED.exec(text)) {
    const next = text.slice(m.index + m[0].length, m.index + m[0].length + own.length + 20);
    if (OUR_OFFICE.test(next) || next.toLowerCase().startsWith(own)) return true;
  }
  return false;
};

/**
 * A word every business name may hold, which makes no two names one ("Recovery", "Bank", "Services", "Nacional"), nor does a
 * trade's word ("Dental", "Medical", "Auto", "Fitness": "Metro Dental Collections Bureau" is not "Lakewood Family Dental"; decision
 * 474).
 */
const GENERIC_NAME_WORD =
  /^(?:national|nacional|american|first|united|servicios|de|the|of|and|family|dental|medical|medicine|health|healthcare|hospital|clinic|physicians?|care|auto|motors?|fitness|finance|home|homes|furniture|utility|utilities|water|energy|wireless|properties|property|apartments|realty|legal|consumer|patient|general|regional|community)$/;
const sharesOwnWord = (a: string, b: string): boolean => {
  const tb = new Set(nameTokens(b));
  return nameTokens(a).some((t) => tb.has(t) && !ENTITY_WORD.test(t) && !GENERIC_NAME_WORD.test(t));
};

/** The names a letter writes under: its first letterhead lines, its signature's company lines, the "X is a debt collector" name. */
const namesWrittenUnder = (ctx: RuleContext): Name[] =>
  [
    ...letterheadLines(ctx)
      .slice(0, 3)
      .map((s): Name => ({ value: s.text, span: s, source: 'letterhead' })),
    ...signatureLines(ctx).map((s): Name => ({ value: s.text, span: s, source: 'signature' })),
    ...disclosedCollectorNames(ctx),
  ].filter((n) => bareName(n).length >= 4 && !isUnitOrRole(n) && !isRegulatorLine(n.value));

/**
 * A creditor's own unit under a third party's name (decision 375; 15 U.S.C. 1692a(6), 1692j; Maguire v. Citicorp Retail
 * Services, 2d Cir. 1998, the creditor's "Debt Recovery Services"): the letter writes under a name that carries nothing of the
 * creditor's, says that name is the creditor's division, unit or trade name, and presents it as a third party collecting for
 * the creditor, or has the creditor paid under a name that says its business is collecting. The sender name and the
 * creditor's, or undefined.
 */
const creditorUnderThirdPartyName = (ctx: RuleContext, creditors: readonly string[]): { sender: Name; creditor: Name } | undefined => {
  OWN_UNIT.lastIndex = 0;
  if (!OWN_UNIT.test(ctx.text)) return undefined;
  const senders = namesWrittenUnder(ctx);
  if (senders.length === 0) return undefined;
  const payees = payeeNames(ctx);
  OWN_UNIT.lastIndex = 0;
  for (let m = OWN_UNIT.exec(ctx.text); m !== null; m = OWN_UNIT.exec(ctx.text)) {
    const before = ctx.text.slice(Math.max(0, m.index - 90), m.index).toLowerCase();
    const sender = senders.find((n) => before.endsWith(bareName(n).toLowerCase()) || before.endsWith(n.value.toLowerCase()));
    if (!sender) continue;
    const from = m.index + m[0].length;
    const after = ctx.text
      .slice(from, from + 90)
      .split(/[.;\n]\s/)[0]!
      .trim();
    const owner = [...creditors, ...payees.map((p) => p.value)].find((c) => sameEntity(c, after.replace(/[.,]+$/, '')));
    if (!owner || sameEntity(owner, sender.value) || sharesOwnWord(owner, sender.value)) continue;
    const paidToOwner = payees.some((p) => sameEntity(p.value, owner));
    if (!(paidToOwner && COLLECTING_NAME.test(sender.value)) && !presentedAsThirdParty(ctx.text, sender)) continue;
    return { sender, creditor: { value: owner, span: { start: from, end: from + after.length, text: after }, source: 'creditor' } };
  }
  return undefined;
};

/**
 * The same false name known from the person instead of the words (session 52): the person says the letter came from the original
 * creditor (`senderIsOriginalCreditor`), and the letter writes under a name that carries nothing of the creditor's and presents
 * that name as a third party collecting for it ("Volunteer Home Furnishings has turned your account over to Metro Adjustment
 * Bureau"). A creditor collecting under such a name is a debt collector (15 U.S.C. 1692a(6)). The sender name and the creditor's,
 * or undefined.
 */
/**
 * The creditor's act of sending the debt, in whatever words the debt is named (decision 553: "your unpaid membership dues and
 * cancellation fee", "the unpaid rent and late charges", "your unpaid tuition balance", "the charges for your cancelled
 * membership", "sus cuotas de membresía impagas"): the thing sent is the debt whatever it is called; what decides is the referral
 * to the sender (`presentedAsThirdParty`). Group 1 is the creditor.
 */
const DEBT_NOUN = String.raw`(?:account|debt|balance|bill|invoice|claim|dues|fees?|charges?|rent|tuition|loan|payments?|amounts?|cuenta|deuda|saldo|factura|cuotas?|cargos?|renta|matr[ií]cula|pr[eé]stamo|pagos?)`;
const CREDITOR_PLACING = new RegExp(
  String.raw`\b([A-Z][\w&.'’-]*(?:\s+(?:of|and|&|[A-Z][\w&.'’-]*)){0,5})\s+(?:(?:has|have|had)\s+(?:now\s+)?(?:turned|placed|referred|assigned|transferred|forwarded|handed)|(?:ha|han)\s+(?:remitido|asignado|referido|transferido|enviado|entregado|cedido))\s+(?:your|this|the|su|sus|esta|este|la|las|el|los)\s+(?:[\w\u00c0-\u017f-]+\s+){0,3}?${DEBT_NOUN}(?![\w\u00c0-\u017f])`,
  'g',
);
/** A line of the address block: a box, a street number, a city with its state and ZIP ("Cedar Rapids, IA 52406"). */
const ADDRESS_LINE = /^[ \t]*(?:p\.?[ \t]*o\.?[ \t]*box|post[ \t]+office[ \t]+box|apartado|\d+[ \t]+[A-Za-z])|,?[ \t]+[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?[ \t]*$/i;
const creditorSaidToBeSender = (ctx: RuleContext, creditors: readonly string[]): { sender: Name; creditor: string } | undefined => {
  if (ctx.answers.senderIsOriginalCreditor !== true) return undefined;
  // The creditor as the letter names it in placing the account ("Volunteer Home Furnishings has turned your account over to …") or
  // on a line saying for whom the sender collects ("Collections for Volunteer Home Furnishings").
  const placers = [...execAll(CREDITOR_PLACING, ctx.text)].map((m) => m[1]!);
  const collectedFor = letterheadLines(ctx)
    .map((l) => l.text.trim())
    .filter((t) => COLLECTING_FOR.test(t))
    .map((t) => t.replace(COLLECTING_FOR, '').trim());
  const owed = [...creditors, ...placers, ...collectedFor];
  if (owed.length === 0) return undefined;
  // An address line of the letterhead ("P.O. Box 2250") is no name the letter writes under.
  const senders = namesWrittenUnder(ctx).filter((n) => !readsAsProse(bareName(n)) && !ADDRESS_LINE.test(n.value));
  for (const sender of senders) {
    if (!presentedAsThirdParty(ctx.text, sender)) continue;
    const creditor = owed.find((c) => !sameEntity(c, sender.value) && !sharesOwnWord(c, sender.value));
    if (creditor && !owed.some((c) => sameEntity(c, sender.value))) return { sender, creditor };
  }
  return undefined;
};

/**
 * A collecting unit's name: the words a company gives its own credit, collection or billing department ("Credit and
 * Collection Department", "Recovery Department", "Patient Accounts Department", "Collections Division", "Billing Office").
 */
const COLLECTING_UNIT = String.raw`(?:credit|collections?|recovery|billing|accounts?\s+receivable|receivables|patient\s+(?:accounts?|financial\s+services)|past[\s-]+due\s+accounts?|delinquent\s+accounts?)(?:\s+(?:and|&)\s+(?:credit|collections?|recovery|billing))?\s+(?:department|dept\.?|division|office|center|centre|unit)`;
/** "Peppertree Resorts Ltd. Credit and Collection Department", "Lakeview Medical Center - Patient Accounts Department". */
const UNIT_AFTER_NAME = new RegExp(String.raw`^(.{3,80}?)[\s,]+(?:[-–—]\s+)?${COLLECTING_UNIT}$`, 'i');
/** "Collection Department of Lakeview Medical Center", "Departamento de Cobranzas de Pinecrest Bank". */
const UNIT_BEFORE_NAME = new RegExp(
  String.raw`^(?:the\s+)?${COLLECTING_UNIT}\s+(?:of|for)\s+(.{3,80})$|^(?:el\s+)?departamento\s+de\s+(?:cobranzas?|cobros?|cr[eé]dito(?:\s+y\s+cobranzas?)?|facturaci[oó]n|cuentas\s+por\s+cobrar)\s+(?:de|del)\s+(.{3,80})$`,
  'i',
);
/** A collecting unit on a line of its own ("Recovery Department" under "Pinecrest Bank"). */
const UNIT_ALONE = new RegExp(
  String.raw`^(?:the\s+)?${COLLECTING_UNIT}$|^(?:el\s+)?departamento\s+de\s+(?:cobranzas?|cobros?|cr[eé]dito|facturaci[oó]n)$`,
  'i',
);

/**
 * A company's name as a letter writes it over a unit: capitalised, not a generic unit or role ("Customer Care Center"), an
 * address or a sentence. A name ending in "Center" may be a company's ("Lakeview Medical Center").
 */
const companyOverUnit = (raw: string | undefined): string | undefined => {
  const value = raw?.trim().replace(/[,;:]+$/, '');
  if (!value || !/^[A-Z0-9\u00c0-\u00de]/.test(value) || /\d{3}/.test(value) || !/[A-Za-z]{3}/.test(value)) return undefined;
  const n: Name = { value, span: { start: 0, end: value.length, text: value }, source: 'letterhead' };
  if (GENERIC.test(bareName(n)) || readsAsProse(bareName(n)) || DESCRIPTOR.test(bareName(n)) || isRegulatorLine(value)) return undefined;
  return value;
};

/**
 * The name a letter is written under when that name is a company's own collecting unit (decision 434): a letterhead or
 * signature line that joins the company and the unit ("Peppertree Resorts Ltd. Credit and Collection Department",
 * "Collection Department of Lakeview Medical Center"), or the unit on a line next to the company's. A company whose name says
 * it collects ("Apex Recovery Group", "National Collection Bureau") writing through its own department is not this: its own
 * name is a collector's. The company and the line, or undefined; `readAsCreditor` then asks whether the company is a creditor.
 */
const creditorUnitName = (ctx: RuleContext): { company: string; span: Span } | undefined => {
  for (const lines of [letterheadLines(ctx).slice(0, 4), signatureLines(ctx)]) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const text = line.text.trim().replace(/[.,;:]+$/, '');
      const joined = UNIT_AFTER_NAME.exec(text) ?? UNIT_BEFORE_NAME.exec(text);
      const company = joined
        ? companyOverUnit(joined[1] ?? joined[2])
        : UNIT_ALONE.test(text)
          ? [lines[i - 1], lines[i + 1]].map((l) => companyOverUnit(l?.text)).find((c) => c !== undefined)
          : undefined;
      if (company && !COLLECTING_NAME.test(company)) return { company, span: line };
    }
  }
  return undefined;
};

/**
 * A name that says its business sells goods or services, not that it collects: a bank, a hospital or clinic, a resort, a
 * school, a store, a utility or carrier, a club ("Peppertree Resorts Ltd.", "Lakeview Medical Center", "Pinecrest Bank"). A
 * collector's neutral name ("Transworld Systems Inc.", "Midland Credit Management") says neither, and is read as a creditor's
 * only where the letter names it as the one owed.
 */
const SELLER_NAME =
  /\b(?:bank|credit\s+union|hospital|medical|health|healthcare|clinic|dental|physicians?|surgical|surgery|ambulance|radiology|resorts?|hotels?|university|college|school|academy|furniture|motors|dealership|wireless|telecom|cable|electric|energy|utilit(?:y|ies)|water|insurance|fitness|club|gym|apartments?|realty|homeowners|stores?|retail|jewel(?:ers|ry)|pharmacy|laborator(?:y|ies)|veterinary|universidad|cl[ií]nica|banco|tienda)\b/i;

/** The company is the one the letter says is owed (a creditor line, "your account with …"), or its name says it sells. */
const readAsCreditor = (ctx: RuleContext, company: string): boolean =>
  SELLER_NAME.test(company) || creditorNames(ctx).some((c) => sameEntity(c.value, company));

/**
 * The letter names its sender otherwise too: a company other than the unit's in its letterhead, signature, payee or "is a debt
 * collector" sentence (the two names are compared as any two are), or an original creditor that is not the unit's company (a
 * debt buyer writing through its own department beside the creditor it bought from: its own true name).
 */
const namedOtherwise = (ctx: RuleContext, company: string): boolean => {
  const others = [
    ...disclosedCollectorNames(ctx),
    ...payeeNames(ctx),
    ...[...letterheadLines(ctx).slice(0, 4), ...signatureLines(ctx)].map((s): Name => ({ value: s.text, span: s, source: 'letterhead' })),
  ].filter((n) => isCompany(n) && !UNIT_AFTER_NAME.test(n.value.trim()) && !UNIT_BEFORE_NAME.test(n.value.trim()));
  if (others.some((n) => !sameEntity(n.value, company))) return true;
  const original = ctx.facts.originalCreditor?.value;
  return original !== undefined && !sameEntity(original, company);
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const creditors = [...new Set(creditorNames(ctx).map((c) => c.value))];
    // A creditor that collects under a name suggesting a third party is a debt collector (1692a(6)), whatever the person said of
    // the sender being the original creditor: the gates are read as for a collector.
    const ownUnit = creditorUnderThirdPartyName(ctx, creditors);
    const saidCreditor = ownUnit ? undefined : creditorSaidToBeSender(ctx, creditors);
    const gate = checkGates(
      (ownUnit || saidCreditor) && ctx.gates.isDebtCollector === false ? { ...ctx, gates: { ...ctx.gates, isDebtCollector: true } } : ctx,
    );
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    if (ownUnit)
      return flag(
        `This letter may violate federal law: it is written under the name "${ownUnit.sender.value}", which the letter itself says is part of ${ownUnit.creditor.value}, the creditor, while it presents that name as a third party collecting the debt. A creditor that collects its own debts under a name that suggests a third party is collecting is a debt collector (15 U.S.C. 1692a(6)) and must use its true name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); a form that falsely suggests a third party is involved is forbidden (15 U.S.C. 1692j).`,
        uniqueSpans([ownUnit.sender.span, ownUnit.creditor.span]),
        'medium',
        assumptions,
      );
    if (saidCreditor)
      return flag(
        saidCreditorMessage(saidCreditor.sender.value, saidCreditor.creditor),

        [saidCreditor.sender.span],
        'medium',
        assumptions,
      );
    // A collector writing as the creditor's own collecting unit (decision 434; Hartman v. Meridian Financial Services, W.D. Wis.
    // 2002): the letter cannot show who sent it, the person can. Asked until they say; flagged once they say the letter is not
    // from the original creditor collecting in its own name (when they say it is, the gate above has stopped: a creditor
    // collecting in its own name is no debt collector, 1692a(6)).
    const unit = creditorUnitName(ctx);
    // A law firm's own collection department is the firm writing under its true name.
    if (unit && !namedOtherwise(ctx, unit.company) && readAsCreditor(ctx, unit.company) && !lawFirmIdentity(ctx).lawFirm) {
      if (ctx.answers.senderIsOriginalCreditor === false)
        return flag(
          `This letter may violate federal law: it is written as "${unit.span.text.trim()}", the collection department of ${unit.company}, and you told us it is not from the original creditor collecting in its own name. A collection company that writes as the creditor's own department hides that a debt collector is collecting; a debt collector must use the true name of its business (15 U.S.C. 1692e(14), (10); 12 CFR 1006.18(c)(4); Hartman v. Meridian Financial Services, W.D. Wis. 2002).`,
          [unit.span],
          'medium',
          assumptions,
        );
      if (ctx.answers.senderIsOriginalCreditor === undefined)
        return needsInput(
          `This letter is written as "${unit.span.text.trim()}", the collection department of ${unit.company}: if another company sent it (the return address, the payee or a call told you so), writing as the creditor's own department hides that a debt collector is collecting (15 U.S.C. 1692e(14)).`,
          [QUESTIONS.senderIsOriginalCreditor],
          [unit.span],
          assumptions,
        );
    }
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
    // A descriptor the facts took for the name ("Abogados" under the firm's name) is not it either.
    const primary =
      stated.find((n) => !isUnitOrRole(n) && !DESCRIPTOR.test(bareName(n))) ?? (stated.length > 0 ? named.find((n) => n.source !== 'payee') : undefined);
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

/** The finding of `creditorSaidToBeSender` (kept last in the file so that the message catalogue's keys of the others stay as they were). */
const saidCreditorMessage = (sender: string, creditor: string): string =>
  `This letter may violate federal law: it is written under the name "${sender}" and presents that name as a third party collecting for ${creditor}, but you told us the letter came from the original creditor itself. A creditor that collects its own debts under a name that suggests a third party is collecting is a debt collector (15 U.S.C. 1692a(6)) and must use its true name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); a form that falsely suggests a third party is involved is forbidden (15 U.S.C. 1692j; Maguire v. Citicorp Retail Services, 2d Cir. 1998).`;
