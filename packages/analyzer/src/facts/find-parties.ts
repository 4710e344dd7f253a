import type { Address, Fact, Party } from '../types';
import { findAddressBlocks, type AddressBlock } from './find-address-blocks';
import { findPhoneMatches, findWebsiteMatches } from './find-contacts';
import { isOrganisationName, isPersonName, readName, type NameMatch } from './read-name';
import { flex, lineIndexAt, sentenceBounds, span, toSource, type Source } from './source';
import { matchesOf } from '../text/prefilter';
import { execAll } from '../text/exec-all';

export type Parties = {
  collector?: Party;
  currentCreditor?: Fact<string>;
  originalCreditor?: Fact<string>;
  itemizationDateCreditor?: Fact<string>;
  consumer?: { name?: Fact<string>; address?: Address };
};

const nameFact = (src: Source, m: NameMatch): Fact<string> => ({ value: m.name, span: span(src, m.start, m.end) });

const sameName = (a: string, b: string): boolean => {
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/[,.]/g, '')
      .replace(/\b(?:inc|llc|llp|corp|co|na|pc|ltd|the)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const ka = key(a);
  const kb = key(b);
  return ka.length > 0 && (ka === kb || (ka.length >= 6 && kb.startsWith(ka)) || (kb.length >= 6 && ka.startsWith(kb)));
};

/** Names that a pattern may catch but are never a party. */
const GENERIC =
  /^(?:us|we|you|our office|this office|the creditor|creditor|client|debt collector|collector|the|a|an|it|them|me|him|her|original creditor|current creditor|cfpb|consumer financial protection bureau|federal trade commission|ftc|usted|nosotros|our client|balance|balance due|account|account number|amount|amount due|total|date|reference|status|saldo|cuenta|unknown|none|pending|tbd|see above|see below|not applicable|desconocido|desconocida|ninguno|ninguna|no aplica|pendiente|not|no)$/i;

const usable = (m: NameMatch | null): m is NameMatch =>
  m !== null && !GENERIC.test(m.name) && !NAME_WITHHELD.test(m.name) && !/^(?:[A-Z]\.?|\d+)$/.test(m.name) && !/^[X*#•-]*\d[\d\s-]*$/i.test(m.name);

/** Reads a name after every match of `re` (at the end of the match); the first usable one. */
const nameAfter = (src: Source, re: RegExp, accept: (m: NameMatch, at: number) => boolean = () => true): NameMatch | null => {
  const text = src.norm.text;
  for (const m of matchesOf(re, text)) {
    const at = (m.index ?? 0) + m[0].length;
    const name = readName(text, at);
    // A label's value that says the name is not given ("Creditor: Sin información") is no name, whatever word it opens with.
    if (usable(name) && accept(name, at) && !NAME_WITHHELD.test(text.slice(at, at + 40))) return name;
  }
  return null;
};

// ------------------------------------------------------------------------------------------------
// Collector

const COLLECTOR_SENTENCE = flex(
  /\b(?:is|are) (?:a|an|the) (?:debt collector|debt collection (?:agency|company|firm)|collection agency|debt buyer)\b|\bes (?:un|una) (?:cobrador(?:a)? de deudas|agencia de cobranzas?)\b/gi,
);
const A_DEBT_COLLECTOR = flex(/\b(?:a|an) (?:debt collector|collection agency)\b|\b(?:un|una) (?:cobrador de deudas|agencia de cobranzas?)\b/gi);

/** "[Name] is a debt collector" / "from [Name], a debt collector". */
const collectorFromSentence = (src: Source): NameMatch | null => {
  const text = src.norm.text;
  for (const m of matchesOf(COLLECTOR_SENTENCE, text)) {
    const at = m.index ?? 0;
    // The sentence starts at its start, or (OCR text without punctuation) at the start of the line.
    const starts = [sentenceBounds(text, at, at + 1).start, src.lines[lineIndexAt(src, at)]!.start];
    for (const start of starts) {
      const name = readName(text, start);
      if (usable(name) && /^[\s,]*$/.test(text.slice(name.end, at))) return name;
    }
  }
  for (const m of matchesOf(A_DEBT_COLLECTOR, text)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 90), at);
    const lead = /\b(?:from|by|de|is|es)\s+(?=[A-Z])/g;
    let last: RegExpExecArray | null = null;
    for (let x = lead.exec(before); x !== null; x = lead.exec(before)) last = x;
    if (!last) continue;
    const start = at - before.length + last.index + last[0].length;
    const name = readName(text, start);
    if (usable(name) && name.end >= at - 1 && /^[\s,]*$/.test(text.slice(name.end, at))) return name;
  }
  return null;
};

