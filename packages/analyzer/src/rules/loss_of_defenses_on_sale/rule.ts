import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';

const meta: RuleMeta = {
  id: 'loss_of_defenses_on_sale',
  title: 'Says selling the debt will strip your defenses',
  citation: '15 U.S.C. 1692e(6); 12 CFR 1006.18(b)(1)(v)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not say that selling, transferring or assigning your debt will make you lose a defense or claim you have, or will let the new owner collect by any means it likes. Your rights and defenses go with the debt.',
  severity: 5,
  value: 500,
};

/** A sale, transfer or assignment of the debt. */
/** A sale of the debt, by either side's verb ("we purchased your account", "was acquired by"; decision 315). */
const SALE =
  /\b(?:sold|sell\w*|sale|transferr?\w*|assign\w*|new\s+(?:owner|creditor|holder)|(?:debt\s+)?buyer|purchas\w*|acquir\w*|bought|vend\w+|cedid[oa]|traspas\w+|compr[oó]|comprad[oa]|adquiri\w*|venta|nuevo\s+(?:due[nñ]o|propietario|acreedor))\b|\bcesi[oó]n(?![\w\u00c0-\u017f])/i;
/** Loss of the consumer's defenses, claims or dispute rights, or collection "by any means". */
// Decision 336: the Spanish loss in the singular, with a word between, and as a waiver or a right no longer had ("perderá su
// derecho a disputarla", "perderá cualquier defensa", "ya no podrá disputarla"), as the English is read.
const LOSS =
  /\b(?:lose|lost|forfeit\w*|waive\w*|give\s+up|extinguish\w*|cut\s+off|eliminat\w*|no\s+longer\s+(?:have|be\s+able\s+to|able\s+to|be\s+entitled\s+to|entitled\s+to|available)|(?:will\s+not|won't|cannot|can't|may\s+not)\s+be\s+able\s+to)\s+(?:\w+\s+){0,4}?(?:defen[cs]es?|claims?|rights?|protections?|(?:(?:ability\s+|opportunity\s+)?to\s+)?dispute|counterclaims?|objections?)\b|\b(?:new\s+(?:owner|creditor|holder)|purchaser|buyer)\b[^.]{0,60}?\b(?:(?:can|may|will)\s+use\s+(?:any|all)\s+(?:means|methods|measures|tactics)|(?:is\s+)?not\s+(?:bound|subject)\s+(?:by|to)\s+(?:any|your)\s+(?:defen[cs]es|claims|agreements|disputes))\b|\bperder[aá]\s+(?:sus|todos\s+sus)\s+(?:derechos|defensas)\b|(?<![\w\u00c0-\u017f])(?:perder[aá]n?|renunciar[aá]n?\s+a)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:derechos?|defensas?|reclamos?|reclamaciones|protecciones|objeciones|(?:(?:capacidad|oportunidad|posibilidad)\s+de\s+)?disputa(?:rla|rlo|r)?)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])ya\s+no\s+(?:podr[aá]|tendr[aá]|tiene|puede)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:disputar(?:la|lo)?|defensas?|derechos?|reclam[\w\u00c0-\u017f]*)(?![\w\u00c0-\u017f])/i;
/** Words that keep the defenses ("subject to all claims and defenses", "you keep all your rights"). */
const KEEPS =
  /\bsubject\s+to\s+all\s+claims\s+and\s+defenses\b|\b(?:keep|retain|preserve)\w*\s+(?:all\s+)?(?:of\s+)?your\s+(?:rights|defenses|claims)\b|\bdoes\s+not\s+(?:affect|change)\s+your\s+rights\b/i;

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const found = findWithSentence(v, LOSS).filter((f) => SALE.test(f.sentence) && !KEEPS.test(f.sentence) && !negatedBefore(f.sentence, f.at));
    if (found.length === 0) return pass(gate.assumptions);
    return flag(
      'This letter may violate federal law: it says that if your debt is sold, transferred or assigned you will lose defenses, claims or the right to dispute, or that the new owner can collect by any means. Your rights and defenses go with the debt, and a collector may not say otherwise (15 U.S.C. 1692e(6); 12 CFR 1006.18(b)(1)(v)).',
      uniqueSpans(found.map((f) => foundSpan(v, f))).slice(0, 3),
      'medium',
      gate.assumptions,
    );
  },
};
