import type { Range, VnDoc } from '../_validation-notice/vn-doc';
import { matchesIn, memo, sentenceIndexAt } from '../_validation-notice/vn-doc';

/**
 * Who a letter says the debt is owed to, and for whom it says the collector acts (decision 168). A notice must name
 * "the creditor to whom the debt is owed" clearly enough to be understood (15 U.S.C. 1692g(a)(2); 12 CFR
 * 1006.34(c)(2)(v); Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016). A letter that calls one company the creditor
 * and, elsewhere, says the collector acts for another, or ties the collection to another's account, leaves the consumer
 * unsure which of them is owed: labelling one "Current Creditor" does not cure a sentence that ties the collection to
 * the other (Taylor v. Alltran Financial, S.D. Ind. 2018).
 *
 * Read by role, not by phrase:
 * - `owner`: a creditor's label ("Creditor:", "Current creditor:", "Owed to:", "Client:", "Acreedor actual:"), a name
 *   said to be the creditor or owner ("X is the current creditor", "X es su acreedor"), the debt said owed to, owned by
 *   or belonging to a name now ("is owed to X", "you owe X", "se le debe a X", "pertenece a X");
 * - `principal`: the party the collector says it acts for ("on behalf of X", "we represent X", "retained / hired /
 *   contracted by X", "collecting for X", "our client, X", "en nombre de X", "en representación de X", "contratados por X");
 * - `account`: the collector's engagement tied to a named party's account with no principal named ("has been contracted
 *   to represent … in the collection of … your X account", "ha sido contratada para cobrar su cuenta de X").
 */
export type RoleMention = { role: 'owner' | 'principal' | 'account'; name: string; span: Range; sentence: Range };

/** A company's name at the start of the text after a cue (case-sensitive: a capitalised word). Group 1 is the name. */
const NAME_AT =
  /^[ \t]*(?:the[ \t]+)?((?!(?:The|This|That|These|Our|Your|Its|Their|We|You|It|A|An|Su|Sus|Nuestr[oa]|El|La|Los|Las|Este|Esta|Usted)\b)[A-Z\u00c0-\u00dd][\w&'.@\u00c0-\u017f-]*(?:(?:,?[ \t]+|[ \t]*[&/][ \t]*)(?:[A-Z\u00c0-\u00dd0-9][\w&'.@\u00c0-\u017f-]*|of|and|de|del|&)){0,6})/;

/** The creditor's labels that name the one owed (not "Original creditor:", not "Placed by:"), with a possessive before them too ("Our Client:", session 52). */
const OWNER_LABEL =
  /^[ \t]*(?:re[ \t]*:[ \t]*)?(?:(?:our|the|your|nuestro|su)[ \t]+)?(?:(?:current|present|new)[ \t]+)?(?:creditor|owner|holder|account[ \t]+(?:owner|holder)|debt[ \t]+(?:owner|holder)|creditor[ \t]+to[ \t]+whom[^:\n]{0,40}|(?:amount[ \t]+)?owed[ \t]+to|client(?:[ \t]+name)?|acreedor(?:[ \t]+actual)?|acreedor[ \t]+a[ \t]+quien[^:\n]{0,30}|cliente|(?:due[nñ]o|propietario|titular)(?:[ \t]+actual)?(?:[ \t]+de[ \t]+la[ \t]+(?:cuenta|deuda))?)[ \t]*:[ \t]*/gim;

/** Words before which the debt is said to be owed to, owned by or belonging to a party now (not "originally owed to"). */
const OWNER_CUE =
  /(?<!\b(?:originally|was|were|previously|formerly|first|initially)[ \t]+)\b(?:(?:is|are)[ \t]+(?:now[ \t]+|currently[ \t]+)?(?:owed[ \t]+to|owned[ \t]+by)|you[ \t]+(?:now[ \t]+|currently[ \t]+)?owe|belongs?[ \t]+to|(?:se[ \t]+)?le[ \t]+(?:debe|adeuda)[ \t]+a|pertenece[ \t]+a|es[ \t]+propiedad[ \t]+de)[ \t]+/gi;

