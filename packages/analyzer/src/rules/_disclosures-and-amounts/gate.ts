import { REG_F_EFFECTIVE_DATE } from '../../engine/gates';
import type { RuleContext, RuleResult, Span } from '../../types';
import { debtCollectorAssumption, GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { QUESTIONS } from '../_shared/questions';
import { fold, matchIn } from './text';
import { onForgetLetter } from '../../text/last-letter';
import { placementWithSender } from '../../reading/first-contact';

/** The gate questions of legal-reference §0.2 as the rules of §1.2, §1.3 and §1.5 use them. */

export type Gate =
  | { ok: false; result: RuleResult }
  | {
      ok: true;
      assumptions: string[];
      collectorCue?: Span;
      /** Nothing (gate or text) shows the sender is a debt collector rather than the creditor itself. */
      senderUnknown: boolean;
    };

const notApplicable = (reason: string): Gate => ({ ok: false, result: { status: 'not_applicable', reason } });

/**
 * The sender collecting for another or as the debt's new owner, in the other ways letters say it (decision 127): "we
 * represent Star Bank in the collection of this account", "we are collecting this debt for…", "we collect debts for…",
 * "Star Bank sold your account to us", Spanish "este es un intento de cobrar una deuda", "actuamos / cobramos … en
 * nombre de", "somos los nuevos dueños de su cuenta".
 */
const COLLECTING_FOR_ANOTHER = String.raw`\b(?:we|i|this\s+(?:office|firm|agency|company))\s+(?:(?:am|are|is)\s+)?(?:represent(?:s|ing)?\s+[^.;]{1,60}?\s+in\s+(?:the\s+)?collection\s+of|collect(?:s|ing)?\s+(?:this|the|your)\s+(?:debt|account|balance)\s+(?:for|on\s+behalf\s+of)|collect(?:s)?\s+debts\s+(?:for|on\s+behalf\s+of))\b|\b(?:sold|assigned|transferred)\s+(?:your|this|the)\s+(?:[a-z'-]+\s+){0,2}?(?:account|debt|loan)\s+to\s+(?:us|our\s+(?:company|firm))\b|(?<!\bno\s+es\s+un\s+)\bintento\s+de\s+cobrar\s+una\s+deuda\b|\b(?:actuamos|escribimos|cobramos\s+[^.;]{0,30}?)\s+en\s+nombre\s+de\b|\bnuev[oa]s?\s+(?:due[nñ]os?|propietari[oa]s?)\s+de\s+su\s+(?:cuenta|deuda)\b`;

/**
 * Decision 401: the sender's business said in other words than "debt collector". The sender in the first person ("we",
 * "this office", "our company") said retained, hired, engaged or contracted by another to collect, settle or recover ("we
 * have been retained by the clinic to settle this account", "our company was hired by Star Bank to recover", "this office
 * has been contracted to represent Star Bank in the collection of", Spanish "fuimos contratados por … para cobrar"), not by
 * the writer itself ("by us"); a business named in the third person stays a question (it may be the creditor telling of
 * its collector: decision 110 and the first-letter families); an account referred to another for the
 * purpose of collecting or securing payment; the statute's validation notice addressed to "this office" (15 U.S.C.
 * 1692g(a)(3)-(5), owed by a debt collector only), and a "Client:" line naming the party the sender collects for. The notice's
 * own promises read in other words too (session 52): the debt "we may treat / will consider / will take (it) to be" valid, said by
 * the sender in the first person (the bare passive, "the debt will be assumed to be valid", may be a creditor's own letter), and
 * verification of the debt it will "get", "secure" or "provide you with".
 */
const RETAINED_OR_NOTIFIED = String.raw`\b(?:we|i|the\s+undersigned|(?:this|our)\s+(?:law\s+)?(?:office|firm|agency|company))\s+(?:(?:have|has|had)\s+(?:now\s+|just\s+|recently\s+)?been|was|were)\s+(?:retained|hired|engaged|contracted|employed|appointed)\s+(?:by\s+(?!(?:us|our|this|me)\b)[^.;]{1,80}?\s+)?(?:to|for)\s+(?:[a-z',&.-]+\s+){0,5}?(?:collect(?:ion|ing)?|settle|recover(?:y)?)\b|\b(?:fuimos|hemos\s+sido|(?:esta|nuestra)\s+(?:agencia|oficina|firma|empresa)\s+(?:ha\s+sido|fue))\s+(?:contratad|designad|encargad)[oa]s?\s+(?:por\s+[^.;]{1,80}?\s+)?para\s+(?:cobrar|recuperar|gestionar\s+el\s+cobro)\b|\b(?:referred|placed|assigned|forwarded|turned\s+over)\b[^.;]{0,100}?\bfor\s+the\s+purpose\s+of\s+(?:collecting|collection|securing\s+(?:the\s+)?payment|recovering)\b|\bnotif(?:y|ies)\s+(?:this|our)\s+office\s+(?:in\s+writing\s+)?within\s+(?:the\s+)?(?:thirty|30)\b[^.]{0,100}?\bdisput|\bnotifica\s+a\s+(?:esta|nuestra)\s+oficina\s+(?:por\s+escrito\s+)?dentro\s+de\s+(?:los\s+)?(?:treinta|30)\b[^.]{0,100}?\bdisput|(?:^|\n)[ \t]*(?:our\s+)?client[ \t]*:[ \t]*[a-z]`;

/** Words by which a letter shows it comes from a debt collector (not the creditor collecting in its own name). */
const COLLECTOR_CUE = new RegExp(
  String.raw`\bdebt\s+collector|\bcollection\s+agency|\bagencia\s+de\s+cobr|\bcobrador(?:a)?\s+de\s+deudas|\b(?:attempt(?:ing)?|trying)\s+to\s+collect\s+(?:a|this|the)\s+debt|\bplaced\s+(?:with|in)\s+(?:our|this)\s+(?:office|agency|firm|organization|organisation|company)|\b(?:placed|referred|assigned|transferred|turned\s+over|given|handed\s+over|forwarded)\s+(?:[a-z]+\s+){0,3}?(?:to|with)\s+(?:us|our\s+(?:office|agency|firm)|this\s+(?:office|agency|firm|company))|\bour\s+client\b|\bon\s+behalf\s+of\b|\b(?:purchased|acquired|bought)\s+(?:your|this|the)\s+(?:[a-z'&.-]{1,20}\s+){0,4}?(?:account|debt|loan)\b|\b(?:account|debt|loan)\s+(?:was|has\s+been|had\s+been)\s+(?:sold|assigned|transferred)\s+to\b|\bcollections?\s+(?:services?|bureau|group|associates|corp|inc|llc)\b|\b(?:attorneys?|counselors?)\s+at\s+law\b|\blaw\s+(?:firm|offices?)\b|\b(?:retained|hired|engaged|employed)\s+(?:this\s+(?:office|firm|agency)|us|our\s+(?:office|firm|agency)|me)\s+to\s+collect\b|(?<!\byou\s|\byou\s(?:have|had)\s)\b(?:has|have|had)\s+(?:asked|authori[sz]ed|instructed)\s+(?:this\s+(?:office|firm|agency)|us|our\s+(?:office|firm|agency)|me)\s+to\s+collect\s+(?:this|the|your)\s+(?:[a-z'-]+\s+){0,2}?(?:debt|account|balance|obligation)\b|\b(?:we|i|the\s+undersigned|(?:this|our)\s+(?:law\s+)?(?:office|firm|agency|company))\s+(?:have|has)\s+(?:now\s+|just\s+|recently\s+)?been\s+(?:retained|hired|engaged|authori[sz]ed|asked|instructed)\s+(?:by\s+[^.]{1,80}?\s+)?to\s+collect\b|\bnos\s+ha\s+(?:asignado|remitido|transferido|referido|entregado|enviado)\s+(?:su|esta|la)\s+(?:cuenta|deuda)\b|\bnos\s+ha\s+contratado\s+para\s+cobrar\b|\b(?:placed|referred|assigned|forwarded)\s+(?:[a-z]+\s+){0,3}?for\s+collections?\b|\bthis\s+office\s+will\s+(?:assume|obtain\s+verification)\b|\b(?:we|this\s+(?:office|firm|agency))\s+(?:will|may|shall|must)\s+(?:assume|presume|treat|consider|deem|regard)\s+(?:that\s+)?(?:this|the)\s+debt\s+(?:is\s+|to\s+be\s+|as\s+)?valid\b|\b(?:we|this\s+(?:office|firm|agency))\s+(?:will|may|shall|must)\s+(?:take|view|count)\s+(?:(?:this|the)\s+debt|it)\s+(?:to\s+be|as)\s+valid\b|\b(?:obtain|get|secure|send|mail|provide\s+you\s+with|furnish\s+you\s+with)\s+(?:you\s+)?verification\s+of\s+(?:the|this)\s+debt\b|\bnos\s+(?:asign[oó]|ha\s+asignado)\b|\basignad[ao]\s+a\s+nuestr[ao]\s+(?:agencia|oficina|firma)|\bpara\s+su\s+cobro\b|${COLLECTING_FOR_ANOTHER}|${RETAINED_OR_NOTIFIED}`,
);

/** The words that show the sender is a debt collector, if the letter has any. */
let cueMemo: { text: string; cue: Span | undefined } | undefined;
onForgetLetter(() => {
  cueMemo = undefined;
});
export const collectorCue = (ctx: RuleContext, folded?: string): Span | undefined => collectorCueIn(ctx.text, folded);

/**
 * The same for a text: the one reader of "the sender is a debt collector" (decision 132), read by the engine's gate
 * (`gates.isDebtCollector`) and by every rule, so no rule judges the sender by a narrower list of its own.
 */
export const collectorCueIn = (text: string, folded?: string): Span | undefined => {
  // Every federal rule asks: computed once for the letter being read.
  // The words of a placement whose receiver is the sender itself say so too (decision 127): one reading with the first-letter gate.
  if (cueMemo?.text !== text) cueMemo = { text, cue: matchIn(text, folded ?? fold(text), COLLECTOR_CUE) ?? placementWithSender(text) };
  return cueMemo.cue;
};

const CAPTION = /\b(?:plaintiffs?|demandantes?)\b/;
const DEFENDANT = /\b(?:defendants?|demandad[oa]s?)\b/;
const PLEADING = /\b(?:summons|complaint|petition|statement\s+of\s+claim|citaci[oó]n|demanda)\b/;
const COURT = /\b(?:court|tribunal|corte)\b/;
/** A caption: a party named on its own line ("Plaintiff,"), "v." / "-against-" between parties, or a case number. */
const CAPTION_FORM =
  /(?:^|\n)[ \t]*(?:plaintiffs?|defendants?|demandantes?|demandad[oa]s?)[,.]?[ \t]*(?:\n|$)|\n[ \t]*(?:v\.?|vs\.?|-?\s*against\s*-?)[ \t]*(?:\n|$)|\b(?:case|index|docket|civil\s+action|caso)\s+(?:no\.?|number|#|n[uú]m\.?)\s*:?\s*[\w-]*\d/;

/** A formal court pleading (summons / complaint): the gate's answer, or a caption read from the text. */
export const isPleading = (ctx: RuleContext, folded: string = fold(ctx.text)): boolean => {
  if (ctx.gates.isCourtPleading) return true;
  // Every rule that exempts pleadings asks: the caption read once for the letter being read.
  if (captionMemo?.folded !== folded) captionMemo = { folded, caption: captionIn(folded) };
  return captionMemo.caption;
};

/**
 * The form of a caption in folded text, outside a reference line (decision 358): a party label on a line of its own, a "v." line
 * between the parties, or a case number. A letter that names a suit in its "Re:" line, or speaks of a plaintiff, a defendant and a
 * complaint in its sentences ("no lawsuit has been filed; you are not a defendant"), is not set out as a pleading.
 */
export const captionFormIn = (folded: string): boolean => CAPTION_FORM.test(folded.replace(REFERENCE_LINES, '\n'));
const REFERENCE_LINES = /(?:^|\n)[ \t]*(?:re|regarding|subject|asunto|ref(?:erence)?)\b[ \t]*[:.-][^\n]*/g;

const captionIn = (folded: string): boolean => {
  const head = folded.slice(0, 3000);
  return CAPTION.test(head) && DEFENDANT.test(head) && PLEADING.test(head) && COURT.test(head) && CAPTION_FORM.test(head);
};

let captionMemo: { folded: string; caption: boolean } | undefined;
onForgetLetter(() => {
  captionMemo = undefined;
});

export type GateOptions = {
  /** The rule does not apply to formal pleadings (1692g(d), 1692e(11), 1006.18(e)(3)). */
  exemptPleadings?: boolean;
  /** The rule also binds enforcers of security interests (1692f(6)). */
  coversSecurityEnforcers?: boolean;
};

/**
 * Gate 1 (debt collector) and gate 2 (consumer debt), and pleadings. Unknown answers are assumed
 * in the consumer's favour and named in `assumptions`.
 */
export const federalGate = (ctx: RuleContext, options: GateOptions = {}, folded: string = fold(ctx.text)): Gate => {
  const { gates } = ctx;
  if (options.exemptPleadings && isPleading(ctx, folded)) {
    return notApplicable('This is a formal court pleading (summons or complaint), which this rule does not cover.');
  }
  if (gates.isConsumerDebt === false) {
    return notApplicable('The debt is a business debt; the FDCPA and Regulation F cover only personal, family or household debts (15 U.S.C. 1692a(5)).');
  }
  if (gates.isDebtCollector === false && !options.coversSecurityEnforcers) {
    return notApplicable(
      'The sender is the original creditor collecting in its own name, which is not a "debt collector" under 15 U.S.C. 1692a(6). State law may still apply.',
    );
  }
  const assumptions: string[] = [];
  const cue = collectorCue(ctx, folded);
  if (gates.isDebtCollector !== true) {
    assumptions.push(debtCollectorAssumption(ctx.text));
  }
  if (gates.isConsumerDebt === null) assumptions.push(GATE_ASSUMPTIONS.consumerDebt);
  const senderUnknown = gates.isDebtCollector === null && !cue;
  return cue ? { ok: true, assumptions, collectorCue: cue, senderUnknown } : { ok: true, assumptions, senderUnknown };
};

/**
 * A finding that holds only if the sender is a debt collector, when nothing shows it is one: ask the
 * user instead of flagging (an original creditor's own letter is outside the FDCPA).
 */
const unlessSenderUnknown = (gate: Extract<Gate, { ok: true }>, result: RuleResult): RuleResult => {
  if (result.status !== 'flag' || !gate.senderUnknown) return result;
  return {
    status: 'needs_input',
    questions: [QUESTIONS.senderIsOriginalCreditor],
    message: `${result.message} This applies only if the sender is a debt collector (for example a collection agency, a debt buyer or a collection law firm); nothing in the letter says so.`,
    evidence: result.evidence,
    ...(result.assumptions ? { assumptions: result.assumptions } : {}),
  };
};

/** 'Regulation F' gate from the gate or, when the gate is unknown, from a date read in the text. */
export const regFStatus = (ctx: RuleContext, letterDate: string | undefined): boolean | null => {
  if (ctx.gates.isRegF !== null) return ctx.gates.isRegF;
  return letterDate ? letterDate >= REG_F_EFFECTIVE_DATE : null;
};

/**
 * A rule's check behind the federal gate: not applicable when a gate fails, and a question instead
 * of a flag when nothing shows the sender is a debt collector.
 */
export const withFederalGate =
  (options: GateOptions, evaluate: (ctx: RuleContext, folded: string, gate: Extract<Gate, { ok: true }>) => RuleResult) =>
  (ctx: RuleContext): RuleResult => {
    const folded = fold(ctx.text);
    const gate = federalGate(ctx, options, folded);
    if (!gate.ok) return gate.result;
    return unlessSenderUnknown(gate, evaluate(ctx, folded, gate));
  };
