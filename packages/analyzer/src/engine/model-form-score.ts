import { fuzzyFind, normalizeForMatching } from './fuzzy-find';

/**
 * Does a notice follow the CFPB's Model Form B-1 (legal-reference §6), or the CFPB's own Spanish
 * version of it (an accurate translation, comment 34(e)-1; each marker lists the Spanish form's
 * wording too, with the common rewordings of a Spanish notice)? The form's fixed headings
 * and prompts are looked for in reading order, tolerating OCR noise (about one wrong character in
 * five). The score is the share of markers found in order; the response section ('How do you want
 * to respond?' and below) is ordered on its own, because moving it to ease mailing is a permitted
 * change (comment 34(d)(2)(iii)-1.ii).
 */

type Marker = { label: string; variants: string[]; spanish: string[] };

/** Words only the Spanish wordings have: their variants are tried only on a text that reads Spanish (they cost time). */
const SPANISH_WORDS =
  /(?:^|\s)(?:de|la|el|que|deuda|usted|como|esta|cantidad|nuestra|se|le|y|del|todo|quiero|marque|envie|supondremos|asumiremos|detener|dejar|solicitar|pedir|es|un)(?=\s|$)/;
/**
 * A Spanish word of the notice, as a word of the text `normalizeForMatching` writes (only a-z, 0-9 and single spaces), where
 * `\b` is a space or an end: `/(?:^|\s)(?:deuda|…)(?=\s|$)/` on that text, which the engine ran in 2.5 times the
 * instructions on the bench's letter (decision 452).
 */
const SPANISH_TEXT = /\b(?:deuda|usted|cobrador|nuestra|acreedor)\b/;

const marker = (label: string, ...variants: string[]): Marker => {
  const all = variants.length ? variants : [label];
  return { label, variants: all.filter((v) => !SPANISH_WORDS.test(v)), spanish: all.filter((v) => SPANISH_WORDS.test(v)) };
};

/** The validation information, in the form's order. */
export const MODEL_FORM_MAIN_MARKERS: readonly Marker[] = [
  // The short form is allowed after an oral first contact (comment 34(d)(2)(i)-1).
  marker('is a debt collector', 'is a debt collector', 'from a debt collector', 'es un cobrador de deudas', 'de un cobrador de deudas'),
  marker('Our information shows', 'our information shows', 'nuestra informacion muestra'),
  marker('As of … you owed', 'you owed', 'usted debia'),
  marker('Between … and today', 'and today', ' y hoy'),
  marker('You were charged this amount in interest', 'charged this amount in interest', 'cobro esta cantidad en interes'),
  marker('You were charged this amount in fees', 'charged this amount in fees', 'cobro esta cantidad en cargos'),
  marker('You paid or were credited this amount', 'paid or were credited this amount', 'se le abono esta cantidad', 'se le acredito esta cantidad'),
  marker('Total amount of the debt now', 'total amount of the debt now', 'total de la deuda ahora'),
  marker('How can you dispute the debt?', 'how can you dispute the debt', 'como puede disputar la deuda'),
  marker(
    'to dispute all or part of the debt',
    'to dispute all or part of the debt',
    'disputar la totalidad o parte de la',
    'disputar toda o parte de la deuda',
  ),
  marker(
    'we will assume that our information is correct',
    'we will assume that our information',
    'supondremos que nuestra informacion',
    'asumiremos que nuestra informacion',
  ),
  marker(
    'we must stop collection on any amount you dispute',
    'must stop collection on any amount',
    'detener el cobro de cualquier cantidad',
    'dejar de cobrar cualquier cantidad',
  ),
  marker('What else can you do?', 'what else can you do', 'que mas puede hacer'),
  marker(
    'Write to ask for the name and address of the original creditor',
    'ask for the name and address of t',
    'solicitar el nombre y la direccion',
    'pedir el nombre y la direccion del',
  ),
  marker('cfpb.gov/debt-collection', 'cfpb gov debt collection'),
];

const DISPUTE_HEADING = MODEL_FORM_MAIN_MARKERS.find((m) => m.label === 'How can you dispute the debt?') as Marker;