/** A name said to be the creditor or owner now ("X is the current creditor", "X es su acreedor actual"). Group 1 is the name. */
const OWNER_SENTENCE =
  /\b([A-Z][\w&'.-]*(?:,?[ \t]+(?:[A-Z][\w&'.-]*|of|and|&)){0,6}),?[ \t]+(?:is|es)[ \t]+(?:now[ \t]+|ahora[ \t]+)?(?:your|the|el|su)[ \t]+(?:(?:current|present|new)[ \t]+)?(?:creditor|owner|acreedor|due[nñ]o)(?:[ \t]+actual)?\b/g;

/** Words before the collector's principal. */
const PRINCIPAL_CUE =
  /\b(?:on[ \t]+behalf[ \t]+of|(?:en|a)[ \t]+nombre[ \t]+de|en[ \t]+representaci[oó]n[ \t]+de|(?:we|this[ \t]+(?:office|firm|agency)|our[ \t]+(?:office|firm|agency))[ \t]+represents?|(?:to|will|shall)[ \t]+represent|representamos[ \t]+a|(?:retained|hired|engaged|employed|contracted|authori[sz]ed|instructed)[ \t]+by|contratad[oa]s?[ \t]+por|collecting[ \t]+(?:this[ \t]+(?:debt|account|balance)[ \t]+)?for|(?:our|the)[ \t]+client,?|nuestr[oa][ \t]+client[ea],?)[ \t]+/gi;

/**
 * The collector's engagement tied to a named party's account: "has been contracted / retained / hired … to represent /
 * collect … your X account", "ha sido contratada para cobrar su cuenta de X". Up to "your" (English) or "de / con" after
 * the account (Spanish); the name follows.
 */
const ENGAGED_FOR_ACCOUNT =
  /\b(?:has|have|had)[ \t]+been[ \t]+(?:contracted|retained|hired|engaged|employed|authori[sz]ed|appointed|selected)[ \t]+to[ \t]+[^.\n]{0,80}?\byour[ \t]+|\b(?:ha|han|hemos)[ \t]+sido[ \t]+(?:contratad|encargad|autorizad|designad)[oa]s?[ \t]+para[ \t]+[^.\n]{0,80}?\bsu[ \t]+(?:cuenta|pr[eé]stamo|tarjeta|deuda)[ \t]+(?:de|con)[ \t]+/gi;
/** What follows the name in an English engagement ("your X account"). */
const ACCOUNT_AFTER = /^\.?[ \t]+(?:account|loan|card|credit[ \t]+card|debt|balance|contract|judgment)\b/i;
/** A principal named in the engagement sentence itself ("retained by X to collect your Y account"): no tie to Y alone. */
const PRINCIPAL_IN_SENTENCE = /\b(?:by|for|on[ \t]+behalf[ \t]+of|por|en[ \t]+nombre[ \t]+de)[ \t]+(?:the[ \t]+)?[A-Z]/;

const nameAt = (d: VnDoc, at: number): { name: string; start: number } | undefined => {
  const m = NAME_AT.exec(d.text.slice(at, at + 160));
  if (!m || m[1] === undefined) return undefined;
  const name = m[1].replace(/[,.\s]+$/, '').replace(/(?:[ \t]+(?:of|and|de|del|&))+$/, '');
  if (name.length < 2) return undefined;
  return { name, start: at + m[0].indexOf(m[1]) };
};