const COLLECTOR_ELSEWHERE: readonly RegExp[] = [
  // "to" is a whole word: "SEND PAYMENT TODAY" names no one.
  flex(/\bmake (?:your |all )?(?:checks?|payments?|money orders?)(?: or money orders?)? payable to\b:?\s*/gi),
  flex(/\b(?:remit|send) (?:your )?payments? to\b:?\s*/gi),
  flex(/\bmail this form to\b:?\s*/gi),
  flex(/\bsincerely,?[ \t]*\n[ \t]*(?:\n[ \t]*)?/gi),
  flex(/\b(?:atentamente|cordialmente),?[ \t]*\n[ \t]*/gi),
];

/** Where the letter's body starts: the first greeting, "Re:" line, debt-collector sentence or long prose line. */
const letterheadEnd = (src: Source): number => {
  const limit = Math.min(src.lines.length, 40);
  for (let i = 0; i < limit; i++) {
    const t = src.lines[i]!.text;
    if (t.includes('\f')) return i;
    if (/^\s*(?:dear|estimad[oa]|re:|regarding|ref:)\b/i.test(t)) return i;
    if (/debt collector|cobrador de deudas|trying to collect|attempt(?:ing)? to collect/i.test(t) && t.trim().length > 40) return i;
    if (t.length > 400 || (t.trim().length >= 90 && /\b[a-z]{3,20} [a-z]{3,20} [a-z]{3,20} [a-z]{3,20}\b/.test(t))) return i;
  }
  return limit;
};

const toAddress = (src: Source, block: AddressBlock): Address => {
  const first = block.address[0]!;
  const last = block.address[block.address.length - 1]!;
  // Lines as read (OCR fixes applied, spaces collapsed); the span quotes the letter.
  return { lines: block.address.map((l) => l.text.replace(/\s+/g, ' ').trim()), span: span(src, first.start, last.end) };
};

const LABELLED_PHONE = /(?:call|phone|telephone|tel|toll[- ]free|contact us|reach us|ll[aá]menos|tel[eé]fono)\b[^\n]{0,40}$/i;

const collectorContacts = (src: Source, block: AddressBlock | undefined, topEnd: number, excludeLines: Set<number>): Pick<Party, 'phone' | 'website'> => {
  const text = src.norm.text;
  const out: Pick<Party, 'phone' | 'website'> = {};
  // Near the collector's block: its extra lines, then the letterhead lines in the same column.
  const ranges: { start: number; end: number }[] = [];
  if (block) for (const l of [...block.address, ...block.extra]) ranges.push({ start: l.start, end: src.lines[lineIndexAt(src, l.start)]!.end });
  const headEnd = src.lines[Math.max(0, topEnd - 1)]?.end ?? 0;
  ranges.push({ start: 0, end: topEnd > 0 ? headEnd : 0 });
  for (const r of ranges) {
    if (!out.phone) {
      const phone = findPhoneMatches(text, r.start, r.end).find((p) => !excludeLines.has(lineIndexAt(src, p.start)));
      if (phone) out.phone = { value: phone.value, span: span(src, phone.start, phone.end) };
    }
    if (!out.website) {
      const site = findWebsiteMatches(text, r.start, r.end).find((w) => !w.public);
      if (site) out.website = { value: site.value, span: span(src, site.start, site.start + siteRootLength(text, site.start)) };
    }
  }
  if (!out.phone) {
    const phones = findPhoneMatches(text).filter((p) => !excludeLines.has(lineIndexAt(src, p.start)));
    const phone = phones.find((p) => LABELLED_PHONE.test(text.slice(Math.max(0, p.start - 60), p.start))) ?? phones[0];
    if (phone) out.phone = { value: phone.value, span: span(src, phone.start, phone.end) };
  }
  if (!out.website) {
    const site = findWebsiteMatches(text).find((w) => !w.public);
    if (site) out.website = { value: site.value, span: span(src, site.start, site.start + siteRootLength(text, site.start)) };
  }
  return out;
};