/** The consumer-response section (c)(4), in the form's order. */
export const MODEL_FORM_RESPONSE_MARKERS: readonly Marker[] = [
  marker('How do you want to respond?', 'how do you want to respond', 'como desea responder', 'como quiere responder'),
  marker('Check all that apply', 'check all that apply', 'marque todo lo que corresponda', 'marque todas las opciones que corres'),
  marker('I want to dispute the debt because I think', 'i want to dispute the debt becaus', 'quiero disputar la deuda porque'),
  marker('This is not my debt', 'this is not my debt', 'esta no es mi deuda'),
  marker('The amount is wrong', 'the amount is wrong', 'la cantidad es incorrecta'),
  marker('send me the name and address of the original creditor', 'send me the name and address of', 'el nombre y la direccion del acreedor original'),
  marker('Mail this form to', 'mail this form to', 'envie este formulario'),
];

/**
 * The items whose statement the model form itself carries, by the rule that checks the item, and the form's
 * markers of that statement. The safe harbour (12 CFR 1006.34(d)(2)) is for a collector who uses the form: a notice
 * that otherwise follows it but leaves out one of these statements (a Reg F notice in the form's layout with no
 * "Write to ask for the name and address of the original creditor" or no CFPB website line) has not used the form
 * for that item, so the item's own rule judges it (decision 132). Changes the form permits (comment 34(d)(2)) never
 * drop a required statement; an optional item (the electronic-dispute line, the Spanish-language offer) is not here.
 */
export const MODEL_FORM_ITEMS: Readonly<Partial<Record<string, readonly string[]>>> = {
  vn_collector_communication_disclosure: ['is a debt collector'],
  vn_amount_on_itemization_date: ['As of … you owed'],
  vn_itemization_table: ['You were charged this amount in interest', 'You were charged this amount in fees', 'You paid or were credited this amount'],
  vn_current_amount: ['Total amount of the debt now'],
  vn_dispute_right_statement: ['we must stop collection on any amount you dispute'],
  vn_assumed_valid_statement: ['we will assume that our information is correct'],
  vn_original_creditor_right_statement: ['Write to ask for the name and address of the original creditor'],
  vn_cfpb_website_statement: ['cfpb.gov/debt-collection'],
  vn_dispute_prompts: ['I want to dispute the debt because I think', 'This is not my debt', 'The amount is wrong'],
  vn_original_creditor_prompt: ['send me the name and address of the original creditor'],
};

/** The notice follows the form but leaves out the form's own statement of this rule's item (decision 132). */
export const modelFormLeavesOut = (leftOut: readonly string[] | undefined, ruleId: string): boolean =>
  !!leftOut && leftOut.length > 0 && (MODEL_FORM_ITEMS[ruleId] ?? []).some((label) => leftOut.includes(label));

/** The share of markers (found in order) at or above which a notice is treated as following the form. */
export const MODEL_FORM_THRESHOLD = 0.75;

/** Allowed edit distance for a marker variant: one error per five characters. */
const allowedErrors = (pattern: string): number => Math.floor(Math.min(pattern.length, 32) / 5);

/** Offset in the normalised text where a marker ends, or undefined. */
const locate = (normalized: string, m: Marker, spanish: boolean): number | undefined => {
  let best: { end: number; errors: number } | undefined;
  for (const v of spanish ? [...m.variants, ...m.spanish] : m.variants) {
    const hit = fuzzyFind(normalized, v, allowedErrors(v));
    if (hit && (!best || hit.errors < best.errors || (hit.errors === best.errors && hit.end < best.end))) best = hit;
  }
  return best?.end;
};

