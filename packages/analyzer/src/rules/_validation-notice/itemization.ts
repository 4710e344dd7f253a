import type { RuleContext } from '../../types';
import { type FoundDate, datesIn } from './dates';
import { firstIn, fromOriginal, memo, type Range, type VnDoc } from './vn-doc';
import { execAll } from '../../text/exec-all';
import { isSpace } from '../../text/chars';

/**
 * The itemization of 12 CFR 1006.34(c)(2)(vi)-(ix) as written in the letter: the reference date,
 * the amount owed on it, interest, fees, payments and credits since, and the current amount.
 * Read line by line (a table row is a line); a value may sit on the next line when a text layer
 * splits a table into a label column and a value column.
 */

export type Money = Range & { value: number };

/** '$ 2,234.56', '- $50.00', '($50.00)', '2,234.56', '$0', with OCR's S for 5 and O for 0 inside digits. */
const MONEY =
  /(?:\(\s{0,2})?[-+]?\s{0,2}[$§]\s{0,2}[-+]?\s{0,2}\d[\d,OSl]*(?:\.[\dOS]{1,2})?(?:\s{0,2}\))?|(?:\(\s{0,2})?[-+]?\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b(?:\s{0,2}\))?|(?:\(\s{0,2})?[-+]?\b\d+\.\d{2}\b(?:\s{0,2}\))?/g;
const ZERO_WORD = /^\s*[:=+-]?\s*(?:none|zero|nil|n\/a|-0-|\$\s*-\s*$|ninguno|ninguna|cero)\b|^\s*[:=+-]?\s*\$?\s*0(?:\.0{1,2})?\s*$/i;

const cleanNumber = (raw: string): number | undefined => {
  const compact = raw.replace(/[()$§+\s-]/g, '');
  // OCR reads a decimal point as a comma ('50,09'): a final comma before two digits, with no point.
  const decimal = !compact.includes('.') && /,\d{2}$/.test(compact) ? `${compact.slice(0, -3)}.${compact.slice(-2)}` : compact;
  const digits = decimal.replace(/O/g, '0').replace(/S/g, '5').replace(/l/g, '1').replace(/,/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(digits)) return undefined;
  return Number(digits);
};

/** The amounts in a range. */
export const moneyIn = (d: VnDoc, r: Range): Money[] => {
  const out: Money[] = [];
  const slice = d.text.slice(r.start, r.end);
  for (const m of execAll(MONEY, slice)) {
    const value = cleanNumber(m[0]);
    if (value === undefined) continue;
    let s = r.start + (m.index ?? 0);
    let e = s + m[0].length;
    while (s < e && isSpace(d.text.charCodeAt(s))) s++;
    while (e > s && isSpace(d.text.charCodeAt(e - 1))) e--;
    out.push({ start: s, end: e, value });
  }
  return out;
};

export type ItemLine = {
  /** The label's line. */
  line: Range;
  /** The value found (on the line after the label, or on the next line); null for 'none' / 'zero'. */
  value?: Money | null;
  /** The label has no value at all (an empty field). */
  blank: boolean;
};

export type Itemization = {
  /** The itemization's lines, from the first to the last item found. */
  block: Range;
  /** 'As of <date>, you owed: $X' (or 'Balance at charge-off', 'Itemization date balance'). */
  base?: ItemLine;
  /** Dates on the base line, the 'Between <date> and today' line and an 'Itemization date: <date>' label. */
  referenceDates: FoundDate[];
  /** Dates labelled as one of the five reference dates ('Charge-off date: ...', 'Last payment date: ...'). */
  labelledDates: FoundDate[];
  interest?: ItemLine;
  fees?: ItemLine;
  payments?: ItemLine;
  current?: ItemLine;
};

export const BASE =
  /\b(?:as\s+of|al)\b[^\n]{0,60}?\b(?:you\s+[o0]w[ec][dgq]|usted\s+deb[ií]a|the\s+balance\s+(?:was|owed)|balance\s+owed|amount\s+owed)|\b(?:amount|balance)\s+(?:owed|due)?\s*(?:on|as\s+of|at)\s+(?:the\s+)?(?:itemi[sz]ation\s+date|charge[-\s]?off|last\s+(?:statement|payment))|\bitemi[sz]ation[-\s]+date\s+(?:balance|amount)|\bcharge[-\s]?off\s+(?:balance|amount)|\b(?:balance|amount)\s+(?:at|upon)\s+charge[-\s]?off/i;