const siteRootLength = (text: string, start: number): number => {
  const m = /^[^\s/,;)"']+/.exec(text.slice(start, start + 120));
  return m ? m[0].replace(/\.+$/, '').length : 0;
};

// ------------------------------------------------------------------------------------------------
// Creditors

/**
 * The labels a notice puts before the creditor owed now, in any wording collectors use (decision 147): "Creditor",
 * "Current Owner", "Debt Owner", "Owed To", "Client Name", "Account Placed By", "Creditor to whom the debt is owed",
 * Spanish "Acreedor actual", "Dueño de la cuenta", "Propietario actual", "Acreedor a quien se le debe". Never an
 * original or former creditor's label (those are `ORIGINAL_CREDITOR`'s).
 */
/**
 * A label's value that says the name is not given, in the other words collectors print there (decision 553): "Not known", "Not
 * available", "Not provided", "Undisclosed", "Withheld", "Confidential", "No disponible", "No se conoce", "Sin información". The
 * whole value, to the end of its line: "Confidential Lending Group, LLC" is a name.
 */
export const NAME_WITHHELD_SOURCE = String.raw`(?:not\s+(?:known|available|provided|disclosed|listed|given|on\s+file)|unavailable|undisclosed|withheld|confidential|no\s+disponible|no\s+se\s+conoce|sin\s+informaci[oó]n|no\s+(?:proporcionad|divulgad)[oa]|confidencial)[ \t]*[.)]?[ \t]*(?=\n|$)`;
const NAME_WITHHELD = new RegExp(String.raw`^[ \t]*${NAME_WITHHELD_SOURCE}`, 'i');

export const CREDITOR_LABEL_SOURCE = [
  String.raw`(?:(?:current|present)[ \t]+)?(?:creditor|client|owner|holder)(?:[ \t]+name)?`,
  String.raw`(?:account|debt)[ \t]+(?:owner|holder)|(?:(?:current|present)[ \t]+)?(?:owner|holder)[ \t]+of[ \t]+(?:the[ \t]+|this[ \t]+)?(?:debt|account)`,
  String.raw`creditor[ \t]+to[ \t]+whom[ \t]+(?:the[ \t]+|this[ \t]+)?(?:debt|account|balance)[ \t]+is[ \t]+(?:now[ \t]+)?owed`,
  String.raw`(?:amount[ \t]+|debt[ \t]+)?owed[ \t]+to|(?:account[ \t]+)?(?:placed|referred)[ \t]+by|collecting[ \t]+for|on[ \t]+behalf[ \t]+of`,
  String.raw`acreedor(?:[ \t]+actual)?|acreedor[ \t]+a[ \t]+quien[ \t]+(?:se[ \t]+)?(?:le[ \t]+)?debe|cliente|en[ \t]+nombre[ \t]+de`,
  String.raw`(?:due[nñ]o|propietario|titular)(?:[ \t]+actual)?(?:[ \t]+de[ \t]+la[ \t]+(?:cuenta|deuda))?`,
].join('|');

