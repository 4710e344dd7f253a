/**
 * Names that read as a public body's (15 U.S.C. 1692e(1), (9), (14); 12 CFR 1006.18(b)(1)(i), (c)(3), (c)(4)): read in a sender's
 * lines by `government_affiliation_implied`, and by `name_not_true_name`, which does not take a "division" or "office" named as a
 * public body for a department of the collector (decision 520).
 */
import { STATE_NAMES } from '../sol/sol-table';

/**
 * Agency-like names a sender may use: "State Recovery Division", "Department of Revenue", "Enforcement Unit". In Spanish an agency
 * named for collecting ("agencia de cobros", "agencia de cobranzas") is a collection agency, as "collection agency" is in English,
 * unless it is said to be the state's, the federal or the national one (decision 474); a department, division or office of
 * collections reads as the English "Department of Collections" does, and "de hacienda", "de ingresos", "de tesorería" are public.
 */
const GOVERNMENT_NAME_WORDS =
  /\b(?:(?:department|dept\.?|bureau|office|division|unit|agency|commission|board|administration)\s+of\s+(?:the\s+)?(?:treasury|justice|revenue|finance|collections?|recovery|enforcement|child\s+support|taxation|public\s+safety|corrections|the\s+attorney\s+general|consumer\s+affairs|debt\s+(?:collection|recovery))|(?<![-\w])(?:state|federal|national|united\s+states|u\.s\.|county|municipal|government(?:al)?|public)\s+(?:debt\s+)?(?:recovery|collections?|enforcement|revenue|compliance|judicial|claims?|fraud|debt)\s+(?:division|bureau|unit|department|office|agency|board|commission|authority|administration)|(?:enforcement|compliance|judicial|fraud)\s+(?:unit|division|bureau|department)|office\s+of\s+(?:the\s+)?(?:attorney\s+general|district\s+attorney|sheriff|inspector\s+general|state\s+(?:treasurer|controller))|attorney\s+general|district\s+attorney|sheriff'?s?\s+(?:office|department)|internal\s+revenue\s+service|official\s+(?:seal|government|state|federal))\b|\b(?:departamento|divisi[oó]n|oficina)\s+(?:estatal\s+|federal\s+)?de\s+(?:hacienda|justicia|ingresos|cobros?|cobranzas?|recaudaci[oó]n|tesorer[ií]a|recuperaci[oó]n)\b|\bagencia\s+(?:estatal\s+|federal\s+)?de\s+(?:hacienda|justicia|ingresos|recaudaci[oó]n|tesorer[ií]a)\b|\bagencia\s+(?:estatal|federal|nacional|del\s+(?:estado|gobierno|condado))\s+de\s+(?:cobros?|cobranzas?|recuperaci[oó]n)\b|\bagencia\s+de\s+(?:cobros?|cobranzas?|recuperaci[oó]n)\s+(?:estatal|federal|nacional|municipal|del\s+(?:estado|gobierno|condado|municipio))\b|\boficina\s+del\s+(?:fiscal(?:\s+general|\s+de(?:l)?\s+distrito)?|procurador(?:a)?\s+general|alguacil|sheriff)\b|^\s*(?:(?:the\s+)?state|commonwealth)\s+of\s+[a-z]+(?:\s+[a-z]+)?\s*$|^\s*(?:the\s+)?united\s+states\s+of\s+america\s*$|^\s*estado\s+(?:libre\s+asociado\s+)?de\s+[a-z\u00c0-\u017f]+(?:\s+[a-z\u00c0-\u017f]+)?\s*$/i;

/**
 * A state's own name in the place of "State" before or after a public body's noun, with a regulator's subject ("Mississippi Bureau of
 * Account Compliance", "Texas Department of Debt Enforcement", "Office of Florida Account Collections": session 52). Not a
 * company's name ("Mississippi Credit Services, Inc.": no public body's noun), nor a state's real regulator named as the place
 * for a complaint (`isRegulatorLine`).
 */
const STATE_WORDS = Object.values(STATE_NAMES as Record<string, string>)
  .map((n) => n.toLowerCase().replace(/\s+/g, String.raw`\s+`))
  .join('|');
const BODY = String.raw`(?:bureau|department|dept\.?|division|office|commission|agency|authority|board)`;
const SUBJECT = String.raw`(?:accounts?(?:\s+(?:compliance|collections?|enforcement|recovery|receivable))?|debt\s+(?:enforcement|collections?|recovery|compliance)|compliance|collections?|enforcement|receivables|recovery|delinquen(?:cy|t\s+accounts))`;
const STATE_BODY_NAME = String.raw`\b(?:${STATE_WORDS})\s+${BODY}\s+of\s+${SUBJECT}\b|\b${BODY}\s+of\s+(?:${STATE_WORDS})\s+${SUBJECT}\b`;

/**
 * A public body named with a two-word subject or as a court's office (decision 520): "State Revenue Recovery Division", "County Tax
 * Compliance Office", "Treasury Recovery Office", "Government Accounts Division", "Texas Revenue Recovery Division" (a state's own
 * name, with a noun only a public body uses alone: not "bureau" or "agency", which private collectors' names hold), "Department of
 * Account Resolution", "Office of Delinquent Accounts", "Municipal Court Collections Department", "Judicial Enforcement Office"; a
 * seal printed over the name ("Seal of the State of Texas", "Sello del Estado"); a badge-like title ("Badge No. 4471", "Revenue
 * Officer", "Enforcement Officer", "Insignia núm."; not "placa", a licence plate too); in Spanish a federal or state office ("Buró Federal de Cobranzas", "Oficina Estatal de …",
 * "Departamento de Cumplimiento Fiscal"). Not a place in a company's name ("Ohio Valley Collections", "Golden State Recovery"),
 * nor a company's own department ("Collections Department", "Compliance Officer").
 */
const SUBJECT_HEAD = String.raw`(?:revenue|tax|debt|accounts?|judgment|claims?|delinquent)`;
const SUBJECT_TAIL = String.raw`(?:recovery|collections?|enforcement|compliance|claims|receivables|accounts|resolution)`;
const PUBLIC_TITLED_NAME = [
  String.raw`(?<![-\w])(?:state|federal|county|municipal|government(?:al)?|public|treasury)\s+(?:${SUBJECT_HEAD}\s+)?${SUBJECT_TAIL}\s+(?:division|bureau|unit|department|dept\.?|office|agency|board|commission|authority|administration)\b`,
  String.raw`(?<![-\w])(?:commonwealth|${STATE_WORDS})\s+(?:${SUBJECT_HEAD}\s+)?${SUBJECT_TAIL}\s+(?:division|department|dept\.?|office|commission|authority|administration)\b`,
  String.raw`\b(?:department|dept\.?|bureau|office|division)\s+of\s+(?:accounts?\s+(?:resolution|compliance|enforcement|recovery)|delinquent\s+(?:accounts?|debts?|obligations)|unpaid\s+(?:accounts?|debts?|claims)|accounts?\s+receivable\s+enforcement|consumer\s+debts?|financial\s+(?:recovery|enforcement)|debt\s+(?:resolution|enforcement)|revenue\s+recovery)\b`,
  String.raw`(?<![-\w])(?:(?:municipal|county|district|superior|circuit|justice|magistrate|state|federal|traffic)\s+)?court\s+(?:(?:judgment|fines?|costs?|debt)\s+)?(?:collections?|enforcement|recovery|compliance)\s+(?:division|bureau|unit|department|office|agency)\b`,
  String.raw`\bjudicial\s+(?:collections?|enforcement|recovery|compliance)\s+(?:office|division|unit|bureau|department|agency)\b`,
  String.raw`\b(?:great\s+)?seal\s+of\s+the\s+(?:state|commonwealth|county|city|united\s+states)\b|\b(?:state|county|federal|government)\s+seal\b|\bsello\s+(?:oficial|del\s+(?:estado|gobierno|condado))\b`,
  String.raw`\bbadge\s*(?:no\.?|number|#|id)|\b(?:revenue|enforcement)\s+(?:officer|agent)\b|\binsignia\s+(?:no\.?|n[uú]m(?:ero)?\.?|#)|\boficial\s+de\s+ingresos\b`,
  String.raw`\b(?:oficina|departamento|divisi[oó]n|bur[oó]|unidad)\s+(?:federal|estatal|del\s+condado|municipal)\b|\bdepartamento\s+de\s+(?:cumplimiento|recaudaci[oó]n)\s+(?:fiscal|tributari[oa])\b`,
].join('|');

/** A public body's name in a sender's line. */
export const GOVERNMENT_NAME = new RegExp(`${GOVERNMENT_NAME_WORDS.source}|${STATE_BODY_NAME}|${PUBLIC_TITLED_NAME}`, 'i');

/** A word that names the public itself (the state, a county, a court, the government): what a company's own department never holds. */
const PUBLIC_WORD = new RegExp(
  String.raw`\b(?:state|federal|national|county|municipal|government(?:al)?|public|treasury|court|judicial|commonwealth|united\s+states|u\.s\.|estado|estatal|condado|gobierno|${STATE_WORDS})\b`,
  'i',
);

/**
 * A unit's name that reads as a public body's ("State Revenue Recovery Division", "Departamento de Recaudación del Estado"): not a
 * department of the collector, but a second name, and one no collector may use (1692e(14)). "Collections Department", "Compliance
 * Department" and "Departamento de Cobranzas" hold no public word and stay a company's units.
 */
export const readsAsPublicBodyName = (name: string): boolean => GOVERNMENT_NAME.test(name) && PUBLIC_WORD.test(name);
