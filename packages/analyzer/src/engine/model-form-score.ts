import { fuzzyFind, normalizeForMatching } from './fuzzy-find';

/**
 * Does a notice follow the CFPB's Model Form B-1 (legal-reference §6)? The form's fixed headings
 * and prompts are looked for in reading order, tolerating OCR noise (about one wrong character in
 * five). The score is the share of markers found in order; the response section ('How do you want
 * to respond?' and below) is ordered on its own, because moving it to ease mailing is a permitted
 * change (comment 34(d)(2)(iii)-1.ii).
 */

type Marker = { label: string; variants: string[] };

const marker = (label: string, ...variants: string[]): Marker => ({ label, variants: variants.length ? variants : [label] });

/** The validation information, in the form's order. */
export const MODEL_FORM_MAIN_MARKERS: readonly Marker[] = [
  // The short form is allowed after an oral first contact (comment 34(d)(2)(i)-1).
  marker('is a debt collector', 'is a debt collector', 'from a debt collector'),
  marker('Our information shows', 'our information shows'),
  marker('As of … you owed', 'you owed'),
  marker('Between … and today', 'and today'),
  marker('You were charged this amount in interest', 'charged this amount in interest'),
  marker('You were charged this amount in fees', 'charged this amount in fees'),
  marker('You paid or were credited this amount', 'paid or were credited this amount'),
  marker('Total amount of the debt now', 'total amount of the debt now'),
  marker('How can you dispute the debt?', 'how can you dispute the debt'),
  marker('to dispute all or part of the debt', 'to dispute all or part of the debt'),
  marker('we will assume that our information is correct', 'we will assume that our information'),
  marker('we must stop collection on any amount you dispute', 'must stop collection on any amount'),
  marker('What else can you do?', 'what else can you do'),
  marker('Write to ask for the name and address of the original creditor', 'ask for the name and address of t'),
  marker('cfpb.gov/debt-collection', 'cfpb gov debt collection'),
];

/** The consumer-response section (c)(4), in the form's order. */
export const MODEL_FORM_RESPONSE_MARKERS: readonly Marker[] = [
  marker('How do you want to respond?', 'how do you want to respond'),
  marker('Check all that apply', 'check all that apply'),
  marker('I want to dispute the debt because I think', 'i want to dispute the debt becaus'),
  marker('This is not my debt', 'this is not my debt'),
  marker('The amount is wrong', 'the amount is wrong'),
  marker('send me the name and address of the original creditor', 'send me the name and address of'),
  marker('Mail this form to', 'mail this form to'),
];

/** The share of markers (found in order) at or above which a notice is treated as following the form. */
export const MODEL_FORM_THRESHOLD = 0.75;

/** Allowed edit distance for a marker variant: one error per five characters. */
const allowedErrors = (pattern: string): number => Math.floor(Math.min(pattern.length, 32) / 5);

/** Offset in the normalised text where a marker ends, or undefined. */
const locate = (normalized: string, m: Marker): number | undefined => {
  let best: { end: number; errors: number } | undefined;
  for (const v of m.variants) {
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
  const found: string[] = [];
  const missing: string[] = [];
  let inOrder = 0;
  for (const block of [MODEL_FORM_MAIN_MARKERS, MODEL_FORM_RESPONSE_MARKERS]) {
    const positions: number[] = [];
    for (const m of block) {
      const end = locate(normalized, m);
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
];

/** True when the sentence is (OCR-tolerantly) one of the model form's own sentences. */
export const isModelFormSentence = (sentence: string): boolean => {
  const normalized = normalizeForMatching(sentence);
  return MODEL_FORM_SENTENCES.some((s) => fuzzyFind(normalized, s, allowedErrors(s)) !== undefined);
};