const CURRENT_CREDITOR: readonly RegExp[] = [
  flex(
    /\b(?:current creditor|creditor to whom the debt is (?:now )?owed|current (?:owner|holder)(?: of (?:the|this|your) (?:account|debt))?|acreedor actual)(?: (?:is|es))?[ \t]*[:-]?[ \t]*(?:\n[ \t]*)?/gi,
  ),
  flex(
    /\b(?:you (?:now )?owe|(?:is|are|was|were) (?:now )?owed|owing|usted le debe|que usted debe)(?: to| a)\b(?:[ \t]+(?:our client|the current creditor|nuestro cliente),?)?|\b(?:deuda|cuenta|saldo) que usted (?:tiene|mantiene) con(?:[ \t\n]+(?:el|la))?\b|\bque usted le debe a(?:l|[ \t]+la)?\b/gi,
  ),
  flex(/\bon behalf of\b(?:[ \t]+(?:our client|the current creditor|its client),?)?|\ben nombre de\b(?:[ \t]+nuestro cliente,?)?/gi),
  // "Our client, X", "our client: X", "our client is X", "our client X" (one space: a wide gap is a table's next cell).
  flex(/\bour client(?:,[ \t]*|[ \t]*:[ \t]*|[ \t]+(?:is|es)[ \t]+|[ \t](?=\S))/gi),
  // A label at the start of a line or of a field on it (after a wide gap or a "·" / "|" separator), in one
  // language or both ("Creditor / Acreedor:").
  flex(
    new RegExp(
      String.raw`(?:^|[ \t]{3,}|[·|•][ \t]*)[ \t]*(?:${CREDITOR_LABEL_SOURCE})(?:[ \t]*\/[ \t]*(?:${CREDITOR_LABEL_SOURCE}))?[ \t]*:[ \t]*(?:\n[ \t]*)?`,
      'gim',
    ),
  ),
  // The same labels at the start of a line with a dot leader, a wide gap, a dash or a bar instead of a colon
  // ("Creditor Name ........ X", "Creditor      X", "Client  |  X").
  new RegExp(
    String.raw`^[ \t]*(?:${CREDITOR_LABEL_SOURCE})(?:[ \t]*\.{3,}[ \t]*|[ \t]{3,}|[ \t]*[|\u2013\u2014][ \t]*|[ \t]+-[ \t]+)(?![ \t])(?!(?:account|acct|balance|amount|date|number|reference|ref|total|due)\b)`,
    'gim',
  ),
  flex(/\b(?:your|the) (?:(?:current|present) )?creditor,[ \t]*|\bsu acreedor(?: actual)?,[ \t]*/gi),
  flex(/\bacreedor a quien (?:usted )?(?:se )?(?:le )?(?:debe|adeuda)(?: (?:la|esta) deuda)?(?: (?:es|ahora es))?[ \t]*[:-]?[ \t]*/gi),
  flex(/\b(?:placed|referred|assigned|transferred) (?:with|to) (?:us|our office|this office|our firm|this firm)(?: for collection)? by\b/gi),
  // The buyer named after a sale: "sold your account to X", "was sold by Y to X", "fue vendida a X" (decision 147).
  flex(
    /\bsold (?:(?:it|your account|your debt|the debt|the account|this debt|this account) )?(?:by [^.,;\n]{1,60}? )?to\b[ \t]*|\bvendid[ao]s? (?:por [^.,;\n]{1,60}? )?a\b[ \t]*/gi,
  ),
  // The collector's principal or the owner named after its verb: "we represent X", "collecting for X", "is owned by
  // X", "belongs to X", "su deuda con X", "pertenece a X" (decision 147).
  flex(
    /\b(?:we|this (?:office|firm|agency)|our (?:office|firm|agency)) (?:represents?|(?:is|are) (?:collecting|acting) (?:for|on behalf of))\b|\b(?:is|are) (?:now )?owned by\b|\bbelongs? to\b|\bpertenece a\b|\bes propiedad de\b|\ben representaci[oó]n de\b|\b(?:su|la|esta) (?:deuda|cuenta|saldo)(?: vencid[ao]| moros[ao])? con\b/gi,
  ),
];

