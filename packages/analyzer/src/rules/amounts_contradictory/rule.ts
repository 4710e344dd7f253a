import { spanOf } from '../../text/find';
import type { Rule, RuleContext, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { findMoney, showMoney } from '../_disclosures-and-amounts/numbers';
import { lineEndNear, lineStartNear, quote } from '../_disclosures-and-amounts/text';
import { execText, matchesOf, testText } from '../../text/prefilter';
import { readLetter } from '../../reading/read-letter';
import { execAll } from '../../text/exec-all';
import { readOfferBases } from '../../reading/offer-base';
import { readOwedAmounts } from '../../reading/owed-amounts';

/** More than one account (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const ACCOUNTS = /\baccounts\b/;

/** Labels that state what the consumer owes now. */
const CURRENT =
  /\b(?:current\s+balance|balance\s+(?:due|owed|owing|now\s+due)|amount\s+(?:now\s+)?(?:due|owed|owing)|total\s+(?:amount\s+)?(?:now\s+)?(?:due|owed|owing)|total\s+balance|account\s+balance|amount\s+you\s+owe|you\s+(?:currently\s+|now\s+)?owe|total\s+amount\s+of\s+(?:the|your|this)\s+debt(?:\s+now)?|amount\s+of\s+(?:(?:the|your|this)\s+)?debt|debt\s+amount|balance|saldo(?:\s+actual|\s+total|\s+adeudado|\s+pendiente)?|monto\s+(?:adeudado|total|a\s+pagar|pendiente)|cantidad\s+(?:total\s+)?adeudada|total\s+a\s+pagar|payoff(?:\s+amount|\s+figure)?|amount\s+outstanding|outstanding\s+amount|pay\s+this\s+amount|please\s+pay|amount\s+to\s+pay|pague\s+esta\s+cantidad|(?:please\s+)?remit|pay\s+(?:the|your)\s+(?:full|total|entire|whole|complete)\s+(?:amount|balance|sum)\s+of|pague\s+(?:el|la|su)\s+(?:monto|cantidad|saldo|deuda)\s+(?:total|completo|completa)\s+de|(?:please\s+)?(?:pay|send|mail|submit)(?=\s+(?:us\s+)?\$)|(?:env[ií]e(?:nos)?|pague)(?=\s+\$)|usted\s+(?:ahora\s+|actualmente\s+|todav[ií]a\s+)?(?:debe|adeuda)|(?:su\s+)?deuda\s+(?:asciende|es|suma)\s+(?:a|de)|we\s+are\s+(?:now\s+)?(?:attempting\s+to\s+|trying\s+to\s+|seeking\s+to\s+)?collect(?:ing)?|(?:estamos\s+(?:cobrando|tratando\s+de\s+cobrar)|cobramos))\b/g;
/**
 * A label that asks for a payment rather than naming the debt ("PAY THIS AMOUNT", "Please pay", "Amount to pay" on a
 * payment slip): below the balance it may be an instalment, arrears or an offer (Barnes v. Advanced Call Center
 * Technologies, 7th Cir. 2007); above every balance the letter states, it asks for more than the debt it states
 * (legal-reference §1.5: "balance in body ≠ amount on remittance slip"). Decision 145. The payment asked for by any verb
 * that sends money with its figure ("send $2,610.55", "mail us $…", "envíe $…", "pague $…"), and the debt named whole in
 * the request ("pay the full amount of $…", "pague el monto total de $…", a figure for the debt), decision 217.
 */
const PAY_ASK =
  /^(?:pay\s+this\s+amount|please\s+pay|amount\s+to\s+pay|pague\s+esta\s+cantidad|(?:please\s+)?remit|(?:please\s+)?(?:pay|send|mail|submit)|env[ií]e(?:nos)?|pague)$/;
/**
 * Context that makes an amount something other than the current balance (history, parts, offers, instalments). Decision 337: the
 * same in Spanish ("se han agregado a su saldo costas judiciales de $150.00": the figure is the costs; "saldo anterior", "cuota
 * mensual", "oferta", "descuento"), as "fees", "costs", "previous", "monthly" and "offer" were read.
 */
const NOT_CURRENT =
  /\b(?:original|charge[- ]?off|charged[- ]off|itemization(?:\s+date)?|principal|interest|fees?|costs?|settle\w*|offer\w*|discount\w*|savings?|save|reduced|reduction|payment\s+of|monthly|this\s+month|per\s+month|installments?|instalments?|arrangement|plan|minimum|past\s+due|prior|previous|forward|last\s+(?:statement|payment)|was|were|had|if\s+(?:you\s+)?pa(?:y|id)|after|before|since|between|down\s+payment|first\s+payment|remaining|of\s+the\s+balance|judgment\s+amount|(?:owed|due|owing)\s+to\s+(?:the\s+|your\s+|our\s+)?(?:original\s+)?(?:creditor|client)|transferred|purchased|sold|enclosed|credit\s+limit|intereses|cargos?|costas|costos|gastos|tarifas?|honorarios|comisi[oó]n(?:es)?|liquidaci[oó]n|liquidar|ofertas?|descuentos?|ahorr\w*|reducid[oa]|reducci[oó]n|pago\s+de|mensual(?:es|mente)?|cuotas?|m[ií]nimo|anterior|previo|era|fue|ten[ií]a|restante|pago\s+inicial|primer\s+pago|l[ií]mite\s+de\s+cr[eé]dito)\b|%/;
/**
 * A label for the part of the debt that is due now, not the debt: "Amount Now Due", "Amount Due Now",
 * "Payment Now Due", "Currently Due", "Current Amount Due" (Barnes's own label, decision 145), "Monto vencido". Beside a larger balance it is the instalment or
 * arrears to pay now, which the amount the collector is collecting may include (Mollberg v. Advanced Call
 * Center Technologies, a Wisconsin district court, distinguishing Barnes v. Advanced Call Center
 * Technologies, 7th Cir. 2007): not a second balance. Larger than the balance, it contradicts it.
 */
const DUE_NOW_PART =
  /\b(?:(?:amount|payment|sum)\s+(?:now\s+due|due\s+(?:now|today|this\s+month|immediately))|current\s+(?:amount|payment)\s+due|now\s+due|currently\s+due|due\s+now|(?:monto|cantidad|importe|pago)\s+(?:vencido|exigible|que\s+vence|a\s+pagar\s+(?:ahora|hoy)))\b/;
const ACCRUAL_EXPLAINED =
  /\b(?:may|will|could|might)\s+(?:be\s+)?(?:increase|greater|higher|change|vary)|\bcontinu\w*\s+to\s+accrue|\baccru\w*|\bper\s+diem\b|\bdaily\s+interest\b/;

/** A letter about several accounts lists a balance for each. */
const coversSeveralAccounts = (ctx: RuleContext, folded: string): boolean => {
  if (new Set(ctx.facts.accountNumbers.filter((a) => a.kind === 'account').map((a) => a.last4)).size > 1) return true;
  if (testText(ACCOUNTS, folded)) return true;
  const tails = new Set<string>();
  for (const m of execAll(/\b(?:account|acct)\.?\s*(?:#|no\.?|number|ending(?:\s+in)?)?\s*:?\s*[*x#-]*\d*?(\d{4})\b/g, folded)) tails.add(m[1] ?? '');
  return tails.size > 1;
};

type Stated = { value: number; span: Span; page: number; dueNowPart?: boolean; payAsk?: boolean; offerBase?: boolean };

/** The balance an offer is measured against, in the offer's own words (`src/reading/offer-base.ts`, decision 157). */
const offerBases = (ctx: RuleContext): Stated[] =>
  readOfferBases(ctx.text).map((b) => ({ value: b.value, span: b.span, page: pageOf(ctx, b.span.start), offerBase: true }));

const pageOf = (ctx: RuleContext, offset: number): number => {
  let page = 0;
  for (const p of ctx.doc.pages) if (p.offset <= offset) page = p.index;
  return page;
};

/** "Balance as of March 31, 2019: $4,512.88": an amount dated before the letter is history, not a second figure for now. */
const datedBeforeLetter = (ctx: RuleContext, money: Span): boolean => {
  const dated = readLetter(ctx.text).amounts.find((a) => a.span.start <= money.start && money.start < a.span.end + 2 && a.span.end >= money.start);
  return Boolean(dated?.asOf && !dated.current && (!ctx.gates.letterDate || dated.asOf < ctx.gates.letterDate));
};

/** History named right after a figure: "at charge-off", "at the time of placement", "when the account was sold". */
const HISTORY_AFTER =
  /^[\s,]*(?:(?:at|upon|on)\s+(?:the\s+)?(?:time\s+of\s+(?:the\s+)?|date\s+of\s+(?:the\s+)?)?(?:charge[- ]?off|placement|assignment|purchase|sale|default|referral)|when\s+(?:the\s+|your\s+)?(?:account|debt|it)\s+was\s+(?:charged|placed|sold|assigned|referred|purchased)|al\s+momento\s+de(?:l|\s+la)\s+(?:castigo|cancelaci[oó]n|cesi[oó]n|venta|asignaci[oó]n))\b/;

/**
 * A figure given as the size of a change (decision 524): "by" (or "en") between what is owed and the figure, with "up to",
 * "about" or "another" allowed, after a verb of change earlier in the sentence ("increasing", "would raise", "lowered",
 * "cut", "aumentaría", "reducirá", "incrementa"). What is owed is never said to be "by" a sum.
 */
const CHANGE_SIZE =
  /^\s*(?:by|en)\s+(?:(?:up\s+to|as\s+much\s+as|about|approximately|roughly|nearly|another|an?\s+(?:additional|extra|further)|hasta|aproximadamente|unos|otros)\s+)?$/;
const CHANGE_VERB_BEFORE =
  /\b(?:increas|rais|rises?\b|grow|add(?:s|ed|ing)?\b|reduc|lower|decreas|cut(?:s|ting)?\b|bring\w*\s+down|brought\s+down|drop|aument|increment|disminu|baj|rebaj|sub(?:e|ir|ir[aá]|ier)|sumar)\w*/;
/** The words of the sentence before `at` (to the last full stop, at most 160 characters). */
const sentenceBefore = (folded: string, at: number): string => {
  const before = folded.slice(Math.max(0, at - 160), at);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n\n'));
  return stop < 0 ? before : before.slice(stop + 1);
};

/** Every amount stated as the current balance, with its label. */
const statedBalances = (ctx: RuleContext, folded: string): Stated[] => {
  const out: Stated[] = [];
  for (const m of matchesOf(CURRENT, folded)) {
    const start = m.index ?? 0;
    const labelEnd = start + m[0].length;
    const lineEnd = lineEndNear(folded, labelEnd, 120);
    // The amount follows the label on its line (tables) or on the next line (broken tables).
    let money = findMoney(ctx.text, labelEnd, Math.min(lineEnd, labelEnd + 60))[0];
    if (!money && lineEnd - labelEnd < 4 && folded.charCodeAt(lineEnd) === 10) {
      const nextEnd = lineEndNear(folded, lineEnd + 1, 25);
      const candidate = findMoney(ctx.text, lineEnd + 1, nextEnd)[0];
      if (candidate && /^\s*\$/.test(ctx.text.slice(lineEnd + 1, candidate.span.end))) money = candidate;
    }
    if (!money) continue;
    if (datedBeforeLetter(ctx, money.span)) continue;
    // "Your balance of $1,480.00 at charge-off": the history told after the figure (decision 157).
    if (HISTORY_AFTER.test(folded.slice(money.span.end, money.span.end + 60))) continue;
    // The amount must belong to the label: same sentence, no offer or condition in between ("…settle the balance. We will accept $600").
    // Decision 337: the same words in Spanish ("…su saldo. Aceptaremos $600", "si liquida", "ahorre"), and the balance said to grow
    // by the figure ("su saldo aumentará en $0.45 por día", as "will increase by" is not a second balance).
    if (
      /[.!?](?:\s|$)|\b(?:accept|settle|offer|pay|if|will|save|acept\w*|liquid\w*|ofrec\w*|ofertas?|si|ahorr\w*|aument\w*|increment\w*|crec\w*|sub(?:e|ir)\w*|ser[aá]n?|podr[ií]a\w*)\b/.test(
        folded.slice(labelEnd, money.span.start),
      )
    )
      continue;
    // The figure is the size of a change to what is owed, not what is owed: "increasing the amount you owe by $462.97", "a
    // payment today reduces your balance by $200.00", "aumentaría el saldo adeudado en $373.68" (decision 524).
    if (CHANGE_SIZE.test(folded.slice(labelEnd, money.span.start)) && CHANGE_VERB_BEFORE.test(sentenceBefore(folded, start))) continue;
    const context = folded.slice(lineStartNear(folded, start, 50), money.span.start);
    if (NOT_CURRENT.test(context)) continue;
    // The label alone (with a word or two around it), never a "total" or "balance" label ("Balance Now Due").
    const before = folded.slice(Math.max(lineStartNear(folded, start, 50), start - 20), start);
    const dueNowPart =
      DUE_NOW_PART.test(`${before}${folded.slice(start, labelEnd + 12)}`) &&
      !/\b(?:total|balance|saldo)\b/.test(m[0]) &&
      !/\b(?:total|balance|saldo)\s*$/.test(before);
    const payAsk = PAY_ASK.test(m[0]);
    out.push({
      value: money.value,
      span: spanOf(ctx.text, start, money.span.end),
      page: pageOf(ctx, start),
      ...(dueNowPart ? { dueNowPart } : {}),
      ...(payAsk ? { payAsk } : {}),
    });
  }
  // What the letter says is owed in a sentence rather than under a label (decision 263): "our records show you still owe
  // $2,410.55", "$2,410.55 is owed on this account", "$2,410.55 is the amount you owe", "usted nos debe $2,410.55", "$2,410.55
  // es su saldo actual" (the owed-amount reader, decision 128), with the same tests of history and context as a label.
  for (const o of readOwedAmounts(ctx.text)) {
    if (o.how === 'label' || out.some((s) => s.span.start < o.span.end && o.span.start < s.span.end)) continue;
    const money = findMoney(ctx.text, o.span.start, o.span.end)[0];
    if (!money || datedBeforeLetter(ctx, money.span) || HISTORY_AFTER.test(folded.slice(o.span.end, o.span.end + 60))) continue;
    if (NOT_CURRENT.test(folded.slice(lineStartNear(folded, o.span.start, 50), money.span.start))) continue;
    // "$710.00 represents the Amount Now Due": the part due now, not another figure for the debt.
    const dueNowPart = DUE_NOW_PART.test(folded.slice(o.span.start, o.span.end));
    out.push({ value: money.value, span: o.span, page: pageOf(ctx, o.span.start), ...(dueNowPart ? { dueNowPart } : {}) });
  }
  // An offer's base stands as a figure for the debt only beside a balance stated as such.
  if (out.length > 0 || ctx.facts.itemization.currentAmount)
    for (const b of offerBases(ctx)) if (!out.some((s) => s.span.start <= b.span.start && b.span.start < s.span.end)) out.push(b);
  const current = ctx.facts.itemization.currentAmount;
  if (current && !datedBeforeLetter(ctx, current.span) && !out.some((s) => s.span.start <= current.span.start && current.span.end <= s.span.end)) {
    out.push({ value: current.value, span: current.span, page: pageOf(ctx, current.span.start) });
  }
  // The part due now beside a larger balance is what is due of that balance, not another figure for it.
  const largestBalance = Math.max(0, ...out.filter((s) => !s.dueNowPart && !s.payAsk).map((s) => s.value));
  // A payment asked for counts only against a balance the letter states, and only when it asks for more.
  return out
    .filter((s) => (!s.dueNowPart || s.value > largestBalance) && (!s.payAsk || (largestBalance > 0 && s.value > largestBalance)))
    .sort((a, b) => a.span.start - b.span.start);
};

/**
 * A label for a total of other accounts, or of all accounts together, shown beside the debt the letter collects: "Various
 * Other Accts Total Balance", "Other accounts balance", "Total of all accounts", "Combined balance", "Household balance",
 * "Saldo de otras cuentas", "Total de todas sus cuentas", "Saldo combinado". A line of its own (a heading or a table
 * cell), not a sentence saying what it is.
 */
const OTHER_ACCOUNTS_TOTAL =
  /^[ \t]*(?:[^\n.]{0,30}?\b)?(?:(?:(?:various|all|your|any|the)\s+)?other\s+(?:open\s+)?(?:acc(?:oun)?ts?|accts?\.?|balances?|bills?|debts?|invoices?)\b[^\n.]{0,30}?\b(?:total|balance|amount|due|owed|owing)s?\b|(?:total|balance|amount)s?\s+(?:of|for|on)\s+(?:all\s+(?:of\s+)?(?:your\s+)?|your\s+other\s+)(?:acc(?:oun)?ts|accts\.?|balances|bills)\b|all\s+(?:acc(?:oun)?ts|accts\.?)\s+(?:total|balance)\b|(?:combined|household|family|aggregate)\s+(?:total\s+)?(?:balance|total|amount)\b|(?:saldo|total|monto)\s+(?:total\s+)?(?:de|en)\s+(?:(?:todas\s+)?(?:sus|las)\s+)?otras\s+cuentas\b|(?:saldo|total|monto)\s+(?:total\s+)?de\s+todas\s+(?:sus|las)\s+cuentas\b|saldo\s+(?:combinado|familiar|del\s+hogar)\b)[^\n]{0,40}$/m;
/**
 * The letter says what the other total is and that it is not what this letter asks for: "your other accounts with us total
 * $812.00, which this letter does not collect", "not included in the amount due", "for your information only",
 * "se cobran por separado".
 */
const OTHER_TOTAL_EXPLAINED =
  /\b(?:(?:does|do|did)\s+not\s+(?:include|collect|seek|demand|cover|ask)|(?:is|are)\s+not\s+(?:included|part\s+of|being\s+collected|collected|sought|demanded|due)|not\s+included|separate(?:ly)?|for\s+(?:your\s+)?information(?:al)?\s+(?:purposes\s+)?only|informational\s+only|only\s+(?:the|this)\s+(?:amount|balance|account)|no\s+(?:se\s+)?(?:incluye|incluyen|cobra|cobran|est[aá]n?\s+incluid[oa]s?)|por\s+separado|solo\s+(?:para\s+su\s+)?informaci[oó]n|(?:solo|[uú]nicamente)\s+(?:el|este)\s+(?:monto|saldo))\b/;
/** A label for the amount of the debt the letter collects, on its own line ("Amount", "Balance due", "Monto"). */
const THIS_DEBT_LINE =
  /^[ \t]*(?:(?:this\s+)?account\s+)?(?:amount|balance|amount\s+(?:due|owed)|balance\s+(?:due|owed)|total\s+due|current\s+balance|monto|saldo|saldo\s+(?:actual|adeudado))[ \t]*:?[ \t]*(?:\$\s?[\d,]+(?:\.\d{2})?)?[ \t]*$/m;
const FIRST_FIGURE = /\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)/;
/**
 * Beside the amount of the debt it collects, the letter shows a total for other accounts (or all of them) and never says
 * which of the two it asks for: read one way it demands the other accounts' total, which is not this debt (Huber v. Simon's
 * Agency, 3d Cir. 2023: an "Account Summary" with the debt under "Amount" and a second figure under "Various Other Accts
 * Total Balance" could be read two ways, one inaccurate; 15 U.S.C. 1692e, 1692e(2)(A), 1692e(10)). Not where the letter
 * says the other total is not collected, nor where the two figures are the same (an itemization of several accounts whose
 * total is the amount asked).
 */
const otherAccountsTotal = (
  ctx: RuleContext,
  folded: string,
  stated: readonly Stated[],
): { explained: true } | { explained?: false; other: Span; debt?: Span } | undefined => {
  const other = execText(OTHER_ACCOUNTS_TOTAL, folded);
  if (!other) return undefined;
  const otherStart = other.index ?? 0;
  const otherEnd = otherStart + other[0].length;
  if (OTHER_TOTAL_EXPLAINED.test(folded)) return { explained: true };
  const outside = (x: { start: number; end: number }): boolean => x.end <= otherStart || x.start >= otherEnd;
  const debtStated = stated.find((st) => outside(st.span));
  const debtLine = THIS_DEBT_LINE.exec(folded);
  const debt =
    debtStated?.span ??
    (debtLine && outside({ start: debtLine.index, end: debtLine.index + debtLine[0].length })
      ? spanOf(ctx.text, debtLine.index, debtLine.index + debtLine[0].trimEnd().length)
      : undefined);
  if (!debt) return undefined;
  // The same figure under both labels is one amount, not two readings.
  const otherFigure = FIRST_FIGURE.exec(folded.slice(otherStart, Math.min(folded.length, otherEnd + 40)));
  const debtFigure = FIRST_FIGURE.exec(debt.text);
  if (otherFigure && debtFigure && Number(otherFigure[1]!.replace(/,/g, '')) === Number(debtFigure[1]!.replace(/,/g, ''))) return undefined;
  return { other: spanOf(ctx.text, otherStart + (other[0].length - other[0].trimStart().length), otherEnd), debt };
};

const labelOf = (s: Stated): string =>
  s.span.text
    .replace(/[\s:$\d.,]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const rule: Rule = {
  meta: {
    id: 'amounts_contradictory',
    title: 'Different balances in the same letter',
    citation: '15 U.S.C. 1692e(2)(A), (10), 1692g(a)(1); 12 CFR 1006.34(c)(2)(ix)',
    kind: 'objective',
    section: '1.5',
    description:
      'A debt collector must state the amount of the debt clearly. A letter that gives two different figures for what you owe now — for example one balance in the body and another on the payment slip — with nothing explaining which one is right, misstates the amount of the debt.',
    severity: 5,
    value: 750,
  },
  check: withFederalGate({}, (ctx, folded, gate) => {
    const stated = statedBalances(ctx, folded);
    const others = otherAccountsTotal(ctx, folded, stated);
    if (others?.explained)
      return {
        status: 'pass',
        assumptions: [...gate.assumptions, 'The letter shows a total for other accounts and says it is not the amount this letter collects.'],
      };
    if (others)
      return {
        status: 'flag',
        message: `Beside the amount of the debt it collects ("${quote(others.debt ?? others.other, 80)}"), this letter shows another total, for other accounts ("${quote(others.other, 80)}"), and never says which amount it asks you to pay. A letter that can be read two ways, one of them wrong, misstates the amount of the debt (15 U.S.C. 1692e(2)(A), 1692e(10); Huber v. Simon's Agency, 3d Cir. 2023). Before paying, ask the collector in writing which amount this letter is collecting and what the other total is.`,
        evidence: [...(others.debt ? [others.debt] : []), others.other],
        confidence: 'medium',
        assumptions: gate.assumptions,
      };
    const distinct: Stated[] = [];
    for (const s of stated) if (!distinct.some((d) => Math.abs(d.value - s.value) < 0.005)) distinct.push(s);
    if (distinct.length < 2) return { status: 'pass', assumptions: gate.assumptions };
    const assumptions = [...gate.assumptions];
    if (coversSeveralAccounts(ctx, folded)) {
      return {
        status: 'pass',
        assumptions: [...assumptions, 'The letter covers more than one account, so different balances may belong to different accounts.'],
      };
    }
    const pages = new Set(distinct.map((d) => d.page));
    if (pages.size > 1 && testText(ACCRUAL_EXPLAINED, folded)) {
      return {
        status: 'pass',
        assumptions: [...assumptions, 'The balances differ between pages, and the letter says interest or charges accrue, which can explain the difference.'],
      };
    }
    // A difference equal to an amount the letter itemizes ("Amount owed $420 / Collection costs $126 / Balance due $546") is explained.
    const shown = findMoney(ctx.text)
      .slice(0, 500)
      .map((m) => m.value);
    const explained = (x: Stated, y: Stated): boolean => shown.some((v) => v > 0 && Math.abs(Math.abs(x.value - y.value) - v) < 0.005);
    const unexplained = distinct.filter((d, i) => distinct.some((e, j) => j !== i && !explained(d, e)));
    if (unexplained.length < 2) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          'The letter gives different figures, but each difference matches an amount it itemizes (for example fees or interest added).',
        ],
      };
    }
    const [a, b] = unexplained as [Stated, Stated];
    const sameLabel = unexplained.some((d, i) => unexplained.some((e, j) => j !== i && labelOf(d) === labelOf(e)));
    return {
      status: 'flag',
      message: `This letter states different amounts as what you owe now: "${quote(a.span, 80)}" and "${quote(b.span, 80)}"${unexplained.length > 2 ? ` (and ${unexplained.length - 2} more)` : ''}, without explaining the difference. A letter must state the amount of the debt clearly and accurately (15 U.S.C. 1692e(2)(A), 1692g(a)(1)). Before paying, ask the collector in writing which amount is correct and why (${showMoney(a.value)} vs ${showMoney(b.value)}).`,
      evidence: unexplained.map((d) => d.span),
      confidence: sameLabel ? 'high' : 'medium',
      assumptions,
    };
  }),
};