const BETWEEN =
  /\bbetween\b[^\n]{0,40}\ba[nm][dgc]\s+today\b|\bentre\b[^\n]{0,40}\by\s+hoy\b|\bsince\b[^\n]{0,40}\b(?:you\s+(?:were|have\s+been)\s+charged|the\s+following)/i;
const ITEMIZATION_DATE = /\bitemi[sz]ation\s+date\b|\bfecha\s+de\s+desglose\b/i;
const REFERENCE_DATE_LABEL =
  /\b(?:itemi[sz]ation\s+date|charge[-\s]?off\s+date|date\s+of\s+charge[-\s]?off|last\s+statement\s+date|last\s+payment\s+date|date\s+of\s+last\s+payment|transaction\s+date|judgment\s+date|fecha\s+de\s+(?:desglose|cancelaci[oó]n))\b/i;
const INTEREST = /\binterest\b|\bintereses?\b/i;
const FEES = /\bfees?\b|\bcosts?\b|\bcharges\b|\bcargos\b|\bcomisiones\b|\bcuotas\b|\btarifas\b/i;
const PAYMENTS = /\bpaid\b|\bpayments?\b|\bcredits\b|\bcredited\b|\bpag[oó](?![\w\u00c0-\u017f])|\bpagos\b|\bacredit|\bcr[eé]ditos\b/i;
export const CURRENT =
  /\btotal\s+amount\s+of\s+(?:the\s+)?debt(?:\s+now)?|\btotal\s+(?:amount\s+)?(?:due|owed|owing|balance)(?:\s+now)?|\bcurrent\s+(?:balance|amount(?:\s+(?:due|owed))?)|\bbalance\s+(?:due|now)|\bamount\s+(?:now\s+)?due\b|\bamount\s+(?:due|owed)\s+(?:now|today)|\bcantidad\s+total\s+de\s+la\s+deuda|\bsaldo\s+(?:actual|total)|\btotal\s+adeudado|\b(?:amount|balance)\s+of\s+(?:this|the|each)\s+(?:account|debt|bill|claim)\s+(?:now|today)\b|\b(?:cantidad|monto|saldo)\s+de\s+(?:esta|la|cada)\s+(?:cuenta|deuda|factura)\s+(?:ahora|hoy)(?![\w\u00c0-\u017f])/i;

const lineText = (d: VnDoc, r: Range): string => d.text.slice(r.start, r.end);

/** The value written after the label on the line, or on the next line when that line is only an amount. */
const valueAfter = (d: VnDoc, lines: Range[], k: number, labelEnd: number): { value?: Money | null; blank: boolean } => {
  const line = lines[k] as Range;
  const rest: Range = { start: labelEnd, end: line.end };
  const restText = d.text.slice(rest.start, rest.end);
  const inline = moneyIn(d, rest)[0];
  if (inline) return { value: inline, blank: false };
  // The value cell: what follows the label's colon or dotted leader.
  const cell = restText.slice(Math.max(restText.lastIndexOf(':'), restText.search(/\.{3,}[^.]*$/)) + 1).replace(/^\.+/, '');
  if (ZERO_WORD.test(cell)) return { value: null, blank: false };
  if (/[A-Za-z]{3,}/.test(cell.replace(/\b(?:in|the|to|toward|debt|amount|this|you|were|or|paid|credited|charged)\b/gi, ''))) return { blank: false };
  const next = lines[k + 1];
  if (next) {
    const nextText = lineText(d, next);
    if (/^[-+(]?\s{0,2}\$?\s{0,2}[-+]?\s{0,2}\d[\d,.OS]*\)?$/.test(nextText)) {
      const m = moneyIn(d, next)[0];
      if (m) return { value: m, blank: false };
    }
    if (ZERO_WORD.test(nextText) && nextText.length < 12) return { value: null, blank: false };
    // A label broken over two lines ('You paid or were credited this amount' / 'toward the debt: - $ 50.00').
    if (/^[a-z]/.test(nextText) && !/[.!?]\s*$/.test(d.text.slice(line.start, line.end))) {
      const m = moneyIn(d, next)[0];
      if (m) return { value: m, blank: false };
      if (ZERO_WORD.test(nextText.slice(nextText.lastIndexOf(':') + 1))) return { value: null, blank: false };
    }
  }
  return { blank: true };
};

const itemLine = (d: VnDoc, lines: Range[], k: number, re: RegExp): ItemLine | undefined => {
  const line = lines[k] as Range;
  const m = firstIn(d, re, line);
  if (!m) return undefined;
  const v = valueAfter(d, lines, k, m.end);
  return { line, value: v.value, blank: v.blank };
};