const ORIGINAL_CREDITOR: readonly RegExp[] = [
  flex(/\boriginal creditor(?:'s name)?(?: (?:is|was))?[ \t]*[:,-]?[ \t]*(?:\n[ \t]*)?/gi),
  flex(/\bacreedor original(?: (?:es|era))?[ \t]*[:,-]?[ \t]*/gi),
  flex(/\boriginally (?:owed to|issued by|opened with|financed by|with|from)\b:?/gi),
  // The creditor said to be the one the debt was owed to before ("previously owed to X", "first owed to X", "Formerly owed
  // to: X", "originalmente adeudada a X", "se le debía originalmente a X"): the original creditor, not the one owed now
  // (decision 261).
  flex(
    /\b(?:formerly|previously|initially|first) (?:owed to|issued by|opened with|financed by)\b:?|\b(?:originalmente|anteriormente|inicialmente) (?:adeudad[ao]s?|debid[ao]s?|se le deb[ií]a|le deb[ií]a) a(?= )|\b(?:adeudad[ao]s?|debid[ao]s?|se le deb[ií]a|le deb[ií]a) (?:originalmente|anteriormente|inicialmente) a(?= )/gi,
  ),
  flex(/\b(?:issued|opened|originated) (?:by|with)\b/gi),
];

const PURCHASED_FROM = flex(/\b(?:purchased|acquired|bought)\b[^.\n]{0,60}?\bfrom\b/gi);
/**
 * The owner named before what it is or does: "[Buyer] purchased your account", "[X] is the current creditor", "[X] is
 * your creditor", "[X] owns this debt", "[X] es el acreedor actual", "[X] es el dueño de su cuenta" (decision 147).
 */
const BUYER_BEFORE = flex(
  /\b(?:purchased|acquired|bought) (?:your|the|this) (?:account|debt|obligation)\b|\b(?:is|are) (?:now )?(?:the|your) (?:(?:current|present) )?(?:creditor|owner|holder)\b(?! of record)|\b(?:now |currently )?(?:owns|holds) (?:your|the|this) (?:[\w-]+ ){0,2}?(?:account|debt|loan|obligation)\b|\b(?:es|son) (?:ahora )?(?:el|su) (?:acreedor|due[nñ]o|propietario|titular)(?: actual)?\b|,[ \t]*(?:the |your |our )?(?:(?:current|present) )?(?:creditor|owner|holder|client)\b(?! of record)/gi,
);

/** A creditor column header in a table row of two or more columns ("Creditor      Account Number      Balance"). */
const CREDITOR_HEADER = new RegExp(String.raw`(?:^|[ \t]{2,})(?:${CREDITOR_LABEL_SOURCE})[ \t]*(?=[ \t]{2,}\S|$)`, 'gim');

/** The cells of a line split at gaps of two or more spaces (or a tab): [start offset, text]. */
const cellsOf = (text: string, start: number, end: number): { start: number; text: string }[] =>
  [...execAll(/\S+(?:[ ]\S+)*/g, text.slice(start, end))].map((m) => ({ start: start + m.index, text: m[0] }));

/**
 * The creditor given as a table's column (decision 147): a header row whose cell is a creditor label ("Creditor",
 * "Current Owner", "Acreedor"), with the name in the next row's cell under it (the same column, or the cell starting
 * nearest to the header's start).
 */
const creditorInTable = (src: Source): NameMatch | null => {
  const text = src.norm.text;
  for (const m of matchesOf(CREDITOR_HEADER, text)) {
    const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    const li = lineIndexAt(src, at);
    const line = src.lines[li];
    const next = src.lines.slice(li + 1, li + 3).find((l) => l.text.trim() !== '');
    if (!line || !next) continue;
    const header = cellsOf(text, line.start, line.end);
    if (header.length < 2) continue;
    const column = header.findIndex((c) => c.start <= at && at < c.start + c.text.length);
    const cells = cellsOf(text, next.start, next.end);
    const cell = cells.length === header.length ? cells[column] : [...cells].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0];
    if (!cell) continue;
    const name = readName(text, cell.start);
    if (usable(name) && name.end <= cell.start + cell.text.length) return name;
  }
  return null;
};

/** "You had a [product] from [creditor] with account number", "creditor as of [date]: [creditor]". */
const itemizationCreditor = (src: Source): NameMatch | null => {
  const text = src.norm.text;
  for (const m of execAll(/\b(?:from|with|by|de|por(?:[ \t\n]+(?:el|la))?)[ \t\n]+(?=[A-Z])/g, text)) {
    const name = readName(text, (m.index ?? 0) + m[0].length);
    if (!usable(name)) continue;
    const after = text.slice(name.end, name.end + 40);
    if (/^,?[ \t\n]+(?:with|con)[ \t\n]+(?:the[ \t]+|el[ \t]+)?(?:account|n[uú]mero)/i.test(after)) return name;
  }
  const label = nameAfter(
    src,
    flex(
      /\bcreditor (?:as of|on) (?:the )?(?:itemization date|[A-Za-z]+\.? \d{1,2},? \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})[ \t]*[:,-]?[ \t]*(?:\n[ \t]*)?|\bacreedor (?:a|en) la fecha de desglose[ \t]*:?[ \t]*/gi,
    ),
  );
  if (label) return label;
  return nameAfter(
    src,
    flex(
      /\b(?:you had|usted ten[ií]a) (?:an? |una? )?[^.\n]{0,80}?\b(?:account|card|loan|agreement|contract|cuenta|tarjeta|pr[eé]stamo)(?: de cr[eé]dito)? (?:from|with|de|con)[ \t]+/gi,
    ),
  );
};

