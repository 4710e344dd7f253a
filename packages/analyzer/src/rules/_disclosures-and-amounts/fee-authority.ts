/**
 * The letter's own claim that the agreement or a law allows a fee ("as permitted by your agreement", "pursuant to the
 * terms of your note", "your contract provides for…", "if your agreement allows it", "where permitted by law", "si su
 * contrato lo permite"). A fee is collectable only if the agreement expressly authorizes it or law permits it (15 U.S.C.
 * 1692f(1); 12 CFR 1006.22(b)): the words cannot show whether the claim is true, so the fee rules ask instead of
 * assuming the fee unauthorized (unauthorized_fees_or_interest, pay_to_pay_fee).
 */
export const FEE_AUTHORITY_CLAIM = new RegExp(
  [
    String.raw`\b(?:permitted|allowed|authori[sz]ed|provided\s+for)\s+(?:by|under|in)\s+(?:your|the)\s+(?:original\s+)?(?:credit\s+|cardmember\s+|loan\s+|account\s+)?(?:agreement|contract|terms|note)\b`,
    String.raw`\bpursuant\s+to\s+(?:the\s+terms\s+of\s+)?(?:your|the)\s+(?:original\s+)?(?:agreement|contract|terms|note)\b`,
    // "as provided in your agreement", "in accordance with the terms of your agreement", "under the terms of your contract"
    // (decision 172): the same authority named
    String.raw`\b(?:as\s+provided\s+(?:in|by|under)|in\s+accordance\s+with|under\s+the\s+terms\s+of|as\s+set\s+(?:out|forth)\s+in)\s+(?:the\s+terms\s+of\s+)?(?:your|the)\s+(?:original\s+)?(?:credit\s+|cardmember\s+|card\s+|loan\s+|account\s+)?(?:agreement|contract|terms|note)\b`,
    String.raw`\b(?:seg[uú]n|conforme\s+a|de\s+acuerdo\s+con)\s+(?:los\s+t[eé]rminos\s+de\s+)?(?:su|el)\s+(?:contrato|acuerdo)\b`,
    String.raw`\b(?:your|the)\s+(?:original\s+)?(?:credit\s+|cardmember\s+|loan\s+|account\s+)?(?:agreement|contract|note|terms)\s+(?:expressly\s+)?(?:provides?|allows?|permits?|authori[sz]es?)\b`,
    // Decision 515: the agreement named by its kind ("your retail installment sales contract states:", "your cardholder agreement
    // reads") or cited by its section ("Section 14 of your loan agreement", "la cláusula 14 de su contrato"), its clause quoted
    // or said to provide the fee. Not the collector's own policy, fee schedule or a processor's terms: none of those is the
    // agreement that created the debt.
    String.raw`\b(?:your|the)\s+(?:original\s+)?(?:[a-z]+[- ]){0,3}?(?:agreement|contract|note)\s+(?:expressly\s+)?(?:provides?|allows?|permits?|authori[sz]es?|states?|says|reads)\b`,
    String.raw`\b(?:section|paragraph|clause|article|§)\s*\d+[a-z0-9().]*\s+of\s+(?:your|the)\s+(?:original\s+)?(?:[a-z]+[- ]){0,3}?(?:agreement|contract|note)\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:cl[aá]usula|secci[oó]n|p[aá]rrafo|art[ií]culo)\s+\d+[a-z0-9().]*\s+de\s+(?:su|el)\s+(?:contrato|acuerdo)(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])(?:su|el)\s+(?:contrato|acuerdo)(?:\s+[\w\u00c0-\u017f]+){0,4}?\s+(?:establece|dispone|dice|estipula|permite|autoriza)(?![\w\u00c0-\u017f])`,
    String.raw`\b(?:as|where|if|when|to\s+the\s+extent)\s+(?:otherwise\s+)?(?:permitted|allowed|authori[sz]ed)\s+by\s+(?:state\s+|applicable\s+|federal\s+)?law\b`,
    String.raw`\bif\s+(?:state\s+|applicable\s+)?law\s+(?:allows|permits)\b`,
    String.raw`\bsi\s+(?:su|el)\s+contrato\s+lo\s+permite\b|\bseg[uú]n\s+lo\s+permita\s+(?:la\s+ley|su\s+contrato)\b|\bpermitid[oa]s?\s+por\s+(?:su|el)\s+contrato\b`,
  ].join('|'),
);
