/**
 * Lines that name a regulator because the law makes the collector say so, not because the collector is
 * that body or goes by that name: a state licence, registration, permit or bond with its number
 * ("NYC DCWP Lic. #2012345", "Tennessee Collection Service Board Lic. #1234", "Texas Secretary of State
 * Bond #12345", "Licensed by the Minnesota Department of Commerce"), and the complaint or help lines
 * state notices and Reg F point to ("Attorney General Consumer Hotline", "file a complaint with the
 * CFPB", "www.cfpb.gov"). Minn. Stat. 332.345 and NYC Admin. Code 20-493 require the licence line; Colo.
 * Rev. Stat. 5-16-109, Cal. Civ. Code 1812.700 and 12 CFR 1006.34(c)(3)(iv) the complaint and help
 * lines. Such a line is read as neither the sender's name (1692e(14)) nor a claim to be the government
 * (1692e(1), (9)); a name line without the licence or complaint words is read as before.
 */

/** A licence (registration, permit, bond) word followed by its number, or "licensed by/with/in". */
const LICENCE_LINE = new RegExp(
  [
    String.raw`\b(?:licen[cs]e|lic|licencia|registration|reg|permit|bond|certificate(?:\s+of\s+authority)?)\.?\s*(?:no\.?|number|num\.?|n[uú]m(?:ero)?\.?|id)?\s*[:#]?\s*[a-z]{0,4}[-\s]?\d`,
    String.raw`\b(?:licensed|licenced|registered|bonded|permitted|licenciad[oa]s?|registrad[oa]s?|autorizad[oa]s?)\s+(?:as\s+a\s+\w+(?:\s+\w+)?\s+)?(?:by|with|in|through|under|por|en|con|ante)\b`,
  ].join('|'),
  'i',
);

/** Where to complain or get help: a complaint, a hotline, a consumer-protection office, a .gov site. */
const HELP_LINE =
  /\b(?:complaints?|hotline|help\s*line|consumer\s+(?:protection|assistance|services?)\s+(?:hotline|line)|contact\s+the|www\.\S+|\S+\.gov\b|quejas?|comun[ií]quese\s+con|l[ií]nea\s+de\s+ayuda)/i;

/** The line names a regulator for its licence, registration or bond, or points the reader to a place to complain or get help. */
export const isRegulatorLine = (line: string): boolean => LICENCE_LINE.test(line) || HELP_LINE.test(line);
