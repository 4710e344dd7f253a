import type { Rule, RuleContext, RuleResult } from '../../types';
import { consumerStateOf, federalGate, letterDateOf } from '../_conduct-and-time-bar/gate';
import { REG_F_EFFECTIVE_DATE } from '../../engine/gates';
import { circuitName } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { spanOf } from '../../text/find';
import { markingsIn, panelIn, PLAIN_COLLECTOR_NAME, type MarkingHit } from './markings';

type PanelLine = { text: string; start: number };

/**
 * legal-reference §1.7 `envelope_language`: only the collector's address, and a business name that
 * does not reveal debt collection, may appear on the envelope (1692f(8); 1006.22(f)(2)). The envelope is
 * not in the letter's text, so the user types what it shows (UserAnswers.envelopeText). Items that make
 * the mail work are allowed (comment 22(f)(2)-1); "benign" markings are weighed by circuit.
 */

const NOTHING = /^(?:none|nothing|n\/?a|no|-)?\.?$/i;

/**
 * A sender on the envelope who is not the collector: a government body ("U.S. Department of Education",
 * "State of …", a court) or the creditor. Only the collector's own address and business name may appear
 * (1692f(8)); another's name as sender is also a name other than the collector's true name (1692e(14)) and,
 * for a government body, suggests the government is writing (1692e(1), (9)): Peter v. GC Services (5th
 * Cir. 2002), where the Department of Education's name and address as the return address violated both,
 * whatever the benign-language exception allows.
 */
const GOVERNMENT_SENDER =
  /\b(?:(?:u\.?\s?s\.?|united\s+states|federal|state|county|city)\s+)?(?:department|dept\.?)\s+of\s+[a-z]+|\b(?:u\.?\s?s\.?|united\s+states|federal|state|county|city)\s+(?:office|bureau|agency)\b|\b(?:internal\s+revenue\s+service|irs|treasury|social\s+security\s+administration|attorney\s+general|sheriff|(?:superior|district|county|municipal|small\s+claims)\s+court|court\s+of|state\s+of\s+[a-z]+|county\s+of\s+[a-z]+|city\s+of\s+[a-z]+|government|departamento\s+de\s+[a-z]+|gobierno)\b/i;
/** The user says in words that the sender shown is the creditor ("the return address is the bank's", "from the original creditor"). */
const CREDITOR_SENDER = /\b(?:creditor|acreedor)\b/i;
const USPS = /\bu\.?\s?s\.?\s+postal\s+service\b|\busps\b/gi;

