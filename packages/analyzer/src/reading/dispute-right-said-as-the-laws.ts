/**
 * The consumer's dispute right told in the law's voice, and told wrong (decision 536). Decision 523 reads a recital in the law's
 * own voice ("a debt collector shall", "federal law provides that") as no demand of the collector's; what such a recital says of
 * the consumer's right to dispute is still read by the rules that judge a misstatement of it, and these are the ways a letter
 * puts a misstatement in the law's mouth (folded text):
 *
 * - the period in the law's generic voice, shorter than the statute's thirty days from receipt (15 U.S.C. 1692g(a)(3)-(4);
 *   12 CFR 1006.34(b)(5)): "a debt collector may assume the debt valid unless disputed within ten days", "unless the consumer
 *   disputes it within ten days", "if the consumer does not dispute it within fifteen days", "the law requires that the consumer
 *   dispute …", "a menos que el consumidor la dispute dentro de 10 días" (`DISPUTE_DEADLINE_IN_THE_LAWS_VOICE`);
 * - a condition on the dispute said to be what the law requires: "federal law requires that any dispute be accompanied by proof",
 *   "the law requires you to give a reason for your dispute", "the FDCPA requires consumers to send a notarized statement", "la ley
 *   federal exige que toda disputa vaya acompañada de …", "la ley exige que usted indique el motivo …" (`LAW_SAID_TO_REQUIRE_OF_THE_DISPUTE`):
 *   the law asks no proof, reason or oath of a dispute, so the condition is the collector's (1692g(a)(3)-(4); 12 CFR 1006.38).
 *   Not the reader's rights ("federal law provides that you may dispute the debt and request proof"), the law said not to require
 *   ("the law does not require you to give a reason", "la ley no le exige"), nor the collector's own duty ("the law requires us to
 *   send you proof");
 * - a written dispute said to be the consumer's duty in other modals and in Spanish, the law's name before it or not: "federal law
 *   says you have to dispute this debt in writing", "the law requires that a consumer dispute the debt in writing", "la ley federal
 *   dice que debe disputar por escrito", "usted debe disputar esta deuda por escrito", "la ley federal exige que usted dispute la
 *   deuda por escrito" (`WRITTEN_DISPUTE_AS_A_DUTY`): any dispute, oral or written, keeps the debt from being assumed valid (Hooks v.
 *   Forman, Holt, 2d Cir. 2013; Clark v. Absolute Collection Service, 4th Cir. 2014); the writing the law does ask (verification,
 *   the original creditor's name) is left to the rule's own guard.
 */

/** The time to dispute said of the law's consumer ("unless the consumer", "unless disputed", "a menos que el consumidor"). */
export const DISPUTE_DEADLINE_IN_THE_LAWS_VOICE =
  /\b(?:unless|if)\s+(?:the|a)\s+consumer\b|\bunless\s+(?:it\s+is\s+|the\s+debt\s+is\s+)?disputed\b|\b(?:the|a)\s+consumer\s+(?:must|shall|has\s+to|needs?\s+to|is\s+required\s+to)\b|\brequires?\s+(?:that\s+)?(?:the|a)\s+consumer\b|(?<![\w\u00c0-\u017f])(?:(?:a\s+menos\s+que|salvo\s+que|si)\s+(?:el|un)\s+consumidor|(?:el|un)\s+consumidor\s+(?:debe|deber[aá]|tiene\s+que))(?![\w\u00c0-\u017f])/;

/** The law or an enactment named as the one that requires. */
const LAW = String.raw`(?:laws?|act|fdcpa|statute|regulations?(?:\s+f)?|rules?|code)`;
const LEY = String.raw`(?:ley(?:es)?|reglamento|normas?|reglas?)(?:\s+(?:federal|estatal|federales|estatales))?`;
/** What the law is said to require the reader to do, not the reader's right or what the reader will be given. */
const NOT_A_DUTY = String.raw`(?!\s+(?:may|can|could|have\s+(?:the\s+)?(?:right|option)|are\s+(?:entitled|allowed|permitted|not)|do\s+not|don't|need\s+not|receive|get|be\s+(?:given|told|sent|provided|informed|notified|mailed|allowed|permitted)))`;

/** A condition on the dispute said to be what the law requires (read as the rule's words of obligation). */
export const LAW_SAID_TO_REQUIRE_OF_THE_DISPUTE = new RegExp(
  [
    String.raw`\b${LAW}\s+(?:requires?|mandates?|says|states|provides|demands|dictates)\s+(?:that\s+)?(?:(?:you|the\s+consumer|a\s+consumer|consumers)\b${NOT_A_DUTY}|(?:any|all|every|each|your|a|the)\s+disputes?\b[^.;]{0,30}?\b(?:be\s+(?:accompanied|supported|sworn|notari\w+|signed|made\s+with|submitted\s+with|sent\s+with)|include|contain|state|explain|give|have|attach|enclose)\b)`,
    String.raw`(?<![\w\u00c0-\u017f])${LEY}\s+(?:le\s+)?(?:exige|requiere|dice|establece|dispone|obliga)\s+(?:a\s+usted\s+)?(?:que\s+|a\s+)?(?:usted(?!\s+(?:puede|podr|tiene\s+(?:el\s+)?derecho|no\s))|el\s+consumidor|(?:toda|cualquier|su|la|una)\s+disputa\b[^.;]{0,30}?(?:vaya|venga|est[eé]|se\s+acompa|incluya|contenga|indique|explique)|indicar|explicar|dar|proporcionar|presentar|incluir|enviar|adjuntar)(?![\w\u00c0-\u017f])`,
  ].join('|'),
);

/** A written dispute said to be the consumer's duty (read as the rule's writing requirement, its verification guard kept). */
export const WRITTEN_DISPUTE_AS_A_DUTY = new RegExp(
  [
    String.raw`\byou\s+(?:must|have\s+to|need\s+to|are\s+required\s+to|will\s+(?:have|need)\s+to)\s+(?:dispute|contest|challenge)\s+(?:(?:this|the|your)\s+(?:debt|balance|account|amount)\s+|it\s+)?in\s+writing\b`,
    String.raw`\brequires?\s+that\s+(?:you|the\s+consumer|a\s+consumer|consumers)\s+(?:dispute|contest|challenge)\b[^.;]{0,40}?\bin\s+writing\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?<!\bno\s)(?:usted\s+)?(?:debe|tiene\s+que|deber[aá]|necesita)\s+(?:usted\s+)?(?:disputar|impugnar|objetar|cuestionar)(?:la|lo)?\s+(?:(?:esta|la|su)\s+(?:deuda|cuenta|saldo)\s+)?por\s+escrito(?![\w\u00c0-\u017f])`,
    String.raw`\b(?:exige|requiere|dispone)\s+que\s+(?:usted|el\s+consumidor)\s+(?:dispute|impugne|objete)(?:\s+(?:la|esta|su)\s+(?:deuda|cuenta))?\s+por\s+escrito(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