/** Length of the longest strictly increasing subsequence (the markers that appear in order). */
const longestIncreasing = (values: number[]): number => {
  const tails: number[] = [];
  for (const v of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
};

export type ModelFormScore = {
  /** 0..1: markers found in order / all markers. */
  score: number;
  followsModelForm: boolean;
  found: string[];
  missing: string[];
};

export const scoreModelForm = (text: string): ModelFormScore => {
  const normalized = normalizeForMatching(text);
  const spanish = SPANISH_TEXT.test(normalized);
  const found: string[] = [];
  const missing: string[] = [];
  let inOrder = 0;
  // The form's statements are read above its response section when that section follows them (as the form has it):
  // "Write to ask for the name and address of the original creditor" is not its response prompt "send me the name
  // and address of the original creditor" (decision 132). A response section moved up (comment 34(d)(2)(iii)-1.ii)
  // leaves the whole text read.
  const responseEnd = locate(normalized, MODEL_FORM_RESPONSE_MARKERS[0] as Marker, spanish);
  const disputeEnd = locate(normalized, DISPUTE_HEADING, spanish);
  const mainText = responseEnd !== undefined && disputeEnd !== undefined && responseEnd > disputeEnd ? normalized.slice(0, responseEnd) : normalized;
  for (const block of [MODEL_FORM_MAIN_MARKERS, MODEL_FORM_RESPONSE_MARKERS]) {
    const positions: number[] = [];
    for (const m of block) {
      const end = locate(block === MODEL_FORM_MAIN_MARKERS ? mainText : normalized, m, spanish);
      if (end === undefined) missing.push(m.label);
      else {
        found.push(m.label);
        positions.push(end);
      }
    }
    inOrder += longestIncreasing(positions);
  }
  const total = MODEL_FORM_MAIN_MARKERS.length + MODEL_FORM_RESPONSE_MARKERS.length;
  const score = inOrder / total;
  return { score, followsModelForm: score >= MODEL_FORM_THRESHOLD, found, missing };
};

/**
 * Sentences of the model form itself (and its optional lines, 1006.34(d)(3)). Wording the
 * collector added outside these is not covered by the overshadowing safe harbour (1006.38(b)(2)).
 */
const MODEL_FORM_SENTENCES = [
  'is a debt collector',
  'we are trying to collect a debt',
  'we will use any information you give us',
  'our information shows',
  'you owed',
  'and today',
  'charged this amount in',
  'paid or were credited this amount',
  'total amount of the debt now',
  'see reverse side for important information',
  'how can you dispute the debt',
  'call or write to us by',
  'if you write to us by',
  'we will assume that our information',
  'must stop collection',
  'you may use the form below',
  'you may also include supporting documents',
  'we accept disputes electronically',
  'we accept such requests electronically',
  'what else can you do',
  'name and address of the original creditor',
  'cfpb gov debt collection',
  'contact us about your payment options',
  'pongase en contacto con nosotros',
  'how do you want to respond',
  'check all that apply',
  'this is not my debt',
  'the amount is wrong',
  'i enclosed this amount',
  'make your check payable to',
  'include the reference number',
  'quiero este formulario en espanol',
  'mail this form to',
  // The CFPB's Spanish model notice (comment 34(e)-1), accents off as normalizeForMatching leaves them.
  'es un cobrador de deudas',
  'estamos tratando de co',
  'usaremos cualquier informacion',
  'nuestra informacion muestra',
  'usted debia',
  ' y hoy',
  'esta cantidad en',
  'total de la deuda ahora',
  'vea al reverso para obtener informacion',
  'como puede disputar la deuda',
  'llamenos o escribanos',
  'si nos escribe',
  'supondremos que nuestra informacion',
  'asumiremos que nuestra informacion',
  'detener el cobro',
  'dejar de cobrar',
  'formulario a continuacion o escribirnos',
  'puede incluir documentos',
  'aceptamos disputas electronicamente',
  'aceptamos dichas solicitudes',
  'que mas puede hacer',
  'la direccion del acreedor original',
  'contactenos acerca de sus opciones de pago',
  'como desea responder',
  'marque todo lo que corresponda',
  'esta no es mi deuda',
  'la cantidad es incorrecta',
  'adjunto esta cantidad',
  'haga su cheque a nombre de',
  'incluya el numero de referencia',
  'envie este formulario',
];

/** True when the sentence is (OCR-tolerantly) one of the model form's own sentences. */
const ENGLISH_SENTENCES = MODEL_FORM_SENTENCES.filter((s) => !SPANISH_WORDS.test(s));

export const isModelFormSentence = (sentence: string): boolean => {
  const normalized = normalizeForMatching(sentence);
  const sentences = SPANISH_WORDS.test(normalized) ? MODEL_FORM_SENTENCES : ENGLISH_SENTENCES;
  return sentences.some((s) => fuzzyFind(normalized, s, allowedErrors(s)) !== undefined);
};
