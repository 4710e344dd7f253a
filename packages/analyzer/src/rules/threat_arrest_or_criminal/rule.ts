import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { isRightsStatement, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { testText } from '../../text/prefilter';

const meta: RuleMeta = {
  id: 'threat_arrest_or_criminal',
  title: 'Threat of arrest, jail or criminal prosecution',
  citation: '15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18(b)(3), (b)(1)(iv), (c)(1)',
  kind: 'objective',
  section: '1.4',
  description:
    'Not paying a consumer debt is not a crime. A debt collector may not say or suggest that not paying will lead to arrest, jail or criminal charges, and may not falsely accuse you of a crime (such as fraud or theft) to shame or pressure you.',
  severity: 10,
  value: 1000,
};

/** Arrest, warrants (a warrant "prepared in your name", "sworn out", decision 306), jail (English and Spanish). */
const ARREST =
  /\b(?:arrest(?:ed|s|ing)?|(?:arrest|bench|criminal)\s+warrants?|warrants?\s+(?:for|of)\s+(?:your\s+)?arrest|warrants?\s+(?:will|may|could|shall|can)\s+(?:be\s+)?(?:issued|sworn\s+out|sought|obtained)|warrants?\s+(?:has|have|had|is|are|was|were)\s+(?:now\s+)?(?:been\s+|being\s+)?(?:prepared|issued|drafted|filed|requested|signed|sworn\s+out)|warrants?\s+(?:in|under)\s+your\s+name|(?:issu|obtain|seek|sought|request|swear|swore|sworn)\w*\s+(?:out\s+)?(?:a\s+|an\s+)?warrants?|jail(?:ed)?|imprison(?:ed|ment)?|prison|incarcerat\w*|taken\s+into\s+custody|locked\s+up|handcuff\w*|arrest(?:o|ado|ada|ados|ar|arlo|arla)|c[aá]rcel|prisi[oó]n|encarcel\w*|orden\s+de\s+(?:arresto|captura|detenci[oó]n))\b/i;

/**
 * Criminal process: charges, prosecutors, penal codes. A state's or county's attorney is a prosecutor; a state's Attorney
 * General is the consumer-protection office Rosenthal, Colorado and Reg F notices send complaints to (Cal. Civ. Code
 * 1812.700; Colo. Rev. Stat. 5-16-109), so "attorney general" is not read as one. Decision 336: the Spanish process in its
 * other nouns ("proceso / acción / juicio / acusación penal", "procesado penalmente", "el fiscal de distrito"), as in English;
 * "fiscal general" (the attorney general) and "año fiscal" are not read.
 */
const CRIMINAL =
  /\b(?:criminal(?:ly)?|prosecut\w*|(?:district|state(?:'s)?|county|prosecuting|commonwealth(?:'s)?)\s+attorney(?:'s)?(?!\s+general)|felony|felonies|misdemeanou?r|penal\s+(?:code|law)|(?:press|file|bring|swear\s+out)\s+(?:criminal\s+)?charges|charges\s+(?:will|may|could|shall)\s+be\s+(?:filed|brought|pressed)|cargos\s+(?:criminales|penales)|denuncia\s+penal|procesamiento\s+penal|enjuiciamiento|fiscal[ií]a|delito)\b|(?<![\w\u00c0-\u017f])(?:(?:proceso|procesamiento|acci[oó]n|juicio|causa|demanda|denuncia|acusaci[oó]n|persecuci[oó]n|responsabilidad|sanci[oó]n|sanciones|c[oó]digo|ley)\s+(?:penal(?:es)?|criminal(?:es)?)|(?:penal|criminal)mente|fiscal\s+(?:de(?:l)?\s+(?:distrito|condado|estado)|estatal)|ministerio\s+p[uú]blico)(?![\w\u00c0-\u017f])/i;

/** Police and other officers, which threaten only in a referral or arrest context. */
const POLICE = /\b(?:police|law\s+enforcement|(?:proper|local|appropriate|legal|criminal)\s+authorities|polic[ií]a)\b/i;
// Decision 336: the Spanish officer and his coming in the future or the hedge ("un alguacil irá a su casa", "un agente del
// orden podría presentarse en su trabajo").
const OFFICER_VISIT =
  /\b(?:sheriff|marshal|constable|deputy|officer)s?\s+(?:will|may|could|is\s+going\s+to|shall)\s+(?:be\s+)?(?:come|coming|visit|sent|dispatched|go|appear)\w*\s+(?:to\s+|at\s+)?your\s+(?:home|house|residence|work|job|employer|place\s+of\s+(?:work|employment|business))|\b(?:alguacil(?:es)?|sheriff|marshal|agentes?\s+(?:del\s+orden|de\s+la\s+ley|de\s+polic[ií]a)|oficial(?:es)?\s+de\s+(?:polic[ií]a|la\s+ley))\s+(?:(?:ir[aá]n?|vendr[aá]n?|visitar[aá]n?|acudir[aá]n?|llegar[aá]n?)|(?:ser[aá]n?\s+enviad[oa]s?|se\s+presentar[aá]n?)|(?:podr[ií]an?|puede[n]?|va[n]?\s+a)\s+(?:ir|venir|visitar(?:le)?|acudir|presentarse|llegar))\s+(?:a\s+|en\s+)?su\s+(?:casa|hogar|domicilio|residencia|trabajo|empleo|lugar\s+de\s+(?:trabajo|empleo))/i;

/** Accusations of a crime (1692e(7)); decision 336: Spanish "fraude", "considerada (como) un delito" said of the reader. */
const CRIME =
  /\b(?:fraud(?:ulent(?:ly)?)?|fraude|fraudulent[oa]s?|fraudulentamente|theft\s+(?:of\s+services|by\s+(?:deception|check|fraud))|larceny|embezzl\w*|check\s+(?:fraud|kiting)|bad\s+check\s+(?:law|statute|charges?|crime|offen[cs]e|violation|unit|program|restitution)|worthless\s+check|(?:is|constitutes|considered|amounts\s+to)\s+(?:a\s+)?(?:theft|crime|criminal\s+(?:act|offen[cs]e)))\b|\b(?:constituye|considerad[oa]|equivale\s+a)\s+(?:como\s+)?(?:un\s+)?(?:robo|delito|crimen)\b|\brobo\s+de\s+servicios\b/i;

const NOT_ARREST = /\b(?:cardiac|cardiopulmonary|respiratory|heart)\s+arrest/i;
// Decision 336: and the Spanish referral verbs ("remitiremos este asunto a la policía", "lo denunciaremos a la policía").
const REFERRAL =
  /\b(?:refer\w*|turn\w*\s+(?:over|your)|forward\w*|report\w*|notify|contact\w*|send|sent|involve\w*|file|filing|complaint|charges|investigat\w*)\b|(?<![\w\u00c0-\u017f])(?:remit|refer|envi|report|denunci|notific|contact|entreg|traslad|inform|present|investig|acud)[\w\u00c0-\u017f]*/i;
const PRIVACY =
  /\b(?:required\s+by\s+law|subpoena|court\s+order|privacy|protect\s+(?:you|your)|suspected|identity\s+theft|victim|legal\s+process|comply\s+with)\b|(?<![\w\u00c0-\u017f])(?:requerid[oa]\s+por\s+(?:la\s+)?ley|lo\s+exija\s+la\s+ley|orden\s+judicial|citaci[oó]n|privacidad|proteger(?:le|lo|la)?|sospech[\w\u00c0-\u017f]*|robo\s+de\s+identidad|v[ií]ctima|cumplir\s+con)(?![\w\u00c0-\u017f])/i;
const CIVIL = /\b(?:civil|lawsuit|suit|claim|court\s+action)\b/i;
const VICTIM =
  /\b(?:victim|identity\s+theft|if\s+you\s+(?:believe|think|suspect)|protect\s+(?:you|your|against)|fraud\s+(?:alert|department|prevention)|report\s+(?:the\s+)?fraud|scam|suspicious|we\s+will\s+never\s+ask)\b|(?<![\w\u00c0-\u017f])(?:v[ií]ctima|robo\s+de\s+identidad|si\s+usted\s+(?:cree|piensa|sospecha)|proteger(?:le|lo|la|se)?|(?:alerta|departamento|prevenci[oó]n)\s+de(?:l)?\s+fraude|denunciar\s+(?:el\s+|un\s+)?fraude|sospechos[oa]s?|nunca\s+le\s+(?:pediremos|solicitaremos))(?![\w\u00c0-\u017f])/i;
// Decision 336: or said of not paying ("not paying this debt is considered a crime"), as "no pagar … es un delito" is read.
const ACCUSES_YOU = /\b(?:you|your|usted|su|not\s+paying|non-?payment|failure\s+to\s+pay|failing\s+to\s+pay)\b/i;
const GENERIC_CRIME = /^(?:fraud|is|constitutes|considered|amounts|constituye|considerad|equivale)/i;
const BOUNCED_CHECK =
  /\b(?:returned|dishonou?red|bounced|nsf|insufficient[- ]funds|bad|worthless)\s+(?:check|cheque)s?\b|\bchecks?\s+(?:was|were|has\s+been)\s+(?:returned|dishonou?red)\b/i;

const isDenied = (f: Found): boolean => negatedBefore(f.sentence, f.at) || isRightsStatement(f.sentence);

const threatens = (f: Found, kind: 'arrest' | 'criminal' | 'police' | 'officer' | 'crime'): boolean => {
  if (isDenied(f)) return false;
  const word = f.hit.match[0];
  switch (kind) {
    case 'arrest':
      return !NOT_ARREST.test(f.sentence.slice(Math.max(0, f.at - 20), f.at + word.length));
    case 'criminal':
      // "prosecute a claim" in a civil suit is not a criminal threat.
      return !(/^prosecut/i.test(word) && CIVIL.test(f.sentence) && !/\bcriminal/i.test(f.sentence));
    case 'police':
      return REFERRAL.test(f.sentence) && !PRIVACY.test(f.sentence);
    case 'officer':
      return true;
    case 'crime':
      // "fraud" and "is a crime" must be said of the reader; named offences (theft by deception) need not.
      return (!GENERIC_CRIME.test(word) || ACCUSES_YOU.test(f.sentence)) && !VICTIM.test(f.sentence);
  }
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const kinds = [
      ['arrest', ARREST],
      ['criminal', CRIMINAL],
      ['police', POLICE],
      ['officer', OFFICER_VISIT],
      ['crime', CRIME],
    ] as const;
    const found: Found[] = [];
    for (const [kind, re] of kinds) for (const f of findWithSentence(v, re)) if (threatens(f, kind)) found.push(f);
    if (found.length === 0) return pass(gate.assumptions);

    const evidence = uniqueSpans(found.map((f) => foundSpan(v, f))).slice(0, 6);
    const bouncedCheck = testText(BOUNCED_CHECK, v.text);
    const onlyOfficer = found.every((f) => OFFICER_VISIT.test(f.hit.match[0]));
    const message = bouncedCheck
      ? 'This letter, about a returned check, says or suggests that you could face arrest or criminal charges, or that you committed a crime. Not paying a consumer debt is not a crime. Only in rare cases, where state law gives a criminal process for bad checks and the collector truly intends and may lawfully use it, could such a statement be accurate; it is flagged for review (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).'
      : 'This letter says or suggests that not paying could lead to arrest, jail or criminal charges, or that you committed a crime. Not paying a consumer debt is not a crime, and a debt collector may not say or imply otherwise (15 U.S.C. 1692e(4), (5), (7); 12 CFR 1006.18).';
    return flag(message, evidence, bouncedCheck || onlyOfficer ? 'medium' : 'high', gate.assumptions);
  },
};