// ------------------------------------------------------------------------------------------------
// Consumer

const DEAR = /\b(?:dear|estimad[oa]|attn|attention)[ \t]*:?[ \t]+/gi;
const NOT_A_NAME = /^(?:sir|madam|sir or madam|customer|consumer|valued customer|account holder|debtor|cliente|se[nñ]or|se[nñ]ora|friend|resident|occupant)\b/i;

const consumerFromLabel = (src: Source): NameMatch | null =>
  nameAfter(
    src,
    /^[ \t]*(?:debtor|consumer|account holder|customer name|borrower|patient|guarantor|responsible party|deudor|consumidor|nombre)[ \t]*:[ \t]*/gim,
    (m) => !isOrganisationName(m.name),
  ) ?? nameAfter(src, DEAR, (m) => !NOT_A_NAME.test(m.name) && !isOrganisationName(m.name));

// ------------------------------------------------------------------------------------------------

/**
 * The parties of the letter: the collector (name, mailing address, phone, website) from the
 * "[X] is a debt collector" sentence and the letterhead; the current creditor ("owe to",
 * "on behalf of", "our client", "current creditor"); the original creditor; the creditor on the
 * itemization date ("from [creditor] with account number"); the consumer (the "To:" block or the
 * address block of a person, else "Dear [name]").
 */