/** A line that is a label and its value ("Current Creditor: X", "Balance: $912.40"). */
const LABEL_LINE = /^[ \t]*[A-Za-z\u00c0-\u017f][\w .'/()\u00c0-\u017f-]{0,40}:/;

/**
 * The sentence around `at`, cut at the lines that are labels: a letter's label block runs into the next sentence when
 * its last value has no full stop, and a label's line is a unit of its own.
 */
const sentenceOf = (d: VnDoc, at: number): Range => {
  const s = d.sentences[sentenceIndexAt(d, at)] ?? { start: at, end: at };
  let start = s.start;
  let end = s.end;
  let lineStart = start;
  for (const line of d.text.slice(s.start, s.end).split('\n')) {
    const lineEnd = lineStart + line.length;
    if (LABEL_LINE.test(line)) {
      if (lineEnd < at) start = Math.min(lineEnd + 1, s.end);
      else if (lineStart > at) {
        end = Math.max(lineStart - 1, start);
        break;
      } else {
        start = lineStart;
        end = lineEnd;
        break;
      }
    }
    lineStart = lineEnd + 1;
  }
  return { start, end };
};

const mention = (d: VnDoc, role: RoleMention['role'], found: { name: string; start: number }): RoleMention => ({
  role,
  name: found.name,
  span: { start: found.start, end: found.start + found.name.length },
  sentence: sentenceOf(d, found.start),
});

/** Every mention of the one owed and of the collector's principal in the letter. */
export const roleMentions = (d: VnDoc): RoleMention[] =>
  memo(d, 'creditorRoleMentions', () => {
    const out: RoleMention[] = [];
    for (const r of matchesIn(d, OWNER_LABEL)) {
      const n = nameAt(d, r.end);
      if (n) out.push(mention(d, 'owner', n));
    }
    for (const r of matchesIn(d, OWNER_CUE)) {
      const n = nameAt(d, r.end);
      if (n) out.push(mention(d, 'owner', n));
    }
    for (const r of matchesIn(d, OWNER_SENTENCE)) {
      const m = new RegExp(OWNER_SENTENCE.source).exec(d.text.slice(r.start, r.end));
      if (m?.[1]) out.push(mention(d, 'owner', { name: m[1], start: r.start + m.index }));
    }
    for (const r of matchesIn(d, PRINCIPAL_CUE)) {
      const n = nameAt(d, r.end);
      if (n) out.push(mention(d, 'principal', n));
    }
    for (const r of matchesIn(d, ENGAGED_FOR_ACCOUNT)) {
      const n = nameAt(d, r.end);
      if (!n) continue;
      const spanish = /\bsu[ \t]+(?:cuenta|pr[eé]stamo|tarjeta|deuda)[ \t]+(?:de|con)[ \t]+$/i.test(d.text.slice(r.start, r.end));
      if (!spanish && !ACCOUNT_AFTER.test(d.text.slice(n.start + n.name.length, n.start + n.name.length + 30))) continue;
      const before = d.text.slice(sentenceOf(d, r.start).start, r.end);
      if (PRINCIPAL_IN_SENTENCE.test(before.replace(/\b(?:contracted|retained|hired|engaged|employed|authori[sz]ed|appointed|selected)[ \t]+to\b/gi, '')))
        continue;
      out.push(mention(d, 'account', n));
    }
    return out;
  });

/** Words of a company's legal form and fillers, left out when two names are compared. */
const FILLER = /^(?:the|of|and|de|del|la|el|inc|llc|l|c|lp|llp|pllc|ltd|corp|corporation|co|company|na|n|a|fsb|plc|dba|pc|sa|&)$/;
/** The first two words that identify a company ("LVNV Funding, LLC" → lvnv funding). */
export const nameKey = (name: string): string[] =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.test(w))
    .slice(0, 2);

/** The two names are the same party: one's first words begin the other's ("LVNV" and "LVNV Funding LLC"). */
export const sameParty = (a: string, b: string): boolean => {
  const ka = nameKey(a);
  const kb = nameKey(b);
  const n = Math.min(ka.length, kb.length);
  if (n === 0) return true;
  for (let i = 0; i < n; i++) if (ka[i] !== kb[i]) return false;
  return true;
};