/** Reads the itemization table of a letter, or undefined when it has none. */
export const readItemization = (d: VnDoc): Itemization | undefined => memo(d, 'itemization', () => readItemizationOf(d));

/**
 * Every itemization table of the letter, in order: one for each debt when a notice itemizes several debts separately and then
 * states their total (12 CFR 1006.34(c)(2)(viii) and its commentary). Each table ends at its own current line; a table without
 * one ends the list.
 */
export const readItemizations = (d: VnDoc): Itemization[] =>
  memo(d, 'itemizations', () => {
    const out: Itemization[] = [];
    let from = 0;
    while (from < d.lines.length) {
      const it = readItemizationOf(d, from);
      if (!it) break;
      out.push(it);
      if (!it.current) break;
      const next = d.lines.findIndex((l) => l.start > it.block.end);
      if (next < 0) break;
      from = next;
    }
    return out;
  });

const readItemizationOf = (d: VnDoc, from = 0): Itemization | undefined => {
  const lines = d.lines;
  let anchor = -1;
  for (let k = from; k < lines.length; k++) {
    const t = lineText(d, lines[k] as Range);
    if (BASE.test(t) || BETWEEN.test(t)) {
      anchor = k;
      break;
    }
  }
  // Without a base or 'between' line, a cluster of interest / fees / payments rows with amounts.
  if (anchor < 0) {
    for (let k = from; k < lines.length; k++) {
      const t = lineText(d, lines[k] as Range);
      if (INTEREST.test(t) && moneyIn(d, lines[k] as Range).length > 0 && !/\brate\b|%/.test(t)) {
        const around = lines.slice(Math.max(0, k - 3), k + 4).map((l) => lineText(d, l));
        const categories = [INTEREST, FEES, PAYMENTS].filter((re) => around.some((x) => re.test(x))).length;
        if (categories >= 2) {
          anchor = Math.max(from, k - 3);
          // Start at the first row of the table (a row with an amount or an item word).
          while (anchor < k) {
            const row = lines[anchor] as Range;
            const rowText = lineText(d, row);
            if (moneyIn(d, row).length > 0 && !/,\s*[A-Z]{2}\s+\d{5}/.test(rowText)) break;
            anchor++;
          }
          break;
        }
      }
    }
  }
  if (anchor < 0) return undefined;

  const it: Itemization = {
    block: { start: (lines[anchor] as Range).start, end: (lines[anchor] as Range).end },
    referenceDates: [],
    labelledDates: [],
  };
  for (let k = Math.max(from, anchor - 4); k < anchor; k++) {
    const line = lines[k] as Range;
    const t = lineText(d, line);
    if (!REFERENCE_DATE_LABEL.test(t)) continue;
    const dates = datesIn(d, line).slice(0, 1);
    if (ITEMIZATION_DATE.test(t)) it.referenceDates.push(...dates);
    else it.labelledDates.push(...dates);
  }
  const last = Math.min(lines.length - 1, anchor + 14);
  for (let k = anchor; k <= last; k++) {
    const line = lines[k] as Range;
    const t = lineText(d, line);
    const lineDates = (): FoundDate[] => datesIn(d, line).slice(0, 1);
    if (!it.base && BASE.test(t)) {
      it.base = itemLine(d, lines, k, BASE);
      it.referenceDates.push(...lineDates());
    } else if (BETWEEN.test(t)) {
      it.referenceDates.push(...lineDates());
    } else if (REFERENCE_DATE_LABEL.test(t) && lineDates().length > 0 && !CURRENT.test(t)) {
      if (ITEMIZATION_DATE.test(t)) it.referenceDates.push(...lineDates());
      else it.labelledDates.push(...lineDates());
    } else if (!it.current && CURRENT.test(t)) {
      it.current = itemLine(d, lines, k, CURRENT);
    } else if (!it.payments && PAYMENTS.test(t) && !/\bpayment\s+(?:options?|plan|arrangements?)\b/i.test(t)) {
      it.payments = itemLine(d, lines, k, PAYMENTS);
    } else if (!it.interest && INTEREST.test(t) && !/\brate\b|%/.test(t)) {
      it.interest = itemLine(d, lines, k, INTEREST);
      if (!it.fees && FEES.test(t.replace(/\binterest\s+(?:charges|fees)\b/i, ''))) it.fees = it.interest;
    } else if (!it.fees && FEES.test(t) && !/\bcharged?\s+off\b/i.test(t)) {
      it.fees = itemLine(d, lines, k, FEES);
    } else continue;
    it.block.end = line.end;
    if (it.current) break;
  }
  return it;
};

