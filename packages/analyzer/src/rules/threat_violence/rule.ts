import type { Rule, RuleContext, RuleResult } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { shortQuote } from '../_conduct-and-time-bar/phrases';
import { distinctQuotes, findStatements } from '../_conduct-and-time-bar/statements';

/**
 * legal-reference §1.8 `threat_violence`: threats of violence or other criminal means to harm the
 * person, reputation or property of anyone (1692d(1); 1006.14(c)). Explicit threats of physical harm
 * are strong; veiled intimidation ("we know where you live", "you'll regret it") is a judgment call.
 * Calls or messages announced without let-up (1692d(5); 1006.14(b); decision 519) are read here too, and the title and
 * citation name both.
 */

const PERSON = String.raw`(?:you|yourself|him|her|your\s+(?:family|wife|husband|spouse|kids|children|child|son|daughter|parents?|mother|father|loved\s+ones|dog|pets?))`;
const PROPERTY = String.raw`(?:your\s+)?(?:house|home|car|truck|vehicle|property|windows?|place|business|shop|store)`;

/** Explicit threats of physical harm to a person or property. */
const EXPLICIT: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:hurt|harm|injure|beat(?:\s+up)?|kill|shoot|stab|attack|assault|strangle|choke)\s+${PERSON}\b`, 'i'),
  /\bbreak\s+(?:both\s+)?(?:your|his|her)\s+(?:legs?|arms?|neck|knees?|fingers?|face|jaw|bones|windows?|nose)\b/i,
  new RegExp(String.raw`\b(?:burn(?:\s+down)?|torch|smash(?:\s+up)?|trash|vandali[sz]e|wreck|destroy|blow\s+up)\s+${PROPERTY}\b`, 'i'),
  /\b(?:you|your\s+(?:family|kids|children|wife|husband))\s+(?:will|could|might|may|are\s+going\s+to)\s+(?:get|be)\s+(?:hurt|harmed|injured|beaten|killed)\b/i,
  /\bphysical(?:ly)?\s+(?:harm|force|violence)\b|\b(?:use|resort\s+to|turn\s+to)\s+(?:force|violence)\b|\bviolent\s+(?:action|measures)\b/i,
  /\ble\s+(?:haremos|vamos\s+a\s+hacer)\s+da[nñ]o\b|\busar\s+(?:la\s+)?(?:fuerza|violencia)\b/i,
  // Decision 336: the Spanish harm in its verbs, with the person as a pronoun or named ("le vamos a lastimar", "lo
  // golpearemos", "lastimarle", "su familia podría salir lastimada"), the property burned or broken ("quemaremos su casa",
  // "romperle las piernas") and "daño físico", as the English is read.
  /(?<![\w\u00c0-\u017f])(?:(?:le|lo|la|les|los)\s+(?:vamos\s+a\s+|van\s+a\s+|podr[ií]amos\s+|podemos\s+)?(?:lastim|golpe|hiri|herir|mat|dispar|atac|agred|apale|apu[nñ]al)[\w\u00c0-\u017f]*|(?:lastimar|golpear|herir|matar|dispararle|atacar|agredir|apalear)(?:le|lo|la|les|los)|(?:usted|su\s+(?:familia|esposa|esposo|hijos?|hijas?|perro|mascota)|sus\s+(?:hijos|seres\s+queridos))\s+(?:podr[ií]an?|puede[n]?|va[n]?\s+a|ser[aá]n?)\s+(?:salir\s+|resultar\s+|terminar\s+)?(?:lastimad|herid|golpead|muert)[oa]s?|(?:quem|incendi|destru|romp|destroz|vandaliz)[\w\u00c0-\u017f]*\s+(?:su|sus)\s+(?:casa|hogar|auto(?:m[oó]vil)?|carro|coche|veh[ií]culo|propiedad|ventanas?|negocio)|romper(?:le)?\s+(?:las|los|sus)\s+(?:piernas|brazos|huesos|dedos|ventanas)|(?:da[nñ]o|fuerza|violencia)\s+f[ií]sica?)(?![\w\u00c0-\u017f])/i,
];

/** Veiled intimidation, threatening in a collection letter. */
const VEILED: readonly RegExp[] = [
  /\bwe\s+know\s+where\s+you\s+(?:live|work|sleep|park|bank)\b/i,
  /\b(?:you['’]ll|you\s+will|you\s+are\s+going\s+to|you['’]re\s+going\s+to)\s+(?:regret|be\s+sorry)\b/i,
  /\bwatch\s+your\s+(?:back|step)\b/i,
  /\baccidents\s+(?:happen|can\s+happen)\b|\bit\s+would\s+be\s+a\s+shame\s+if\b/i,
  /\bfor\s+your\s+(?:own\s+)?safety\b|\bfor\s+the\s+safety\s+of\s+your\s+(?:family|children|kids)\b/i,
  /\bsomething\s+(?:bad|unfortunate|terrible|unpleasant)\s+(?:could|might|may|will|is\s+going\s+to)\s+happen\b/i,
  /\b(?:pay\s+you|pay\s+your\s+(?:family|home|house|workplace))\s+a\s+(?:little\s+)?visit\b/i,
  /\bor\s+else\s*[.!]/i,
  /\bsabemos\s+d[oó]nde\s+(?:vive|trabaja)\b|\bse\s+(?:va\s+a\s+)?arrepentir[aá]?\b/i,
  // Decision 362: the consumer pursued ("don't make us come find you", "we will track you down", "you cannot hide from us", "no
  // matter where you go, we will find you"), the collector's people at the door ("our field representative will visit your home and
  // your place of employment", "an investigator will come to your house", "we will show up at your work"), and a life made hard
  // ("we will make your life miserable"): intimidation whose natural consequence is to harass or oppress (15 U.S.C. 1692d), read
  // as "we'll pay you a visit" is. Not a visit the consumer asks for ("at your request", "if you wish", "by appointment"), nor
  // one to the collector's office or website.
  /\b(?:come\s+(?:and\s+)?(?:find|get|after)\s+you|come\s+looking\s+for\s+you|(?:track|hunt)\s+you\s+down|(?:will|shall|are\s+going\s+to)\s+find\s+you(?!\s+(?:a|an|the|some|other|new|better|options?|solutions?|plans?|programs?|ways?|terms?|relief|help|assistance)\b)|you\s+(?:can(?:not|['’]t|\s+not)|will\s+not|won['’]t)\s+(?:run\s+(?:and|or)\s+)?hide|no\s+matter\s+where\s+you\s+(?:go|move|hide|live))\b/i,
  /\b(?:we|i|our\s+(?:(?:field|local|collection)\s+)?(?:representatives?|agents?|investigators?|collectors?|people|staff)|(?:a|an)\s+(?:field\s+)?(?:representative|agent|investigator|collector))\s+(?:will|shall|may|might|could|is\s+going\s+to|are\s+going\s+to|intends?\s+to|plans?\s+to)\s+(?:personally\s+)?(?:visit|come\s+(?:to|by)|call\s+(?:at|on\s+you\s+at)|show\s+up\s+at|stop\s+by|appear\s+at|knock\s+(?:on|at))\s+(?:you\s+at\s+)?your\s+(?:home|house|residence|door|front\s+door|apartment|workplace|work|job|office|place\s+of\s+(?:employment|work|business))\b(?![^.]{0,40}\b(?:at\s+your\s+request|if\s+you\s+(?:wish|prefer|request|ask)|by\s+appointment|upon\s+request)\b)/i,
  // Decision 414: the collector's people said to remain, be stationed, work or be sent in the consumer's area ("my special agents will
  // remain in your area to collect. Believe me.": Cirkot v. Diversified Financial Systems, D. Conn. 1993, a 1692d violation), as a
  // visit announced is. Not the collector's offices or payment locations, representatives available to help, a visit by appointment.
  /\b(?:our|my|the\s+(?:agency|company|firm)['’]s)\s+(?:(?:special|field|local|collection|private|undercover|outside)\s+)*(?:agents?|representatives?|investigators?|collectors?|operatives?|people|men)\s+(?:(?:will|shall|are|is)\s+(?:(?:now|currently|still|already|soon)\s+)?)(?:remain(?:ing)?|stay(?:ing)?|be\s+(?:stationed|posted|working|operating|remaining|staying)|be\s+sent|being\s+sent|stationed|posted|working|operating|patrolling)\s+(?:(?:in|to|throughout|around)\s+)?your\s+(?:area|neighbou?rhood|town|city|county|vicinity|community|street|building)\b(?![^.]{0,60}\b(?:to\s+(?:help|assist|serve)|if\s+you\s+(?:wish|prefer|request|need)|at\s+your\s+request|by\s+appointment)\b)/i,
  /(?<![\w\u00c0-\u017f])(?:nuestros|mis)\s+(?:agentes|representantes|investigadores|cobradores|gestores)(?:\s+(?:especiales|de\s+campo|locales))?\s+(?:permanecer[aá]n|estar[aá]n|se\s+quedar[aá]n|est[aá]n|ser[aá]n\s+enviados|trabajar[aá]n|trabajan)\s+en\s+su\s+(?:zona|[aá]rea|vecindario|barrio|ciudad|comunidad|calle|localidad)(?![\w\u00c0-\u017f])(?![^.]{0,60}\bpara\s+(?:ayudarle|asistirle|servirle)\b)/i,
  /\bmake\s+your\s+life\s+(?:a\s+(?:living\s+)?hell|hell|miserable|difficult|unbearable|impossible)\b/i,
  /(?<![\w\u00c0-\u017f])(?:(?:lo|la)\s+(?:vamos\s+a\s+)?(?:encontrar(?:emos)?|buscar(?:emos)?|hallar(?:emos)?)|no\s+(?:se\s+)?(?:puede|podr[aá])\s+esconder(?:se)?|no\s+nos\s+obligue\s+a\s+(?:ir\s+a\s+)?buscarl[oa]|dondequiera\s+que\s+(?:vaya|se\s+esconda|viva)|(?:iremos|vamos\s+a\s+ir|pasaremos|nos\s+presentaremos|(?:nuestro|un)\s+(?:representante|agente|investigador|cobrador)\s+(?:ir[aá]|pasar[aá]|se\s+presentar[aá]))\s+(?:a|por)\s+su\s+(?:casa|domicilio|hogar|trabajo|lugar\s+de\s+trabajo|empleo|oficina)|(?:le\s+)?visitar(?:emos|[aá])\s+en\s+su\s+(?:casa|domicilio|hogar|trabajo|lugar\s+de\s+trabajo)|(?:le\s+)?haremos\s+la\s+vida\s+(?:imposible|miserable|dif[ií]cil|un\s+infierno))(?![\w\u00c0-\u017f])/i,
  // Decision 336: the rest of the veiled kinds in Spanish ("algo malo podría pasarle a su familia", "le haremos una visita",
  // "cuídese las espaldas", "por su propia seguridad", "sería una lástima que", "lo lamentará", "o si no.").
  /(?<![\w\u00c0-\u017f])(?:algo\s+(?:malo|desafortunado|terrible|desagradable)\s+(?:le\s+)?(?:podr[ií]a|puede|va\s+a|pudiera)\s+(?:pasar|ocurrir|suceder)[\w\u00c0-\u017f]*|(?:le|les)\s+(?:haremos|vamos\s+a\s+hacer)\s+una\s+(?:peque[nñ]a\s+)?visita|(?:haremos|vamos\s+a\s+hacer)\s+una\s+(?:peque[nñ]a\s+)?visita\s+a\s+su\s+(?:casa|hogar|familia|trabajo)|cu[ií]de(?:se)?\s+(?:las|sus)\s+espaldas|por\s+su\s+(?:propia\s+)?seguridad|por\s+la\s+seguridad\s+de\s+su\s+familia|ser[ií]a\s+una\s+(?:l[aá]stima|pena)\s+(?:que|si)|los\s+accidentes\s+(?:pasan|ocurren|suceden)|lo\s+(?:va\s+a\s+)?lamentar[aá]?|sabemos\s+d[oó]nde\s+(?:viven?|trabaja|duerme|estudian)|o\s+si\s+no\s*[.!])(?![\w\u00c0-\u017f])/i,
];

/**
 * Decision 519: a plan to call or message the consumer without let-up, said in the letter ("we will keep calling you every day,
 * morning and night, until this is paid", "you will be called every single day", "our calls will keep coming around the clock",
 * "we will not stop calling you until you pay", "le llamaremos todos los días hasta que pague", "no dejaremos de llamarle"): causing
 * a telephone to ring repeatedly or continuously with intent to annoy, announced as what the collector will do (15 U.S.C. 1692d(5);
 * 12 CFR 1006.14(b)(1)). The frequency must be one that reads as hounding (every day, day and night, several times a day, around
 * the clock, non-stop): one follow-up call, calls between 8 a.m. and 9 p.m., "we will continue to contact you", the consumer's own
 * calls ("call us any day") are not read.
 */
const DAILY = String.raw`(?:every\s+(?:single\s+)?day|each\s+(?:and\s+every\s+)?day|daily)`;
/** Hounding frequencies; calls "every day" (seven in seven days, the presumption's cap) only "until" the debt is paid. */
const RELENTLESS = String.raw`(?:${DAILY}(?=[^.!?\n]{0,60}\buntil\b)|day\s+(?:and|&)\s+night|night\s+(?:and|&)\s+day|morning,?\s+(?:noon\s+)?and\s+night|(?:a|the)round\s+the\s+clock|24\s*/\s*7|non-?\s?stop|constantly|continuously|relentlessly|repeatedly|over\s+and\s+over|again\s+and\s+again|every\s+(?:few\s+)?hours?|hourly|(?:several|many|multiple|numerous|a\s+dozen)\s+times\s+(?:a|each|per|every)\s+day|as\s+(?:many\s+times|often)\s+as\s+(?:it\s+takes|necessary|needed|we\s+(?:like|want|wish|can)))`;
const RELENTLESS_ES = String.raw`(?:(?:todos\s+los\s+d[ií]as|cada\s+d[ií]a|a\s+diario|diariamente)(?=[^.!?\n]{0,60}hasta\s+que)|d[ií]a\s+y\s+noche|noche\s+y\s+d[ií]a|ma[nñ]ana,?\s+(?:tarde\s+)?y\s+noche|las\s+24\s+horas|sin\s+(?:parar|descanso|cesar)|constantemente|continuamente|repetidamente|una\s+y\s+otra\s+vez|cada\s+hora|varias\s+veces\s+al\s+d[ií]a)`;
const CONTACTING = String.raw`(?:call(?:ing)?|phon(?:e|ing)|ring(?:ing)?|text(?:ing)?|messag(?:e|ing)|e-?mail(?:ing)?|contact(?:ing)?)`;
const HOUNDING: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${CONTACTING}\s+(?:and\s+${CONTACTING}\s+)?(?:you|your\s+(?:(?:cell|mobile|home|work)\s+)?(?:phone|number|home|house|work|inbox))\b[^.!?\n]{0,40}?\b${RELENTLESS}`,
    'i',
  ),
  new RegExp(
    String.raw`\byou\s+(?:will|shall|are\s+going\s+to|can\s+expect\s+to)\s+(?:be\s+(?:called|phoned|texted|contacted|messaged|e-?mailed)|hear\s+from\s+us|(?:get|receive)\s+(?:(?:phone\s+)?calls|texts|messages|e-?mails))\b[^.!?\n]{0,40}?\b${RELENTLESS}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:our|the|these|more)\s+(?:phone\s+)?(?:calls|texts|text\s+messages|messages|e-?mails)\s+(?:to\s+you\s+)?(?:will|shall|are\s+going\s+to)\s+(?:(?:not|never)\s+stop|keep\s+(?:coming|on)|continue|come)\b[^.!?\n]{0,40}?\b(?:${RELENTLESS}|until)`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:keep(?:\s+on)?|continue|go\s+on)\s+(?:calling|phoning|ringing|texting|messaging|e-?mailing)(?:\s*,?\s*(?:and|or)\s+(?:calling|phoning|texting|messaging|e-?mailing))?(?!\s+us\b)\b[^.!?\n]{0,40}?\b(?:${RELENTLESS}|${DAILY})`,
    'i',
  ),
  /\b(?:not|never)\s+(?:stop|quit|cease|give\s+up)\s+(?:calling|phoning|texting|messaging|e-?mailing|ringing)\s+(?:you|your)\b/i,
  new RegExp(
    String.raw`(?<![\w\u00c0-\u017f])(?:(?:(?:le|lo|la)\s+(?:seguiremos\s+|continuaremos\s+|vamos\s+a\s+(?:seguir\s+)?)?(?:llam|telefone|escrib|envi|contact|mand)[\w\u00c0-\u017f]*|(?:seguiremos|continuaremos|vamos\s+a\s+seguir)\s+(?:llam|telefone|escrib|envi|contact|mand)[\w\u00c0-\u017f]*)[^.!?\n]{0,50}?${RELENTLESS_ES}|no\s+(?:dejaremos|vamos\s+a\s+dejar|pararemos|cesaremos)\s+de\s+(?:llam|telefone|escrib|envi|contact|mand)[\w\u00c0-\u017f]*)(?![\w\u00c0-\u017f])`,
    'i',
  ),
];

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const explicit = findStatements(ctx.text, EXPLICIT);
  const veiled = findStatements(ctx.text, VEILED);
  const hounding = findStatements(ctx.text, HOUNDING);
  if (explicit.length === 0 && veiled.length === 0 && hounding.length === 0) return { status: 'pass', assumptions: gate.assumptions };
  const evidence = distinctQuotes([...explicit, ...veiled, ...hounding].sort((a, b) => a.phrase.start - b.phrase.start));
  const first = evidence[0];
  const law =
    'A debt collector may not use or threaten violence or other criminal means to harm you, your reputation or your property (15 U.S.C. 1692d(1); 12 CFR 1006.14(c)). If you feel in danger, contact the police.';
  return {
    status: 'flag',
    message:
      explicit.length > 0
        ? `This letter threatens harm ("${first ? shortQuote(first) : ''}"). ${law}`
        : veiled.length === 0
          ? `This letter says the collector will call or message you without let-up ("${first ? shortQuote(first) : ''}"). A debt collector may not cause your telephone to ring, or contact you, repeatedly or continuously with intent to annoy, abuse or harass you (15 U.S.C. 1692d(5); 12 CFR 1006.14(b)). Keep a log of the calls and messages you receive.`
          : `This letter contains words that may be meant to intimidate you ("${first ? shortQuote(first) : ''}") and may be read as a threat of harm, which may violate federal law. ${law}`,
    evidence,
    confidence: explicit.length > 0 ? 'high' : 'medium',
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'threat_violence',
    title: 'Threat of violence, criminal harm or harassing calls',
    citation: '15 U.S.C. 1692d(1), (5); 12 CFR 1006.14(b), (c)',
    kind: 'judgment',
    section: '1.8',
    description:
      'A debt collector may not use or threaten violence or any other criminal means to harm you, your family, your reputation or your property, nor call or contact you over and over to annoy, abuse or harass you.',
    severity: 10,
    value: 1000,
  },
  check,
};