/** The sender named on the envelope when it is not the collector: a government body, or the creditor named in the letter. */
const otherSenderOn = (ctx: RuleContext, typed: string): { match: string; government: boolean } | undefined => {
  const text = typed.replace(USPS, ' ');
  const gov = GOVERNMENT_SENDER.exec(text);
  if (gov) return { match: gov[0], government: true };
  const collector = ctx.facts.collector?.name.value;
  const fold = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const core = (s: string): string =>
    fold(s)
      .replace(/\b(?:inc|llc|lp|llp|na|n a|corp|co|company|the)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const typedCore = ` ${fold(text)} `;
  const names = [ctx.facts.currentCreditor?.value, ctx.facts.originalCreditor?.value].filter((n): n is string => !!n && core(n).length >= 4);
  const creditor = names.find((n) => typedCore.includes(` ${core(n)} `) && !(collector && core(collector) === core(n)));
  if (creditor && !(collector && typedCore.includes(` ${core(collector)} `))) return { match: creditor, government: false };
  const said = CREDITOR_SENDER.exec(text);
  if (said && !(collector && typedCore.includes(` ${core(collector)} `))) return { match: said[0], government: false };
  return undefined;
};

/** How many lines directly above the consumer's name are read as the part that shows through a window. */
const WINDOW_LINES = 3;
/** A window line is short (a number, a marking); a longer line is body text, and the window area ends there. */
const WINDOW_LINE_MAX = 40;

/**
 * What the letter itself prints just above the consumer's name and address: the part of the page that
 * shows through a window envelope (Douglass v. Convergent, 3d Cir. 2014: an account number there; Preston
 * v. Midland, 7th Cir. 2020: "TIME SENSITIVE DOCUMENT"). The short lines of the block the name starts, up
 * to a blank line.
 */
const aboveAddressBlock = (ctx: RuleContext): PanelLine[] => {
  const name = ctx.facts.consumer?.name;
  if (!name) return [];
  const before = ctx.text.slice(0, name.span.start).split('\n');
  // The window shows the address block, whose first line is the name; a name inside a line ("Dear Ms. Decker:",
  // "Re: Jane Doe") is the body of the letter, and what stands above it is the letter's own heading.
  const lineStart = before.pop() as string;
  if (!/^\s*(?:(?:to|attn|attention|para)\s*:?\s*)?$/i.test(lineStart)) return [];
  const lines: PanelLine[] = [];
  let end = name.span.start - lineStart.length - 1;
  while (before.length > 0 && lines.length < WINDOW_LINES) {
    const raw = before.pop() as string;
    const start = end - raw.length;
    end = start - 1;
    const line = raw.trim();
    if (line === '' || line.length > WINDOW_LINE_MAX) break;
    lines.unshift({ text: line, start: start + raw.indexOf(line) });
  }
  return lines;
};

/** The consumer's circuit and whether Regulation F governs the letter (dated, else read, on or after 30 November 2021). */
const doctrineOf = (ctx: RuleContext): { circuit: string | null; regF: boolean } => ({
  circuit: circuitName(consumerStateOf(ctx)),
  regF: ctx.gates.isRegF ?? (letterDateOf(ctx) ?? ctx.today) >= REG_F_EFFECTIVE_DATE,
});

type Judged = { status: 'pass'; why: string } | { status: 'flag'; confidence: 'high' | 'medium' | 'low'; why: string };

/**
 * The circuits that read 1692f(8) as written, with no "benign language" exception: the 6th (Donovan v. FirstCredit, 2020) and the
 * 7th (Preston v. Midland Credit Management, 2020). The 5th and 8th read one in (Goswami, 2004; Strand, 2004); the 3d left the
 * question open but held an account number, or a code that holds one, never benign (Douglass, 2014; DiNaples, 2019); the others
 * have not ruled.
 */
const LITERAL = new Set(['6th', '7th']);
const BENIGN_EXCEPTION = new Set(['5th', '8th']);
/**
 * Circuits that have not ruled whose district courts declined Douglass and held a bare account or reference number, or a code
 * that holds one, benign (decision 231): the 2d (Perez v. Global Credit & Collection, S.D.N.Y. 2015; Gelinas v. Retrieval-Masters
 * Creditors Bureau, W.D.N.Y. 2015; Gardner v. Credit Management, S.D.N.Y. 2015) and the 11th (Martell v. ARS National Services,
 * S.D. Fla. 2016).
 */
const NUMBERS_HELD_BENIGN = new Set(['2d', '11th']);

/**
 * One marking judged by its kind, the consumer's circuit and the letter's date (decisions 179, 216, 231):
 * - a threat, words that reveal a debt, a debt collector's business name: every circuit (none is "benign");
 * - an account or reference number, a code that holds one, or a sum of money: high in the 3d Circuit (Douglass, 2014;
 *   Daubert, 2017; DiNaples, 2019; a code not said to hold anything one step lower) and in the 6th and 7th (no exception:
 *   Donovan, 2020; Preston, 2020); a number or code allowed where district courts of a circuit that has not ruled held it benign
 *   (2d, 11th), low elsewhere;
 * - the words of a payment or reply form, urgency and other markings: high (payment words, urgency) or medium in the 6th and 7th,
 *   medium in the 3d, allowed in the 5th and 8th (Goswami, 2004; Strand, 2004) before and after Regulation F and in the circuits
 *   that have not ruled (the district courts' benign-language exception), low when the circuit is unknown.
 */
const judge = (hit: MarkingHit, circuit: string | null, regF: boolean): Judged => {
  switch (hit.kind) {
    case 'threat':
      return {
        status: 'flag',
        confidence: 'high',
        why: 'Words of legal action or enforcement on the outside of the mail tell anyone who handles it that this is debt collection, and no circuit treats them as harmless.',
      };
    case 'debt_word':
      return {
        status: 'flag',
        confidence: 'high',
        why: 'Words that reveal a debt or debt collection to anyone who handles your mail are not allowed on the envelope.',
      };
    case 'collector_name':
      return {
        status: 'flag',
        confidence: PLAIN_COLLECTOR_NAME.test(hit.match) ? 'high' : 'medium',
        why: 'A business name, or a word, that shows the sender collects debts may not appear on the envelope (Rutyna v. Collection Accounts Terminal, N.D. Ill. 1979; Keasey v. Judgment Enforcement Law Firm, W.D. Mich. 2014).',
      };
    case 'account_number':
    case 'machine_code':
    case 'amount': {
      const bound = circuit === '3d' || LITERAL.has(circuit ?? '');
      if (hit.kind !== 'amount' && circuit && NUMBERS_HELD_BENIGN.has(circuit))
        return {
          status: 'pass',
          why: `Your circuit (${circuit}) has not ruled on this, and its district courts have held that a bare account or reference number, or a code that holds one, reveals nothing about a debt to someone who sees the envelope (Perez v. Global Credit & Collection, S.D.N.Y. 2015; Gelinas v. Retrieval-Masters Creditors Bureau, W.D.N.Y. 2015; Martell v. ARS National Services, S.D. Fla. 2016), declining the Third Circuit's contrary holding in Douglass v. Convergent Outsourcing (2014), so it is not shown as a violation here.`,
        };
      // The 3d Circuit's holdings turned on what the code held; the 6th and 7th read "any symbol" as written.
      const unsaid = hit.kind === 'machine_code' && !hit.holdsAccount && circuit === '3d';
      return {
        status: 'flag',
        confidence: bound ? (unsaid ? 'medium' : 'high') : circuit === null ? 'medium' : 'low',
        why:
          (hit.kind === 'account_number'
            ? 'An account or reference number visible on the envelope or through its window is not among the items the law allows; the Third Circuit held it a violation in Douglass v. Convergent Outsourcing (2014).'
            : hit.kind === 'amount'
              ? 'A sum of money on the envelope or through its window tells anyone who handles your mail what you are asked to pay; like an account number, it is information about the debt, not something that makes the mail work (Douglass v. Convergent Outsourcing, 3d Cir. 2014).'
              : `A code on the envelope or in its window that holds your account number, such as a QR code, is not among the items the law allows; the Third Circuit held so in Daubert v. NRA Group (2017) and DiNaples v. MRS BPO (2019)${unsaid ? '. This assumes the code holds your account number or balance, as those codes did; if scanning it shows nothing about you, the finding is weaker' : ''}.`) +
          (bound || circuit === null
            ? ''
            : ` Your circuit (${circuit}) has not ruled on this, and district courts elsewhere have held a bare number or code benign (Perez v. Global Credit & Collection, S.D.N.Y. 2015), so this finding is weaker here.`),
      };
    }
    default: {
      if (circuit && BENIGN_EXCEPTION.has(circuit))
        return {
          status: 'pass',
          why: `Courts in your circuit (${circuit}) recognise a "benign language" exception for markings that do not reveal a debt (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), so this is not treated as a violation${regF ? "; Regulation F, which governs letters from November 30, 2021, repeats the statute's words, and no court has said that it changes this" : ''}.`,
        };
      const pressing = hit.kind === 'urgency' || hit.kind === 'payment_form';
      if (circuit === '6th')
        return {
          status: 'flag',
          confidence: pressing ? 'high' : 'medium',
          why: 'The Sixth Circuit reads this rule as written, with no exception for "harmless" words, and held that "Payment in full is enclosed." showing through the envelope window states a claim under it (Donovan v. FirstCredit, 2020); that decision binds courts in your circuit.',
        };
      // Where the circuit has not ruled, markings that reveal no debt are weighed as most district courts there weigh them.
      if (circuit && circuit !== '3d' && circuit !== '7th')
        return {
          status: 'pass',
          why: `Your circuit has not ruled on this, and most district courts outside the 3d, 6th and 7th Circuits allow markings on the envelope that do not reveal a debt, following the benign-language exception of the 5th and 8th Circuits (Goswami, 2004; Strand, 2004; Masuda v. Thomas Richards & Co., C.D. Cal. 1991: "PERSONAL & CONFIDENTIAL"). The 6th and 7th Circuits read the rule as written and would treat it as a violation (Donovan v. FirstCredit, 2020; Preston v. Midland, 2020), so it is not shown as a violation here${regF ? "; Regulation F, which governs letters from November 30, 2021, repeats the statute's words, and no court has said that it changes this" : ''}.`,
        };
      return {
        status: 'flag',
        confidence: circuit === '7th' ? (pressing ? 'high' : 'medium') : circuit === '3d' ? 'medium' : 'low',
        why: `The Seventh Circuit held that "TIME SENSITIVE DOCUMENT" on an envelope violated this rule (Preston v. Midland Credit Management, 2020)${circuit === '7th' ? ', and that decision binds courts in your circuit' : '; the Sixth Circuit agrees (Donovan v. FirstCredit, 2020), but the Fifth and Eighth allow harmless markings, so this finding is weaker outside the 3d, 6th and 7th Circuits'}.`,
      };
    }
  }
};

/** The gravest marking that the circuit does not allow, else the first one allowed (a pass with its reason). */
const gravest = (hits: MarkingHit[], circuit: string | null, regF: boolean): { hit: MarkingHit; judged: Judged } | undefined => {
  const judged = hits.map((hit) => ({ hit, judged: judge(hit, circuit, regF) }));
  return judged.find((j) => j.judged.status === 'flag') ?? judged[0];
};

const lower = (c: 'high' | 'medium' | 'low'): 'medium' | 'low' => (c === 'high' ? 'medium' : 'low');

/**
 * The envelope or its window read from the words (decision 179): a postal mark on a line of its own shows the mail panel (the
 * envelope's face, or the part of the letter a window shows), and its lines, with those just above the consumer's name, are
 * judged as the envelope is. Without a mark, the lines just above the consumer's name are read as a conditional finding.
 */
const readFinding = (ctx: RuleContext, assumptions: string[]): RuleResult | undefined => {
  const panel = panelIn(ctx.text, ctx.facts.consumer?.name?.span.start);
  const above = aboveAddressBlock(ctx);
  const lines = [...(panel?.lines ?? []), ...above.filter((a) => !panel?.lines.some((l) => l.start === a.start))];
  const { circuit, regF } = doctrineOf(ctx);
  const found = lines.length === 0 ? undefined : gravest(markingsIn(lines.map((l) => l.text).join('\n')), circuit, regF);
  if (!found) {
    if (panel?.shows === 'face')
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `Read from the envelope in what you uploaded (it carries "${panel.mark}"): it shows only addresses, postage and mail-handling items, which are allowed (comment 22(f)(2)-1).`,
        ],
      };
    return undefined;
  }
  const { hit, judged } = found;
  const line = lines.find((l) => l.text.includes(hit.match)) ?? lines.find((l) => markingsIn(l.text).some((h) => h.kind === hit.kind));
  if (judged.status === 'pass')
    return { status: 'pass', assumptions: [...assumptions, `The envelope or window area in what you uploaded shows "${hit.match}". ${judged.why}`] };
  const evidence = line ? [spanOf(ctx.text, line.start, line.start + line.text.length)] : [];
  if (panel) {
    return {
      status: 'flag',
      message: `What you uploaded shows ${panel.shows === 'face' ? 'the envelope itself' : 'the part of the letter that shows through the envelope window'} (it carries "${panel.mark}"), and it reads "${hit.match}". ${judged.why} Only the collector's address, and a business name that does not show it is a debt collector, may appear on the envelope (15 U.S.C. 1692f(8)${regF ? '; 12 CFR 1006.22(f)(2)' : ''}).`,
      evidence,
      confidence: panel.shows === 'face' ? judged.confidence : lower(judged.confidence),
      assumptions: [
        ...assumptions,
        ...(panel.shows === 'window'
          ? [
              'Assumed these lines show through the window of the envelope, as the postal endorsement beside them does; tell us what your envelope shows to confirm.',
            ]
          : []),
      ],
    };
  }
  // No postal mark: the lines just above the consumer's name, as a conditional finding (the window is assumed).
  const kindBenign = hit.kind === 'urgency' || hit.kind === 'benign' || hit.kind === 'payment_form';
  return {
    status: 'flag',
    message: `This letter prints "${hit.match}" just above your name and address, the part of the page that shows through a window envelope. That is likely a violation unless your envelope has no window or hides that line: only the collector's address, and a business name that does not show it is a debt collector, may appear on the envelope or through its window (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); ${hit.kind === 'payment_form' ? 'Donovan v. FirstCredit, 6th Cir. 2020' : kindBenign ? 'Preston v. Midland Credit Management, 7th Cir. 2020' : 'Douglass v. Convergent Outsourcing, 3d Cir. 2014'}).`,
    evidence,
    confidence: !kindBenign && (circuit === '3d' || LITERAL.has(circuit ?? '')) ? 'medium' : 'low',
    assumptions: [
      ...assumptions,
      'Assumed the letter came in a window envelope and these words show through the window; tell us what your envelope shows to confirm.',
    ],
  };
};

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  if (ctx.answers.isPostcard === true)
    return { status: 'not_applicable', reason: 'The letter came as a postcard, not in an envelope (see postcard_communication).' };
  if (ctx.answers.deliveredElectronically === true) return { status: 'not_applicable', reason: 'The letter came electronically, not in an envelope.' };
  const typed = ctx.answers.envelopeText;
  if (typed === undefined) {
    const read = readFinding(ctx, gate.assumptions);
    if (read) return read;
    return {
      status: 'needs_input',
      questions: [QUESTIONS.envelopeText],
      message:
        'A debt collector may print only its address (and a business name that does not reveal it collects debts) on the envelope. Tell us what your envelope shows.',
      assumptions: gate.assumptions,
    };
  }
  if (NOTHING.test(typed.replace(/\s+/g, ' ').trim()))
    return { status: 'pass', assumptions: [...gate.assumptions, 'You said the envelope shows nothing besides the addresses and postage.'] };
  const other = otherSenderOn(ctx, typed);
  const { circuit, regF } = doctrineOf(ctx);
  if (other) {
    return {
      status: 'flag',
      message: `You told us the envelope shows "${other.match}" as its sender. Only the debt collector's own address, and a business name that does not show it collects debts, may appear on the envelope; another sender's name there is a name other than the collector's true name${other.government ? ', and a government body as sender suggests the government is writing to you' : ''} (15 U.S.C. 1692e(14), 1692f(8)${other.government ? ', 1692e(1), (9)' : ''}; Peter v. GC Services, 5th Cir. 2002).`,
      evidence: [],
      confidence: other.government || circuit === '5th' ? 'high' : 'medium',
      assumptions: gate.assumptions,
    };
  }
  const found = gravest(markingsIn(typed), circuit, regF);
  if (!found) {
    return {
      status: 'pass',
      assumptions: [...gate.assumptions, 'The envelope shows only addresses, postage and mail-handling items, which are allowed (comment 22(f)(2)-1).'],
    };
  }
  const assumptions = [
    ...gate.assumptions,
    ...(circuit ? [] : ['Your state (and so your federal circuit) is not known; courts differ on "benign" envelope markings.']),
  ];
  const { hit, judged } = found;
  if (judged.status === 'pass') return { status: 'pass', assumptions: [...assumptions, `The envelope shows "${hit.match}". ${judged.why}`] };
  return {
    status: 'flag',
    message: `You told us the envelope shows "${hit.match}". ${judged.why} Only the collector's address, and a business name that does not show it is a debt collector, may appear on the envelope (15 U.S.C. 1692f(8)${regF ? '; 12 CFR 1006.22(f)(2)' : ''}).`,
    evidence: [],
    confidence: judged.confidence,
    assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'envelope_language',
    title: "Anything on the envelope besides the collector's address and a neutral name",
    citation:
      '15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); comment 22(f)(2)-1; Preston v. Midland (7th Cir. 2020); Donovan v. FirstCredit (6th Cir. 2020); Douglass v. Convergent Outsourcing (3d Cir. 2014); Goswami (5th Cir. 2004); Strand v. Diversified Collection Service (8th Cir. 2004)',
    kind: 'objective',
    section: '1.7',
    description:
      'A debt collector may print only its address on the envelope, and its business name if the name does not show that it collects debts. Your name and address, postage, "forwarding service requested" and the postal barcode are allowed; words like "collection" or "past due", or an account number showing through the window, are not.',
    severity: 3,
    value: 500,
  },
  check,
};
