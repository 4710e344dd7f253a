/**
 * A sender that speaks of itself as a lawyer retained for a client does (decision 250): it says it was retained, engaged,
 * hired or employed by its client, or to represent the client or to proceed against the consumer ("this office has been
 * retained by the above referenced client in its claim against you", "our firm has been hired to represent Pinecrest
 * Bank", "esta oficina ha sido contratada por nuestro cliente para proceder en su contra"), or that it has been instructed,
 * authorised or directed to take legal action ("this office has been instructed to initiate any and all necessary action",
 * "we have been authorized to commence legal proceedings against you", "hemos sido autorizados a iniciar una acción
 * legal").
 *
 * From a law firm these words tell the consumer a lawyer has taken the matter on (Clomon v. Jackson, 2d Cir. 1993; Nance
 * v. Friedman, N.D. Ill. 2000, on "this office has been retained by the above referenced client … instructed to initiate
 * any and all necessary action"); from a collection agency they say nothing of lawyers. The reader only finds them; a rule
 * decides what a sender the words do not name is asked.
 *
 * Not read: an agency's own words for a placement ("your account has been placed with / assigned to this office"),
 * "retained to collect this debt" (what any collector is), an offer the sender is "authorized to extend", a client that
 * asked the sender to contact the consumer. English and Spanish.
 */
import type { Span } from '../types';
import { execAll } from '../text/exec-all';
import { spanOf } from '../text/find';
import { testText } from '../text/prefilter';

const SELF = String.raw`(?:this\s+(?:law\s+)?(?:office|firm)|our\s+(?:law\s+)?(?:office|firm)|we|the\s+undersigned)`;
const TAKEN_ON = String.raw`(?:retained|engaged|hired|employed)`;
const CLIENT = String.raw`(?:(?:our|the|its|your)\s+(?:above[- ]referenced\s+|above[- ]named\s+|said\s+)?client)`;
/** What a lawyer is taken on to do: represent the client, proceed or act against the consumer, pursue or enforce its claim. */
const COUNSEL_PURPOSE = String.raw`(?:represent|proceed\s+against|take\s+(?:legal\s+|appropriate\s+|any\s+)?(?:action|steps)|pursue|enforce|bring\s+(?:suit|an?\s+action)|commence|file\s+(?:suit|a\s+lawsuit))`;
const LEGAL_ACT = String.raw`(?:initiate|commence|institute|file|bring|take|begin|proceed|pursue|start)\b[^.;\n]{0,50}?\b(?:action|suit|lawsuit|proceedings?|litigation|against\s+you)`;
const COUNSEL_EN = new RegExp(
  [
    // retained by the client, or to represent it or to proceed against the consumer
    String.raw`\b${SELF}\s+(?:has|have|had)\s+been\s+${TAKEN_ON}\s+by\s+${CLIENT}`,
    String.raw`\b${SELF}\s+(?:has|have|had)\s+been\s+${TAKEN_ON}\s+(?:by\s+[^.;\n]{1,60}?\s+)?to\s+${COUNSEL_PURPOSE}\b`,
    // instructed or authorised to take legal action
    String.raw`\b${SELF}\s+(?:has|have|had)\s+been\s+(?:instructed|authori[sz]ed|directed|asked|requested)\s+(?:by\s+[^.;\n]{1,60}?\s+)?to\s+${LEGAL_ACT}`,
  ].join('|'),
  'gi',
);
const COUNSEL_ES = new RegExp(
  [
    String.raw`(?<![\w\u00c0-\u017f])(?:(?:esta|nuestra)\s+(?:oficina|firma)|este\s+(?:despacho|bufete))\s+ha\s+sido\s+(?:contratad|instruid|autorizad|encargad|designad)[oa]\s+(?:por\s+(?:nuestro|el|su)\s+cliente|para\s+(?:representar|proceder|iniciar|presentar|entablar|demandar))`,
    String.raw`(?<![\w\u00c0-\u017f])hemos\s+sido\s+(?:contratad|instruid|autorizad|encargad|designad)[oa]s\s+(?:por\s+(?:nuestro|el|su)\s+cliente|para\s+(?:representar|proceder|iniciar|presentar|entablar|demandar)|a\s+(?:iniciar|proceder|presentar|entablar|demandar))`,
  ].join('|'),
  'gi',
);
/** Every kind needs one of these words: checked on the whole text before any pattern runs. */
const ANY = /\b(?:retained|engaged|hired|employed|instructed|authori[sz]ed|directed|asked|requested|sido)\b/i;

/** Where the sender speaks of itself as retained counsel (the matched words), in the order they appear. */
export const senderSpeaksAsCounsel = (text: string): Span[] => {
  if (!testText(ANY, text)) return [];
  return [...execAll(COUNSEL_EN, text), ...execAll(COUNSEL_ES, text)]
    .map((m) => spanOf(text, m.index ?? 0, (m.index ?? 0) + m[0].length))
    .sort((a, b) => a.start - b.start);
};
