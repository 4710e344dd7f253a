/**
 * The Spanish future tense by its forms (decision 344), for the certainty reader (`DEFINITE` in `lexicon.ts`): a step beside a
 * verb in the future is said as sure ("procederá con una demanda", "presentaremos una demanda").
 *
 * The future is the infinitive plus -é, -á, -ás, -emos, -án ("procederá" = proceder + á, "demandarán" = demandar + án), or an
 * irregular stem plus the same endings (tendr-, pondr-, vendr-, saldr-, valdr-, podr-, habr-, sabr-, querr-, dir-, har-).
 * Letters and OCR often drop the accent ("procedera", "demandaran"), and the unaccented form is what was guessed before: any
 * word ending in "-ra", "-ran" or "-remos" was read as a future, so nouns and adjectives ("manera", "primera", "tercera",
 * "cartera", "carrera", "factura", "financiera"), the present of verbs ("ahorra", "considera", "expira", "declara") and the
 * imperfect subjunctive ("si usted pagara", "aunque no fuera", "si no recibiera") said a step beside them was sure.
 *
 * Read here:
 * - with its accent, any word ending in "-rá" / "-rán" (no other Spanish word ends so);
 * - without it, only after a stem that is an infinitive:
 *   - an -ar verb (the open class: "pagar", "demandar", "reportar", "embargar"), a stem of three letters or more before "-ar";
 *     not the present of the -arar verbs ("declara", "prepara", "separa", "compara", "repara", "aclara", "dispara"), whose
 *     "-ara" is their own root; and "-ara" / "-aran" is also the imperfect subjunctive of every -ar verb ("pagara" is
 *     pag + ara or pagar + a): after "si", "aunque", "ojalá", "para que", "a menos que", "antes de que", "sin que", "en caso de
 *     que" (and up to three words between) it is the subjunctive, not a future;
 *   - an -er or -ir verb: these are closed classes, read by the endings of their infinitives ("-ceder", "-ecer", "-ocer",
 *     "-ender", "-onder", "-meter", "-over", "-olver", "-oger", "-eger", "-aer", "-eer", "deber", "perder", "correr", "romper";
 *     "-ibir", "-mitir", "-istir", "-uir", "-ucir", "-ferir", "-currir", "-cidir", "-pedir", "-sumir", "-primir", "-guir",
 *     "-igir", "-egir", "-plir", "-frir", "-abrir", "-cubrir", "vivir", "servir", ...), so that "-era" and "-ira" nouns,
 *     adjectives and -erar / -irar verbs ("primer-a", "maner-a", "financier-a", "esper-a", "consider-a", "expir-a", "retir-a")
 *     are no infinitive plus "a"; "-iera" / "-uera" (the subjunctive of -er and -ir verbs: "recibiera", "pudiera", "fuera") never
 *     is one;
 *   - an irregular stem (above; compounds too: "mantendr-", "obtendr-", "dispondr-", "convendr-"). Not "cabra" (a goat, and "cabrá"
 *     is read with its accent), "mentira" (a lie), "vera".
 * Only the persons letters use of the collector, the creditor and the reader (él / ella / usted: -á; ellos / ustedes: -án;
 * nosotros: -emos), as before. "Será(n)", "dará(n)", "hará(n)" are read in `DEFINITE` itself.
 *
 * A maintained NLP library was measured first (decision 344): es-compromise 0.2.11 (the Spanish compromise; `compromise`, in
 * the analyzer's tests, is English only) tags the accented future, but reads the unaccented one as a noun ("procedera",
 * "tendra", "podra" `Noun`), tags "saldo" and "cuenta" as verbs, has no "embargar" in its 2,723 infinitives (some of them
 * Portuguese), and would put a library in the hot path that decision 032 kept out of it. Not used.
 */
const L = String.raw`[\w\u00c0-\u017f]`;
/** A letter of an unaccented future's stem: a word has one written accent, and a future's is on its ending ("búlgara" is no future). */
const U = '[a-zñü]';
const START = String.raw`(?<![\w\u00c0-\u017f])`;
const END = String.raw`(?![\w\u00c0-\u017f])`;

/** With its accent: "procederá", "demandarán", "tendrá", "dirá"; "irá", "irán", "iremos" (not "ira", anger). */
const ACCENTED = String.raw`(?:${L}{2,}r(?:á|án)|ir(?:á|án)|iremos)${END}`;

