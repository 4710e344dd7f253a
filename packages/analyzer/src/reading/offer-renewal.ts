/**
 * What a settlement letter says about whether its offer may be made again (decision 100). The Seventh
 * Circuit's safe harbour is "We are not obligated to renew this offer": it tells even the unsophisticated
 * consumer "that there is a renewal possibility but that it is not assured" (Evory v. RJM Acquisitions
 * Funding, 7th Cir. 2007; Preston v. Midland, 7th Cir. 2020). The lexicon's `OFFER_MAY_BE_RENEWED` reads
 * that sentence and its closest forms ("under no obligation to extend", "may or may not renew", "future
 * offers"); this reads the other ways people write the same point, that renewal may happen but is not
 * assured:
 * - the offer "may not be renewed / extended / repeated / available again", "we may not renew it";
 * - renewal or another offer "is not guaranteed / assured", "we cannot (or do not) guarantee that this
 *   offer will be renewed / extended / available (again / later / after <date>)";
 * - "we may or may not make this offer again" in other word orders ("whether we renew this offer is up to
 *   us", "any renewal is at our discretion");
 * - Spanish: "esta oferta puede no renovarse / no ser renovada", "no garantizamos que esta oferta se
 *   renueve / esté disponible", "la renovación de esta oferta no está garantizada", "podemos no renovar".
 * A sentence that says the offer will NOT be renewed ("this offer will not be renewed", "cannot be
 * extended") is one-time framing, not this, and is not matched (no "may" or "guarantee" in it).
 */
export const OFFER_RENEWAL_NOT_ASSURED =
  /\b(?:this|these|the|that|our|such|any)\s+(?:\w+\s+){0,2}?offers?\s+(?:may|might|could)\s+not\s+(?:be\s+)?(?:renewed|extended|repeated|re-?offered|made\s+again|available\s+(?:again|later|in\s+the\s+future|after))|\b(?:we|our\s+client|the\s+creditor)\s+(?:may|might)\s+not\s+(?:renew|extend|repeat|make)\s+(?:this|these|the|that|such|any)\s+(?:\w+\s+){0,2}?offers?\b|\b(?:renewal|extension|repetition)\s+of\s+(?:this|these|the|that|our)\s+(?:\w+\s+){0,2}?offers?\s+(?:is|are)\s+not\s+(?:guaranteed|assured|promised)|\b(?:any\s+)?(?:renewal|extension)\s+(?:of\s+(?:this|these|the)\s+offers?\s+)?(?:is|will\s+be)\s+(?:at|in)\s+(?:our|the\s+creditor's|our\s+client's)\s+(?:sole\s+)?discretion|\b(?:we\s+)?(?:cannot|can't|can\s+not|do\s+not|don't)\s+(?:guarantee|promise|assure\s+you)\s+(?:that\s+)?(?:this|these|the|that|a\s+similar|any)\s+(?:\w+\s+){0,2}?offers?\s+(?:will|would)\s+(?:be\s+)?(?:renewed|extended|repeated|made\s+again|offered\s+again|available)|\b(?:esta|estas|la|las)\s+ofertas?\s+(?:puede|pueden|podr[ií]a|podr[ií]an)\s+no\s+(?:ser\s+)?(?:renovad[ao]s?|renovarse|extendid[ao]s?|extenderse|repetirse)|\bno\s+(?:garantizamos|podemos\s+garantizar)\s+que\s+(?:esta|estas|la|las)\s+ofertas?\s+(?:se\s+)?(?:renueve|renueven|extienda|extiendan|repita|repitan|est[eé]n?\s+disponibles?)|\b(?:la\s+)?renovaci[oó]n\s+de\s+(?:esta|estas|la|las)\s+ofertas?\s+no\s+est[aá]\s+garantizada|\bpodemos\s+no\s+renovar\b/i;