export const findParties = (input: string | Source): Parties => {
  const src = toSource(input);
  const text = src.norm.text;
  const out: Parties = {};

  const topEnd = letterheadEnd(src);
  const blocks = findAddressBlocks(src);
  const topBlocks = blocks.filter((b) => b.firstLine < topEnd);
  const responseStart = text.search(/\bmail this form to\b|\bhow do you want to respond\b|\benv[ií]e este formulario a\b/i);

  // --- collector
  const sentenceName = collectorFromSentence(src);
  const isConsumerBlock = (b: AddressBlock) => b.nameLabel === 'to' || b.nameLabel === 'para' || (b.name !== undefined && isPersonName(b.name.name));
  const letterheadBlock = topBlocks.find((b) => b.name && !isConsumerBlock(b)) ?? topBlocks.find((b) => !b.name && b.column === 0 && b.firstLine === 0);
  let collectorName: NameMatch | null = sentenceName;
  let collectorBlock: AddressBlock | undefined;
  if (sentenceName) {
    collectorBlock =
      blocks.find((b) => b.name && sameName(b.name.name, sentenceName.name)) ?? (letterheadBlock && !letterheadBlock.name ? letterheadBlock : undefined);
    if (!collectorBlock && letterheadBlock?.name && isOrganisationName(letterheadBlock.name.name)) collectorBlock = letterheadBlock;
    // The first mention (usually the letterhead) is the evidence.
    const blockName = collectorBlock?.name;
    if (blockName && sameName(blockName.name, sentenceName.name) && blockName.start < sentenceName.start) {
      // OCR may add specks after the letterhead name ("North South Group Si"): keep the sentence's words.
      const longer = blockName.name.length > sentenceName.name.length && blockName.name.toLowerCase().startsWith(sentenceName.name.toLowerCase());
      collectorName = longer ? { start: blockName.start, end: blockName.start + sentenceName.name.length, name: sentenceName.name } : blockName;
    }
  } else if (letterheadBlock?.name) {
    collectorName = letterheadBlock.name;
    collectorBlock = letterheadBlock;
  } else {
    // First line of the letter when it reads as a business name.
    const firstLine = src.lines.find((l) => /[A-Za-z]/.test(l.text));
    const head = firstLine ? readName(text, firstLine.start, 8) : null;
    if (head && usable(head) && isOrganisationName(head.name) && lineIndexAt(src, head.start) < topEnd) collectorName = head;
    else {
      for (const re of COLLECTOR_ELSEWHERE) {
        const n = nameAfter(src, re, (m) => isOrganisationName(m.name) || !isPersonName(m.name));
        if (n) {
          collectorName = n;
          break;
        }
      }
    }
    if (collectorName) collectorBlock = blocks.find((b) => b.name && sameName(b.name.name, collectorName!.name));
  }

  // --- consumer
  const consumerBlock =
    topBlocks.find((b) => b.nameLabel === 'to' || b.nameLabel === 'para') ??
    topBlocks.find((b) => b !== collectorBlock && b.name !== undefined && isPersonName(b.name.name)) ??
    topBlocks.find(
      (b) => b !== collectorBlock && b.name !== undefined && !(collectorName && sameName(b.name.name, collectorName.name)) && !isOrganisationName(b.name.name),
    ) ??
    (responseStart >= 0
      ? blocks.find(
          (b) =>
            b.address[0]!.start > responseStart &&
            b.name !== undefined &&
            !(collectorName && sameName(b.name.name, collectorName.name)) &&
            !isOrganisationName(b.name.name),
        )
      : undefined);

  if (collectorName) {
    const consumerLines = new Set<number>();
    if (consumerBlock) for (const l of consumerBlock.address) consumerLines.add(lineIndexAt(src, l.start));
    out.collector = {
      name: nameFact(src, collectorName),
      ...(collectorBlock && collectorBlock !== consumerBlock ? { address: toAddress(src, collectorBlock) } : {}),
      ...collectorContacts(src, collectorBlock, topEnd, consumerLines),
    };
  }

  if (consumerBlock) {
    const name = consumerBlock.name ?? consumerFromLabel(src);
    out.consumer = { ...(name ? { name: nameFact(src, name) } : {}), address: toAddress(src, consumerBlock) };
  } else {
    const name = consumerFromLabel(src);
    if (name) out.consumer = { name: nameFact(src, name) };
  }

  // --- creditors
  const notCollectorOnly = (m: NameMatch) => !/^(?:this|our) (?:office|firm|agency)$/i.test(m.name);
  for (const re of CURRENT_CREDITOR) {
    const n = nameAfter(src, re, notCollectorOnly);
    if (n) {
      out.currentCreditor = nameFact(src, n);
      break;
    }
  }
  if (!out.currentCreditor) {
    const n = creditorInTable(src);
    if (n) out.currentCreditor = nameFact(src, n);
  }
  if (!out.currentCreditor) {
    // "[Buyer] purchased your account": the buyer owns it now.
    for (const m of matchesOf(BUYER_BEFORE, text)) {
      const at = m.index ?? 0;
      const sentence = sentenceBounds(text, at, at + 1);
      const n = readName(text, sentence.start);
      if (usable(n) && /^[\s,]*$/.test(text.slice(n.end, at).replace(/\b(?:has|have|recently|now|currently)\b/g, ''))) {
        out.currentCreditor = nameFact(src, n);
        break;
      }
    }
  }

  for (const re of ORIGINAL_CREDITOR) {
    const n = nameAfter(src, re);
    if (n) {
      out.originalCreditor = nameFact(src, n);
      break;
    }
  }
  if (!out.originalCreditor) {
    const n = nameAfter(src, PURCHASED_FROM);
    if (n) out.originalCreditor = nameFact(src, n);
  }

  const itemization = itemizationCreditor(src);
  if (itemization) out.itemizationDateCreditor = nameFact(src, itemization);
  return out;
};