/** The itemization, with the facts stage's values preferred where it found them. */
export const itemizationOf = (ctx: RuleContext, d: VnDoc): Itemization | undefined => {
  const it = readItemization(d);
  const f = ctx.facts.itemization;
  const fromFact = (fact: { value: number | null; span: { start: number; end: number } } | undefined): ItemLine | undefined => {
    if (!fact) return undefined;
    const start = fromOriginal(d, fact.span.start);
    const end = fromOriginal(d, fact.span.end);
    // The facts stage gives `value: null` for a label whose value is blank.
    return fact.value === null ? { line: { start, end }, blank: true } : { line: { start, end }, value: { start, end, value: fact.value }, blank: false };
  };
  const hasFacts = f.amountOnItemizationDate || f.currentAmount || f.interest || f.fees || f.paymentsAndCredits;
  if (!hasFacts) return it;
  const spans = [f.amountOnItemizationDate, f.interest, f.fees, f.paymentsAndCredits, f.currentAmount].flatMap((x) => (x ? [x.span] : []));
  const block = {
    start: fromOriginal(d, Math.min(...spans.map((x) => x.start))),
    end: fromOriginal(d, Math.max(...spans.map((x) => x.end))),
  };
  const merged: Itemization = it ?? { block, referenceDates: [], labelledDates: [] };
  return {
    ...merged,
    base: merged.base?.value ? merged.base : (fromFact(f.amountOnItemizationDate) ?? merged.base),
    interest: merged.interest && !merged.interest.blank ? merged.interest : (fromFact(f.interest) ?? merged.interest),
    fees: merged.fees && !merged.fees.blank ? merged.fees : (fromFact(f.fees) ?? merged.fees),
    payments: merged.payments && !merged.payments.blank ? merged.payments : (fromFact(f.paymentsAndCredits) ?? merged.payments),
    current: merged.current?.value ? merged.current : (fromFact(f.currentAmount) ?? merged.current),
  };
};

/** 'See the enclosed separate page for an itemization' (1006.34(c)(2)(viii)), or a referenced mortgage periodic statement ((c)(5)). */
export const SEPARATE_PAGE =
  /\b(?:see|refer\s+to|review)\b[^.]{0,60}\b(?:separate|enclosed|attached|following|next|reverse)\b[^.]{0,30}\b(?:page|sheet|itemi[sz]ation|statement|schedule)|\bitemi[sz]ation\b[^.]{0,60}\b(?:is\s+)?(?:enclosed|attached|on\s+(?:a|the)\s+(?:separate|following|next|enclosed)\s+(?:page|sheet))|\bperiodic\s+statement\b[^.]{0,60}\b(?:enclosed|attached)|\b(?:enclosed|attached)\b[^.]{0,60}\bperiodic\s+statement/i;

/** 'No interest or fees have been added', 'you have made no payments'. */
export const NO_INTEREST =
  /\bno\s+(?:interest|finance\s+charges?)\b[^.]{0,40}\b(?:charged|added|accru|assessed|applied)|\b(?:has|have)\s+not\s+(?:been\s+)?(?:charged|added|assessed)\b[^.]{0,30}\binterest|\binterest\b[^.]{0,30}\b(?:has|have)\s+not\s+been\s+(?:charged|added|assessed)|\bnot\s+(?:charging|adding)\s+(?:any\s+)?interest/i;
export const NO_FEES =
  /\bno\s+(?:(?:interest\s+(?:or|and)\s+)?fees|charges|costs)\b[^.]{0,40}\b(?:charged|added|accru|assessed|applied)|\b(?:has|have)\s+not\s+(?:been\s+)?(?:charged|added|assessed)\b[^.]{0,40}\bfees|\bfees\b[^.]{0,30}\b(?:has|have)\s+not\s+been\s+(?:charged|added|assessed)|\bnot\s+(?:charging|adding)\s+(?:any\s+)?(?:interest\s+or\s+)?fees/i;
export const NO_PAYMENTS =
  /\bno\s+payments?\s+(?:or\s+credits?\s+)?(?:have\s+been\s+)?(?:made|received|applied|posted)|\byou\s+(?:have\s+)?(?:made|paid)\s+no\s+payments?|\bhave\s+not\s+(?:made|received)\s+any\s+payments?|\bno\s+payments?\s+or\s+credits?\b/i;