/**
 * Words that introduce the imperfect subjunctive: "si usted pagara", "aunque le pagaran", "para que usted llamara", "a menos
 * que usted nos enviara", with up to three words between.
 */
const SUBJUNCTIVE_BEFORE = String.raw`(?<!(?:^|[^\w\u00c0-\u017f])(?:si|aunque|aun\s+cuando|ojal[aá]|(?:para|menos|sin|siempre|(?:antes|despu[eé]s|caso|fin|tal)\s+(?:de\s+)?)\s+que)\s+(?:${L}+\s+){0,3})`;

/**
 * The -arar verbs whose present ends as an -ar future does ("declara", "prepara", "separa", "aclara", "depara", "encara",
 * "enmascara"): their roots, from the word's start ("acampara" is acampar + a).
 */
const ARAR_ROOT = String.raw`(?<!(?<![\w\u00c0-\u017f])(?:decl|prep|sep|comp|rep|amp|desamp|disp|acl|acap|equip|dep|enc|masc|enmasc|desmasc|desenmasc))`;

/** -ar: "pagara", "demandaran" (not after a subjunctive's conjunction), "pagaremos", "usara". */
const AR = String.raw`(?!clara${END}|claran${END})${SUBJUNCTIVE_BEFORE}(?:${U}{3,}|us)${ARAR_ROOT}ar(?:a|an)${END}|(?:${U}{3,}|us)${ARAR_ROOT}aremos${END}`;

/** The -er infinitives, by the endings of their closed class. */
const ER_INFINITIVE = String.raw`(?:${U}*(?:ceder|ecer|ocer|[eo]nder|meter|over|olver|oger|eger|${U}aer|${U}eer|deber|beber|perder|correr|romper|verter|absorber|doler|nacer)|(?:con)?vencer|ejercer|torcer|comer|temer|prever)`;

/** The -ir infinitives, by the endings of their closed class. */
const IR_INFINITIVE = String.raw`(?:${U}*(?:[iue]bir|vivir|mitir|istir|cutir|batir|petir|partir|vertir|sentir|vestir|surtir|[ie]gir|urgir|ingir|uir|ucir|ferir|gerir|querir|quirir|currir|cidir|vidir|sidir|fundir|cudir|ludir|vadir|suadir|ñadir|gredir|pedir|medir|sumir|primir|ximir|dimir|unir|finir|abrir|cubrir|frir|plir|morir|dormir|servir|guir|cindir|rumpir|rendir|herir|hervir|hundir|nutrir|mergir))`;

/** -er and -ir: "procedera", "ofreceran", "devolveremos", "recibira", "exigiran", "cumpliremos". Not "cabecera", "pecera", "pondera". */
const ER_IR = String.raw`(?!(?:cabecera|pecera|ponder(?:a|an|emos))${END})(?:${ER_INFINITIVE}|${IR_INFINITIVE})(?:a|an|emos)${END}`;

/** The irregular stems: "tendra", "podran", "saldremos", "dira", "mantendra", "satisfara". */
const IRREGULAR = String.raw`(?:${U}*(?:tendr|pondr|vendr|saldr|valdr)|podr|habr|sabr|querr|dir|predir|contradir|satisfar|deshar|rehar)(?:a|an|emos)${END}`;

/**
 * Source of a pattern that reads a Spanish verb in the future (the persons of -á, -án, -emos), accented or not. A word's start,
 * then, for the unaccented forms, a look at its end first ("-ra", "-ran", "-remos"): most words end otherwise, and are passed over
 * before their stems are tried against the classes.
 */
export const SPANISH_FUTURE_SOURCE = String.raw`${START}(?:${ACCENTED}|(?=${U}*r(?:a|an|emos)${END})(?:${AR}|${ER_IR}|${IRREGULAR}))`;

/** A Spanish verb in the future (lower-case text). */
export const SPANISH_FUTURE = new RegExp(SPANISH_FUTURE_SOURCE);

/** The text up to `end` ends in a Spanish verb in the future (the word just before `end`, read in its context). */
export const endsInSpanishFuture = (text: string, end: number): boolean => FUTURE_AT_END.test(text.slice(Math.max(0, end - 80), end));
const FUTURE_AT_END = new RegExp(`(?:${SPANISH_FUTURE_SOURCE})$`);
