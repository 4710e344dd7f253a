import { readName, type NameMatch } from './read-name';
import { cellsAt, isBlankLine, type Line, type Source } from './source';
import { execAll } from '../text/exec-all';
import { SPANISH_FIRM_DESCRIPTOR_SOURCE } from '../reading/firm-descriptors';

const STATES = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA
  RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP AA AE AP`.split(/\s+/),
);

// "Pasadena, CA 91111-2222" (OCR junk after it is tolerated; a truncated ZIP is accepted).
const CITY_STATE_ZIP = /^([A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff .'-]{0,30}?),? {0,3}([A-Z]{2})\.?,? {0,3}(\d{4,5}(?:[- ]\d{4})?)(?!\d)/;
const STREET =
  /^(?:\d{1,6}[A-Za-z]?(?:-\d{1,5})? +[A-Za-z0-9]|(?:p\.? ?o\.?|post office|p o) ?b[o0]x\b|b[o0]x +\d|(?:apt|apartment|suite|ste|unit|floor|fl|bldg|building|room|rm|dept|department|rr|hc|#)\.?\s*[\w-]|(?:one|two|three) +[A-Z])/i;
const MAIL_JUNK =
  /service requested|personal (?:and|&) confidential|confidential|forwarding service|change service|address service|do not forward|first[- ]class|presorted|postage|^\W*$/i;
// Taglines printed between a letterhead's name and its address.
const TAGLINE = new RegExp(
  String.raw`^(?:attorneys?|counselors?|lawyers?|abogados?) (?:at|and) (?:law|counselors? at law)$|^a (?:professional|legal) (?:corporation|association)$|^(?:a )?debt collectors?$|^collection (?:agency|services|department)$|^licensed collection agency$|^est(?:ablished|\.)? \d{4}$|^(?:${SPANISH_FIRM_DESCRIPTOR_SOURCE})$`,
  'i',
);
const NAME_LABEL = /^(?:t[o0]|para|attn|attention|mail to|send to|debtor|deudor|consumer|consumidor|name|nombre|bill to|addressee)\s*:?\s*/i;

/** The city / state / ZIP line: the part of the line it covers (trailing junk left out), or null. */
export const matchCityStateZip = (text: string): { length: number } | null => {
  const m = CITY_STATE_ZIP.exec(text);
  if (!m || !STATES.has(m[2]!)) return null;
  return { length: m[0].length };
};

/** A street, P.O. box or unit line. */
export const isStreetLine = (text: string): boolean => STREET.test(text.trim());

const PART_SEPARATOR = /[ \t]*(?:[\u2022|\u00b7]|,|[ \t]{2,}|[ \t]-[ \t])[ \t]*/g;

/**
 * An address on one line: "PO Box 5000 • Dallas, TX 75201", "Acme, Inc., PO Box 5, Dallas, TX
 * 75201", "John Smith, 12 Elm St, Springfield, IL 62701": the street part(s), the city part, and
 * the name in front when there is one.
 */
const oneLineAddress = (src: Source, cell: Line): { lines: Line[]; name?: NameMatch } | null => {
  if (!/\d{4,5}/.test(cell.text)) return null;
  for (const m of execAll(PART_SEPARATOR, cell.text)) {
    const restStart = (m.index ?? 0) + m[0].length;
    const csz = matchCityStateZip(cell.text.slice(restStart));
    if (!csz) continue;
    // The parts before the city: name parts, then street parts.
    const before = cell.text.slice(0, m.index);
    const parts: Line[] = [];
    let at = 0;
    for (const sep of execAll(PART_SEPARATOR, before)) {
      parts.push({ start: cell.start + at, end: cell.start + (sep.index ?? 0), text: before.slice(at, sep.index) });
      at = (sep.index ?? 0) + sep[0].length;
    }
    parts.push({ start: cell.start + at, end: cell.start + before.length, text: before.slice(at) });
    const streetAt = parts.findIndex((p) => isStreetLine(p.text));
    if (streetAt < 0) return null;
    const street = parts.slice(streetAt);
    const lines: Line[] = [
      { start: street[0]!.start, end: street[street.length - 1]!.end, text: src.norm.text.slice(street[0]!.start, street[street.length - 1]!.end) },
      { start: cell.start + restStart, end: cell.start + restStart + csz.length, text: cell.text.slice(restStart, restStart + csz.length) },
    ];
    const name = streetAt > 0 ? readName(src.norm.text, cell.start, 8) : null;
    return name && name.end <= parts[streetAt - 1]!.end ? { lines, name } : { lines };
  }
  return null;
};

/** An address block: the name above it, its lines (street ... city line) and the lines just after. */
export type AddressBlock = {
  /** The name on the line above the street lines (normalized offsets), when there is one. */
  name?: NameMatch;
  /** The label in front of the name ("To:"), lowercased, or ''. */
  nameLabel: string;
  /** Street / box / unit lines and the city line, normalized offsets; the city line cut after the ZIP. */
  address: Line[];
  /** Up to three lines after the city line in the same block (phone, hours, website). */
  extra: Line[];
  /** Column of the block (0 left, 1 right) and its first line index. */
  column: number;
  firstLine: number;
};

type Cell = Line & { lineIndex: number };

/**
 * Address blocks in lines [from, to): a name line, street / box / unit lines and a city-state-ZIP
 * line. Two columns printed side by side (a letterhead beside the consumer's address) are read as
 * two streams, split where a line has a gap of three or more spaces, or text far to the right.
 */
export const findAddressBlocks = (src: Source, from = 0, to = src.lines.length): AddressBlock[] => {
  const streams: (Cell | null)[][] = [[], []];
  for (let li = from; li < Math.min(to, src.lines.length); li++) {
    const line = src.lines[li]!;
    const row: (Cell | null)[] = [null, null];
    if (!isBlankLine(line)) {
      for (const cell of cellsAt(src, li)) {
        const col = cell.start - line.start < 30 ? 0 : 1;
        // Cells are written out field by field (a cell is a Line: start, end, text), not spread.
        const kept = row[col] ?? null;
        if (kept === null) row[col] = { start: cell.start, end: cell.end, text: cell.text, lineIndex: li };
        else if (col === 1) continue;
        else row[col] = { start: kept.start, end: cell.end, text: src.norm.text.slice(kept.start, cell.end), lineIndex: kept.lineIndex };
      }
    }
    streams[0]!.push(row[0] ?? null);
    streams[1]!.push(row[1] ?? null);
  }
  const blocks: AddressBlock[] = [];
  streams.forEach((stream, column) => {
    for (let k = 0; k < stream.length; k++) {
      const cell = stream[k];
      if (!cell) continue;
      // A city line has a ZIP code: skip the rest cheaply.
      if (!/\d{4}/.test(cell.text)) continue;
      const csz = matchCityStateZip(cell.text);
      const oneLine = csz ? null : oneLineAddress(src, cell);
      if (!csz && !oneLine) continue;
      // Walk up over street lines.
      let top = k;
      const address: Line[] = [];
      let name: NameMatch | undefined = oneLine?.name;
      let nameLabel = '';
      if (oneLine) {
        address.push(...oneLine.lines);
        if (name) top = -1;
      } else {
        while (top - 1 >= 0 && top > k - 4 && stream[top - 1] && isStreetLine(stream[top - 1]!.text) && !matchCityStateZip(stream[top - 1]!.text)) top--;
        for (let a = top; a < k; a++) address.push(stream[a]!);
        address.push({ start: cell.start, end: cell.start + csz!.length, text: cell.text.slice(0, csz!.length) });
      }
      // The name line: just above the street lines, skipping mailing junk.
      let firstLine = (stream[Math.max(0, top)] ?? cell).lineIndex;
      for (let n = top - 1; n >= 0 && n >= top - 2; n--) {
        const above = stream[n];
        if (!above) break;
        if (MAIL_JUNK.test(above.text) || TAGLINE.test(above.text.trim())) continue;
        const label = NAME_LABEL.exec(above.text);
        const at = above.start + (label ? label[0].length : 0);
        const read = readName(src.norm.text, at, 8);
        if (read && read.end <= above.end && read.end - at >= (above.end - at) * 0.5) {
          name = read;
          firstLine = above.lineIndex;
          nameLabel = label ? label[0].replace(/[\s:]/g, '').toLowerCase().replace('t0', 'to') : '';
        } else if (label && n === top - 1) {
          // "To:" alone on its line, the name below it is the street? Then there is no name.
          nameLabel = label[0].replace(/[\s:]/g, '').toLowerCase();
          continue;
        }
        // A "To:" on the line above the name.
        if (name && !nameLabel && n - 1 >= 0 && stream[n - 1] && /^(?:to|para)\s*:?\s*$/i.test(stream[n - 1]!.text))
          nameLabel = stream[n - 1]!.text.replace(/[\s:]/g, '').toLowerCase();
        break;
      }
      if (address.length === 1 && !name) continue;
      const extra: Line[] = [];
      for (let e = k + 1; e < stream.length && e <= k + 3; e++) {
        const next = stream[e];
        if (!next || isStreetLine(next.text) || matchCityStateZip(next.text)) break;
        extra.push(next);
      }
      blocks.push({ ...(name ? { name } : {}), nameLabel, address, extra, column, firstLine });
    }
  });
  blocks.sort((a, b) => a.firstLine - b.firstLine || a.column - b.column);
  return blocks;
};
