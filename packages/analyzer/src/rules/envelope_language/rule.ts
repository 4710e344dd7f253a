import type { Rule, RuleContext, RuleResult } from '../../types';
import { consumerStateOf, federalGate } from '../_conduct-and-time-bar/gate';
import { circuitName } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { spanOf } from '../../text/find';

/**
 * legal-reference §1.7 `envelope_language`: only the collector's address, and a business name that
 * does not reveal debt collection, may appear on the envelope (1692f(8); 1006.22(f)(2)). The envelope is
 * not in the letter's text, so the user types what it shows (UserAnswers.envelopeText). Items that make
 * the mail work are allowed (comment 22(f)(2)-1); "benign" markings are weighed by circuit.
 */

/** Allowed by comment 22(f)(2)-1 and ordinary mail handling: removed before looking. */
const MAIL_HANDLING: readonly RegExp[] = [
  /\b(?:forwarding|address|return|change|electronic)\s+service\s+requested\b/gi,
  /\b(?:forwarding\s+and\s+)?address\s+correction\s+requested\b/gi,
  /\breturn\s+postage\s+guaranteed\b/gi,
  /\bpresorted\b|\bprsrt\b|\bstd\b|\bfirst[\s-]*class(?:\s+mail)?\b|\bu\.?\s?s\.?\s+postage(?:\s+paid)?\b|\bpostage\s+paid\b|\bpermit\s+(?:no\.?\s*)?\d+\b/gi,
  /\b(?:usps\s+)?intelligent\s+mail\s+barcode\b|\bimb\b|\bauto\b|\b(?:5-digit|3-digit|aadc|mixed\s+aadc)\b/gi,
];

/** A ZIP code of the return address (part of the address, allowed). */
const ZIP_CODE = /\b\d{5}(?:-\d{4})?\b/g;

type Marking = { kind: 'reveals_debt' | 'account_number' | 'benign'; pattern: RegExp };

