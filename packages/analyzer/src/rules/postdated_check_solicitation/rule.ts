import type { Rule, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { quote, segments, segTest } from '../_disclosures-and-amounts/text';

const POSTDATED =
  /\bpost[- ]?dated\s+(?:checks?|cheques?|payments?|drafts?|instruments?)\b|\bchecks?\s+(?:that\s+(?:are|is)\s+)?(?:post[- ]?dated|dated\s+(?:for\s+|in\s+)?(?:a\s+)?(?:future|later)\s+dates?)\b|\bfuture[- ]dated\s+(?:checks?|payments?)\b|\bcheques?\s+(?:posfechados?|con\s+fecha\s+posterior)\b/;
const CHECK_TALK = /\b(?:checks?|cheques?|bounc\w*|nsf|insufficient\s+funds|returned\s+(?:for|unpaid)|dishono(?:u)?r\w*)\b/;
const CRIMINAL =
  /\bcriminal\w*|\bprosecut\w*|\bpress(?:ing)?\s+charges\b|\bdistrict\s+attorney\b|\bpolice\b|\barrest\w*|\bjail\b|\bfraud\w*|\btheft\s+by\s+(?:check|deception)\b|\bbad\s+check\s+(?:law|statute|charges?|unit|program)\b|\bwarrant\b|\bdenuncia\w*|\bc[aá]rcel\b|\b(?:cargos|proceso|acci[oó]n|demanda)\s+(?:penal|criminal)(?:es)?\b|\bpenalmente\b|\bpolic[ií]a\b|\barrest[oa]\w*|\bfraude\b|\bfiscal\s+de(?:l)?\s+(?:distrito|condado)\b|\bdelito\b/;
const NOT_CRIMINAL = /\b(?:not|never|no|nunca)\b[^.]{0,30}\b(?:criminal|prosecut|charges|police|arrest|penal|polic|denuncia|cargos)/;
// Decision 336: the Spanish criminal words, early deposit and their denials ("se depositarán inmediatamente al recibirlos",
// "presentaremos cargos penales", "no depositaremos su cheque antes de su fecha"), as the English is read.
const EARLY_DEPOSIT =
  /\b(?:deposit|process|cash|present|negotiate|run|submit)\w*\b[^.]{0,60}\b(?:immediately|upon\s+receipt|on\s+receipt|as\s+soon\s+as\s+(?:we\s+)?(?:receive|get)|when\s+(?:we\s+)?receive|right\s+away|before\s+the\s+(?:date|check\s+date|date\s+(?:written|shown))|prior\s+to\s+the\s+(?:date|check\s+date))\b|\b(?:deposit|cobr|proces|cambi|present)[\w\u00c0-\u017f]*[^.]{0,60}(?:\binmediatamente|\bde\s+inmediato|\bal\s+recibir(?:lo|los|la|las)?\b|\btan\s+pronto\s+como\s+(?:lo|los|la|las)?\s*recib|\ben\s+cuanto\s+(?:lo|los|la|las)?\s*recib|\bantes\s+de\s+(?:la|su)\s+fecha)/;
/**
 * A deposit said to come without notice ("we will deposit your postdated check on its date without any prior notice",
 * decision 315): for a check dated more than five days ahead the collector must notify the consumer in writing 3 to 10
 * business days before depositing it (15 U.S.C. 1692f(2); 12 CFR 1006.22(c)(1)).
 */
const NO_NOTICE =
  /\b(?:deposit|process|cash|present|negotiate|run|submit)\w*\b[^.]{0,80}\bwithout\s+(?:any\s+|further\s+)?(?:prior\s+|advance\s+|further\s+|written\s+)?(?:notice|notification|warning)\b|\b(?:no|will\s+not\s+(?:receive|get|be\s+given|send\s+you))\s+(?:any\s+)?(?:prior\s+|advance\s+|further\s+|written\s+)?(?:notice|notification|warning)\b[^.]{0,60}\b(?:before|prior\s+to)\s+(?:we\s+)?(?:deposit|process|cash|present|negotiat)\w*|\b(?:deposit|cobr|proces)[\w\u00c0-\u017f]*\b[^.]{0,80}\bsin\s+(?:ning[uú]n\s+|previo\s+)?aviso\b/;
const NOT_EARLY =
  /\b(?:will\s+not|won't|never|do\s+not)\s+(?:deposit|process|cash|present|negotiate)\b|\b(?:no|nunca)\s+(?:lo\s+|los\s+|la\s+|las\s+)?(?:deposit|cobr|proces|present)/;

type Hit = { sentence: Span; why: 'criminal' | 'early_deposit' | 'no_notice' };

export const rule: Rule = {
  meta: {
    id: 'postdated_check_solicitation',
    title: 'Postdated checks solicited or misused',
    citation: '15 U.S.C. 1692f(2)–(4); 12 CFR 1006.22(c)',
    kind: 'objective',
    section: '1.5',
    description:
      'A debt collector may not ask for a postdated check in order to threaten or bring criminal charges, may not deposit or threaten to deposit a postdated check before its date, and must give written notice 3 to 10 business days before depositing a check dated more than five days ahead.',
    severity: 8,
    value: 1000,
  },
  check: withFederalGate({}, (ctx, folded, gate) => {
    const segs = segments(ctx.text);
    const mentions = segs.map((s, i) => (segTest(folded, s, POSTDATED) ? i : -1)).filter((i) => i >= 0);
    if (mentions.length === 0) return { status: 'pass', assumptions: gate.assumptions };
    const hits: Hit[] = [];
    segs.forEach((seg, i) => {
      const near = mentions.some((m) => Math.abs(m - i) <= 2);
      if (!near && !segTest(folded, seg, CHECK_TALK)) return;
      if (segTest(folded, seg, CRIMINAL) && !segTest(folded, seg, NOT_CRIMINAL)) hits.push({ sentence: seg, why: 'criminal' });
      else if (near && segTest(folded, seg, EARLY_DEPOSIT) && !segTest(folded, seg, NOT_EARLY)) hits.push({ sentence: seg, why: 'early_deposit' });
      else if (near && segTest(folded, seg, NO_NOTICE) && !segTest(folded, seg, NOT_EARLY)) hits.push({ sentence: seg, why: 'no_notice' });
    });
    const first = mentions[0] as number;
    const solicitation = segs[first] as Span;
    if (hits.length === 0) {
      return {
        status: 'pass',
        assumptions: [
          ...gate.assumptions,
          `The letter mentions postdated checks ("${quote(solicitation, 100)}") without a criminal threat or an early-deposit threat. Asking for them is not itself unlawful; for a check dated more than five days ahead the collector must notify you in writing 3 to 10 business days before depositing it (15 U.S.C. 1692f(2)).`,
        ],
      };
    }
    const criminal = hits.some((h) => h.why === 'criminal');
    const evidence = [solicitation, ...hits.map((h) => h.sentence).filter((s) => s !== solicitation)];
    const hit = (hits.find((h) => h.why === 'criminal') ?? hits.find((h) => h.why === 'early_deposit') ?? hits[0]) as Hit;
    return {
      status: 'flag',
      message: criminal
        ? `This letter asks for postdated checks and ties them to criminal consequences ("${quote(hit.sentence)}"). Soliciting a postdated check to threaten or bring criminal prosecution is prohibited (15 U.S.C. 1692f(3); 12 CFR 1006.22(c)(2)). Not paying a consumer debt is not a crime.`
        : hit.why === 'no_notice'
          ? `This letter says a postdated check will be deposited without notice ("${quote(hit.sentence)}"). For a check dated more than five days ahead, the collector must tell you in writing 3 to 10 business days before it deposits the check, so that you can make sure the money is there (15 U.S.C. 1692f(2); 12 CFR 1006.22(c)(1)).`
          : `This letter says a postdated check will be deposited before its date ("${quote(hit.sentence)}"). Depositing, or threatening to deposit, a postdated check before the date on it is prohibited (15 U.S.C. 1692f(4); 12 CFR 1006.22(c)(3)).`,
      evidence,
      confidence: hit.why === 'no_notice' ? 'medium' : 'high',
      assumptions: gate.assumptions,
    };
  }),
};