/** The three items of the itemization since the itemization date (12 CFR 1006.34(c)(2)(viii)). */
export type ItemizationItem = 'interest' | 'fees' | 'payments';

const ITEM_NOUN = String.raw`(?:interest(?:\s+charges?)?|finance\s+charges?|fees?|(?:other\s+)?charges?|costs?|payments?|credits?|intereses|inter[eé]s|cargos?|costos?|gastos|pagos?|cr[eé]ditos?)`;
const LIST_JOIN = String.raw`(?:\s*,\s*(?:(?:or|and|nor|ni|o|y)\s+)?|\s+(?:or|and|nor|ni|o|y)\s+)(?:(?:no|any|ning[uú]n[oa]?s?)\s+)?`;
/** Two items or more in one list ("interest, fees, payments or credits", "intereses, cargos, pagos ni créditos"). */
const ITEM_LIST = String.raw`${ITEM_NOUN}(?:${LIST_JOIN}${ITEM_NOUN}){1,4}\b`;
const BETWEEN_ITEMS = new RegExp(LIST_JOIN, 'i');
/**
 * A list of the items the negation governs: "no interest, fees, payments or credits", "no interest, no fees and no payments",
 * "nothing has been added for interest or fees", "sin intereses, cargos, pagos ni créditos", "no se han agregado intereses ni
 * cargos", "no hubo intereses ni cargos"; or the list answered "none" ("interest, fees, payments and credits since then: none").
 */
const NONE_LIST = new RegExp(
  String.raw`(?<![\w\u00c0-\u017f])(?:no|sin|ning[uú]n[oa]?s?|nothing\s+(?:has\s+been\s+|was\s+|have\s+been\s+)?(?:added|charged|assessed|posted)\s+for|no\s+(?:se\s+)?(?:han?|hubo)(?:\s+(?:agregado|cobrado|cargado|a[nñ]adido|sumado|aplicado|recibido|acreditado|registrado))?)\s+(?:(?:any|additional|further|new|more|m[aá]s)\s+)?(${ITEM_LIST})|(${ITEM_LIST})(?:\s+(?:since|after|desde|despu[eé]s\s+de)\s+[^:.;\n]{1,30})?\s*:\s*(?:none|nothing|ninguno|ninguna|nada)\b`,
  'gi',
);
/** The clause places the list after the itemization date: "since then", "after that date", "between … and today", "desde entonces". */
const SINCE_ITEMIZATION_DATE = /\b(?:since|after|between)\b|(?<![\w\u00c0-\u017f])(?:desde|a\s+partir\s+de|despu[eé]s\s+de)\b/i;
/** A promise or a condition speaks of what will happen, not of what did since the date ("no fees will be added if you pay"). */
const NOT_SINCE = /\b(?:will|would|shall|if|unless)\b|(?<![\w\u00c0-\u017f])(?:si\s|se\s+(?:agregar|cobrar|a[nñ]adir|sumar)[aá]n\b|ser[aá]n?\b)/i;

const itemOf = (noun: string): ItemizationItem | undefined =>
  /^(?:interest|finance|intereses|inter[eé]s)/i.test(noun)
    ? 'interest'
    : /^(?:payments?|credits?|pagos?|cr[eé]ditos?)$/i.test(noun)
      ? 'payments'
      : /^(?:fees?|(?:other\s+)?charges?|costs?|cargos?|costos?|gastos)$/i.test(noun)
        ? 'fees'
        : undefined;

/**
 * The items a sentence says were none since the itemization date (decision 540): a list of them the negation governs, in a
 * sentence that places it after the date and promises nothing. Comment 34(c)(2)(viii)-1 allows "none" for an item; a list
 * says it of each item it names, as "$0.00" on a line does.
 */
export const itemsSaidNone = (d: VnDoc): ReadonlySet<ItemizationItem> =>
  memo(d, 'itemsSaidNone', () => {
    const said = new Set<ItemizationItem>();
    if (!/\b(?:payments?|credits?|pagos?|fees|cargos|interest|intereses)\b/i.test(d.text)) return said;
    for (const sentence of d.sentences) {
      const text = d.text.slice(sentence.start, sentence.end);
      if (!SINCE_ITEMIZATION_DATE.test(text) || NOT_SINCE.test(text)) continue;
      for (const m of execAll(NONE_LIST, text)) {
        const list = m[1] ?? m[2] ?? '';
        for (const noun of list.split(BETWEEN_ITEMS)) {
          const item = itemOf(noun.trim());
          if (item) said.add(item);
        }
      }
    }
    return said;
  });