const MARKINGS: readonly Marking[] = [
  {
    kind: 'reveals_debt',
    pattern:
      /\bcollect(?:ion|ions|or|ors|ing)?\b|\bdebts?\b|\bpast[\s-]+due\b|\boverdue\b|\bdelinquen\w*|\bfinal\s+(?:notice|demand|warning)\b|\bnotice\s+of\s+(?:default|intent|collection)\b|\brecovery\b|\breceivables?\b|\bamount\s+(?:due|owed)\b|\bbalance\s+due\b|\bpayment\s+(?:due|required|demand)\b|\bowed?\b|\bcobr(?:o|anza|anzas|ador)\b|\bdeudas?\b/i,
  },
  {
    kind: 'account_number',
    // Labelled ("Acct# 12345"), or a bare reference: letters and digits joined by dashes ("R-xxxx-5459-R241",
    // Douglass v. Convergent) or a long run of digits, once ZIP codes are set aside.
    pattern:
      /\b(?:acct|account|acc't|ref(?:erence)?|file|claim|cuenta)\b\.?\s*(?:#|no\.?|num(?:ber)?\.?|:)?\s*[\w*-]*\d{3,}|\bQR(?:\s+code)?\b|#\s*\d{5,}|\b(?=[a-z0-9-]*[a-z])(?=[a-z0-9-]*\d{3})[a-z0-9]+(?:-[a-z0-9]+)+\b|\b\d{8,}\b/i,
  },
  {
    kind: 'account_number',
    // Told in words: the account number shows, or a code on the page encodes it (Daubert v. NRA Group, 3d Cir. 2017:
    // a barcode that, scanned, reveals the account number). The postal barcode, which carries only routing data, is
    // set aside with the mail-handling items first.
    pattern:
      /(?<!\b(?:no|not|never|without|sin|ning[uú]n)\s+(?:(?:my|the|an?|any|mi|el|un)\s+)?)\b(?:(?:acc(?:ou)?n?t|reference|case|file|claim|customer|client)\s+(?:number|no\b|num\b|#|id\b)|n[uú]mero\s+de\s+(?:cuenta|referencia|cliente|expediente))|\b(?:bar[\s-]*code|c[oó]digo\s+de\s+barras)\b[^.]*?\b(?:scan\w*|escane\w*|encod\w*|codific\w*|reveal\w*|revela\w*|contain\w*|contiene)\b/i,
  },
  {
    kind: 'benign',
    pattern:
      /\bpersonal\s*(?:&|and)\s*confidential\b|\bconfidential\b|\btime[\s-]*sensitive\b|\burgent\b|\bimportant\b|\bimmediate\s+(?:reply|response|attention)\b|\bpriority\s+(?:letter|mail|notice)\b|\bopen\s+immediately\b|\brespond\s+(?:now|immediately|today)\b|\bdo\s+not\s+(?:discard|ignore)\b|\bnotice\b|\bact\s+now\b/i,
  },
];

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
const aboveAddressBlock = (ctx: RuleContext): string[] => {
  const name = ctx.facts.consumer?.name;
  if (!name) return [];
  const before = ctx.text.slice(0, name.span.start).split('\n');
  // The window shows the address block, whose first line is the name; a name inside a line ("Dear Ms. Decker:",
  // "Re: Jane Doe") is the body of the letter, and what stands above it is the letter's own heading.
  const lineStart = before.pop() as string;
  if (!/^\s*(?:(?:to|attn|attention|para)\s*:?\s*)?$/i.test(lineStart)) return [];
  const lines: string[] = [];
  while (before.length > 0 && lines.length < WINDOW_LINES) {
    const line = (before.pop() as string).trim();
    if (line === '' || line.length > WINDOW_LINE_MAX) break;
    lines.unshift(line);
  }
  return lines;
};

/** Markings found in the given text, once mail-handling items and ZIP codes are set aside. */
const markingsIn = (text: string): { kind: Marking['kind']; match: string }[] => {
  let rest = text.replace(/\s+/g, ' ').trim();
  for (const p of MAIL_HANDLING) rest = rest.replace(p, ' ');
  rest = rest.replace(ZIP_CODE, ' ');
  return MARKINGS.map((m) => ({ kind: m.kind, match: m.pattern.exec(rest)?.[0] })).filter(
    (h): h is { kind: Marking['kind']; match: string } => h.match !== undefined,
  );
};

/** A likely violation read from the letter's own window area, stated with its condition (a window envelope). */
const windowFinding = (ctx: RuleContext, assumptions: string[]): RuleResult | undefined => {
  const lines = aboveAddressBlock(ctx);
  const hits = markingsIn(lines.join(' '));
  const hit = hits.find((h) => h.kind !== 'benign') ?? hits[0];
  if (!hit) return undefined;
  const circuit = circuitName(consumerStateOf(ctx));
  const line = lines.find((l) => l.includes(hit.match)) ?? hit.match;
  const condition = 'Assumed the letter came in a window envelope and these words show through the window; tell us what your envelope shows to confirm.';
  if (hit.kind === 'benign' && (circuit === '5th' || circuit === '8th'))
    return {
      status: 'pass',
      assumptions: [
        ...assumptions,
        `The letter prints "${hit.match}" above your address. Courts in your circuit (${circuit}) allow "benign" envelope markings (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), so it is not treated as a violation even if it shows through the window.`,
      ],
    };
  const at = ctx.text.lastIndexOf(line, ctx.facts.consumer?.name?.span.start);
  const evidence = at >= 0 ? [spanOf(ctx.text, at, at + line.length)] : [];
  return {
    status: 'flag',
    message: `This letter prints "${hit.match}" just above your name and address, the part of the page that shows through a window envelope. That is likely a violation unless your envelope has no window or hides that line: only the collector's address, and a business name that does not show it is a debt collector, may appear on the envelope or through its window (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); ${hit.kind === 'benign' ? 'Preston v. Midland Credit Management, 7th Cir. 2020' : 'Douglass v. Convergent Outsourcing, 3d Cir. 2014'}).`,
    evidence,
    confidence: hit.kind !== 'benign' && circuit === '3d' ? 'medium' : 'low',
    assumptions: [...assumptions, condition],
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
    const window = windowFinding(ctx, gate.assumptions);
    if (window) return window;
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
  if (other) {
    const circuit = circuitName(consumerStateOf(ctx));
    return {
      status: 'flag',
      message: `You told us the envelope shows "${other.match}" as its sender. Only the debt collector's own address, and a business name that does not show it collects debts, may appear on the envelope; another sender's name there is a name other than the collector's true name${other.government ? ', and a government body as sender suggests the government is writing to you' : ''} (15 U.S.C. 1692e(14), 1692f(8)${other.government ? ', 1692e(1), (9)' : ''}; Peter v. GC Services, 5th Cir. 2002).`,
      evidence: [],
      confidence: other.government || circuit === '5th' ? 'high' : 'medium',
      assumptions: gate.assumptions,
    };
  }
  const hits = markingsIn(typed);
  if (hits.length === 0) {
    return {
      status: 'pass',
      assumptions: [...gate.assumptions, 'The envelope shows only addresses, postage and mail-handling items, which are allowed (comment 22(f)(2)-1).'],
    };
  }

  const state = consumerStateOf(ctx);
  const circuit = circuitName(state);
  const reveals = hits.find((h) => h.kind === 'reveals_debt');
  const account = hits.find((h) => h.kind === 'account_number');
  const benign = hits.find((h) => h.kind === 'benign');
  const assumptions = [
    ...gate.assumptions,
    ...(circuit ? [] : ['Your state (and so your federal circuit) is not known; courts differ on "benign" envelope markings.']),
  ];
  const law =
    "Only the collector's address, and a business name that does not show it is a debt collector, may appear on the envelope (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2)).";

  if (reveals) {
    return {
      status: 'flag',
      message: `You told us the envelope shows "${reveals.match}". Words that reveal a debt or debt collection to anyone who handles your mail are not allowed on the envelope. ${law}`,
      evidence: [],
      confidence: /^(?:recovery|receivables?)$/i.test(reveals.match) ? 'medium' : 'high',
      assumptions,
    };
  }
  if (account) {
    return {
      status: 'flag',
      message: `You told us the envelope shows "${account.match}". An account or reference number (or a QR code that encodes one) visible on the envelope or through its window is not among the items the law allows; the Third Circuit held it a violation in Douglass v. Convergent Outsourcing (2014). ${law}`,
      evidence: [],
      confidence: circuit === '3d' ? 'high' : 'medium',
      assumptions,
    };
  }
  const marking = (benign as { match: string }).match;
  if (circuit === '5th' || circuit === '8th') {
    return {
      status: 'pass',
      assumptions: [
        ...assumptions,
        `The envelope shows "${marking}". Courts in your circuit (${circuit}) recognise a "benign language" exception for markings that do not reveal a debt (Goswami, 5th Cir. 2004; Strand, 8th Cir. 2004), so this is not treated as a violation.`,
      ],
    };
  }
  return {
    status: 'flag',
    message: `You told us the envelope shows "${marking}". ${law} The Seventh Circuit held that "TIME SENSITIVE DOCUMENT" on an envelope violated this rule (Preston v. Midland Credit Management, 2020)${circuit === '7th' ? ', and that decision binds courts in your circuit' : '; other circuits allow harmless markings, so this finding is weaker outside the 3d and 7th Circuits'}.`,
    evidence: [],
    confidence: circuit === '7th' ? 'high' : circuit === '3d' ? 'medium' : 'low',
    assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'envelope_language',
    title: "Anything on the envelope besides the collector's address and a neutral name",
    citation:
      '15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2); comment 22(f)(2)-1; Preston v. Midland (7th Cir. 2020); Douglass v. Convergent Outsourcing (3d Cir. 2014); Goswami (5th Cir. 2004); Strand v. Diversified Collection Service (8th Cir. 2004)',
    kind: 'objective',
    section: '1.7',
    description:
      'A debt collector may print only its address on the envelope, and its business name if the name does not show that it collects debts. Your name and address, postage, "forwarding service requested" and the postal barcode are allowed; words like "collection" or "past due", or an account number showing through the window, are not.',
    severity: 3,
    value: 500,
  },
  check,
};
