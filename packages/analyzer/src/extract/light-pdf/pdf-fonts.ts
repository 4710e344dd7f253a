import {
  GLYPH_UNICODE,
  MAC_ROMAN_ENCODING,
  SERIF_FONTS,
  STANDARD_ENCODING,
  STANDARD_FONT_METRICS,
  STD_FONT_MAP,
  SYMBOLS_FONTS,
  WIN_ANSI_ENCODING,
} from './font-data';
import { isName, type PdfFile } from './pdf-file';
import { Cmd, END_ARRAY, END_DICT, Dict, EOF, Lexer, Name, PdfStream, Ref, unsupported, type PdfValue } from './pdf-objects';

/** What the text interpreter needs of a glyph: its text, its advance (1/1000 em) and pdf.js's character category. */
export type Glyph = { code: number; unicode: string; width: number; isWhitespace: boolean; isDiacritic: boolean; isFormatMark: boolean };

export type LightFont = {
  /** pdf.js's Font.name: items break when the font changes to one of another name. */
  name: string;
  /** 2 for Type0 fonts with Identity-H (two-byte codes), else 1. */
  bytesPerCode: 1 | 2;
  glyph: (code: number) => Glyph;
};

const SERIF = new Set(SERIF_FONTS);
const SYMBOLS = new Set(SYMBOLS_FONTS);
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const FLAG_SYMBOLIC = 4;
const FLAG_NONSYMBOLIC = 32;
/** Codes the light reader's fonts use are one or two bytes: a ToUnicode entry or a width past that is not read here. */
const MAX_CODE = 0xffff;
/** Entries a font's ToUnicode map or /W array may set in all (ranges repeated over and over are a hostile file's). */
const MAX_MAP_ENTRIES = 1 << 18;

const normalizeFontName = (name: string): string => name.replaceAll(/[,_]/g, '-').replaceAll(/\s/g, '');

/** pdf.js's widths of a standard font by glyph name, for a font without /Widths (Times-Roman when the name is unknown and serif, else Helvetica). */
function baseFontMetrics(name: string): { widths: Readonly<Record<string, number>>; defaultWidth: number; known: boolean } {
  const normalized = normalizeFontName(name);
  const std = STD_FONT_MAP[normalized] ?? normalized;
  if (std === 'Symbol' || std === 'ZapfDingbats') return unsupported('symbol font metrics');
  const found = STANDARD_FONT_METRICS[std];
  const metrics = found ?? STANDARD_FONT_METRICS[isSerif(name) ? 'Times-Roman' : 'Helvetica']!;
  return typeof metrics === 'number' ? { widths: {}, defaultWidth: metrics, known: !!found } : { widths: metrics, defaultWidth: 0, known: !!found };
}

function isSerif(name: string): boolean {
  const woStyle = name.split('-', 1)[0]!;
  return SERIF.has(woStyle) || /serif/i.test(woStyle);
}

const ENCODINGS: Record<string, readonly string[]> = {
  StandardEncoding: STANDARD_ENCODING,
  WinAnsiEncoding: WIN_ANSI_ENCODING,
  MacRomanEncoding: MAC_ROMAN_ENCODING,
};

/**
 * The Unicode of each code of a built-in encoding (a font without /Differences or ToUnicode: the
 * standard fonts most letters use), and the widths of a built-in font's glyphs by code in it. Made
 * from the package's own tables alone (keyed by those tables, never by anything a file says), so each
 * is made once per process and shared, read only.
 */
const encodingUnicode = new Map<readonly string[], Map<string | null, readonly (string | undefined)[]>>();
const encodingToUnicode = (encoding: readonly string[], baseEncodingName: string | null): readonly (string | undefined)[] => {
  let byBase = encodingUnicode.get(encoding);
  if (!byBase) encodingUnicode.set(encoding, (byBase = new Map()));
  let table = byBase.get(baseEncodingName);
  if (!table) byBase.set(baseEncodingName, (table = simpleFontToUnicode(encoding, [], baseEncodingName)));
  return table;
};
// By the metrics' own table (a WeakMap: a font with one default width has a table made for it).
const glyphWidths = new WeakMap<Readonly<Record<string, number>>, Map<readonly string[], readonly (number | undefined)[]>>();
const encodingWidths = (metrics: Readonly<Record<string, number>>, encoding: readonly string[]): readonly (number | undefined)[] => {
  let byEncoding = glyphWidths.get(metrics);
  if (!byEncoding) glyphWidths.set(metrics, (byEncoding = new Map()));
  let table = byEncoding.get(encoding);
  if (!table) {
    const widths: (number | undefined)[] = [];
    for (let code = 0; code < 256; code++) if (encoding[code] !== undefined && metrics[encoding[code]!]) widths[code] = metrics[encoding[code]!];
    byEncoding.set(encoding, (table = widths));
  }
  return table;
};

/** pdf.js's getUnicodeForGlyph: the glyph list, else uniXXXX / uXXXX[XX]. */
function unicodeForGlyph(name: string): number {
  const u = GLYPH_UNICODE[name];
  if (u !== undefined) return u;
  if (!name) return -1;
  if (name[0] === 'u') {
    let hex: string;
    if (name.length === 7 && name[1] === 'n' && name[2] === 'i') hex = name.substring(3);
    else if (name.length >= 5 && name.length <= 7) hex = name.substring(1);
    else return -1;
    if (hex === hex.toUpperCase()) {
      const v = parseInt(hex, 16);
      if (v >= 0) return v;
    }
  }
  return -1;
}

/** pdf.js's _simpleFontToUnicode, for the 256 codes of a simple font's encoding with its differences. */
function simpleFontToUnicode(
  encoding: readonly string[],
  differences: readonly (string | undefined)[],
  baseEncodingName: string | null,
  forceGlyphs = false,
): (string | undefined)[] {
  const toUnicode: (string | undefined)[] = [];
  const names = encoding.slice();
  differences.forEach((g, code) => {
    if (g !== undefined && g !== '.notdef') names[code] = g;
  });
  for (let code = 0; code < names.length; code++) {
    let glyphName = names[code];
    if (glyphName === undefined || glyphName === '') continue;
    const unicode = GLYPH_UNICODE[glyphName];
    if (unicode !== undefined) {
      toUnicode[code] = String.fromCharCode(unicode);
      continue;
    }
    let value = 0;
    switch (glyphName[0]) {
      case 'G':
        if (glyphName.length === 3) value = parseInt(glyphName.substring(1), 16);
        break;
      case 'g':
        if (glyphName.length === 5) value = parseInt(glyphName.substring(1), 16);
        break;
      case 'C':
      case 'c':
        if (glyphName.length >= 3 && glyphName.length <= 4) {
          const codeStr = glyphName.substring(1);
          if (forceGlyphs) {
            value = parseInt(codeStr, 16);
            break;
          }
          value = +codeStr;
          if (Number.isNaN(value) && Number.isInteger(parseInt(codeStr, 16))) return simpleFontToUnicode(encoding, differences, baseEncodingName, true);
        }
        break;
      case 'u': {
        const u = unicodeForGlyph(glyphName);
        if (u !== -1) value = u;
        break;
      }
      default:
        if (glyphName === 'f_h' || glyphName === 'f_t' || glyphName === 'T_h') {
          toUnicode[code] = glyphName.replaceAll('_', '');
          continue;
        }
    }
    if (value > 0 && value <= 0x10ffff && Number.isInteger(value)) {
      if (baseEncodingName && value === code) {
        const base = ENCODINGS[baseEncodingName];
        if (base && (glyphName = base[code])) {
          toUnicode[code] = String.fromCharCode(GLYPH_UNICODE[glyphName]!);
          continue;
        }
      }
      toUnicode[code] = String.fromCodePoint(value);
    }
  }
  return toUnicode;
}

/**
 * A /ToUnicode CMap stream: bfchar and bfrange (strings and arrays of strings), decoded from UTF-16BE
 * as pdf.js does. Anything else in it (usecmap, cid mappings, a named CMap) is left to pdf.js.
 */
function readToUnicode(file: PdfFile, stream: PdfStream): Map<number, string> {
  const data = file.streamData(stream);
  const lexer = new Lexer(data);
  const map = new Map<number, string>();
  const strToInt = (s: string) => {
    let v = 0;
    for (let i = 0; i < s.length; i++) v = (v << 8) | s.charCodeAt(i);
    return v >>> 0;
  };
  let entries = 0;
  for (;;) {
    const t = lexer.next();
    if (t === EOF) break;
    if (t === END_ARRAY || t === END_DICT) unsupported('cmap token');
    if (!(t instanceof Cmd)) continue;
    switch (t.cmd) {
      case 'beginbfchar':
        for (;;) {
          const src = lexer.next();
          if (src instanceof Cmd && src.cmd === 'endbfchar') break;
          const dst = lexer.next();
          if (typeof src !== 'string' || typeof dst !== 'string') unsupported('bfchar');
          if (++entries > MAX_MAP_ENTRIES) unsupported('ToUnicode size');
          map.set(strToInt(src as string), dst as string);
        }
        break;
      case 'beginbfrange':
        for (;;) {
          const lo = lexer.next();
          if (lo instanceof Cmd && lo.cmd === 'endbfrange') break;
          const hi = lexer.next();
          let dst = lexer.next();
          if (typeof lo !== 'string' || typeof hi !== 'string') return unsupported('bfrange');
          let low = strToInt(lo);
          const high = strToInt(hi);
          if (high < low || high > MAX_CODE) unsupported('bfrange size');
          if ((entries += high - low + 1) > MAX_MAP_ENTRIES) unsupported('ToUnicode size');
          if (typeof dst === 'string') {
            if (dst.length === 0) unsupported('bfrange dst');
            const last = dst.length - 1;
            while (low <= high) {
              map.set(low++, dst);
              const next: number = dst.charCodeAt(last) + 1;
              if (next > 0xff) {
                dst = dst.substring(0, last - 1) + String.fromCharCode(dst.charCodeAt(last - 1) + 1) + '\x00';
                continue;
              }
              dst = dst.substring(0, last) + String.fromCharCode(next);
            }
          } else if (Array.isArray(dst)) {
            for (let i = 0; i < dst.length && low <= high; i++) {
              const d = dst[i];
              if (typeof d !== 'string') unsupported('bfrange array');
              map.set(low++, d as string);
            }
          } else unsupported('bfrange dst');
        }
        break;
      case 'begincodespacerange':
        for (;;) {
          const t2 = lexer.next();
          if (t2 instanceof Cmd && t2.cmd === 'endcodespacerange') break;
          if (typeof t2 !== 'string') unsupported('codespacerange');
        }
        break;
      case 'usecmap':
      case 'begincidchar':
      case 'begincidrange':
      case 'beginnotdefchar':
      case 'beginnotdefrange':
        unsupported(`cmap ${t.cmd}`);
        break;
      default:
        // def, begincmap, findresource, dict, begin, end, CMapName … : PostScript around the data.
        break;
    }
  }
  // Decode the UTF-16BE values as pdf.js's readToUnicode does.
  const out = new Map<number, string>();
  for (const [code, raw] of map) {
    let token = raw;
    if (token.length % 2 !== 0) token = '\u0000' + token;
    const units: number[] = [];
    for (let k = 0; k < token.length; k += 2) {
      const w1 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1);
      if ((w1 & 0xf800) !== 0xd800) {
        units.push(w1);
        continue;
      }
      k += 2;
      const w2 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1);
      units.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
    }
    out.set(code, String.fromCodePoint(...units));
  }
  return out;
}

/** A glyph with pdf.js's character category, its fields written out (a spread of the category made each one slowly). */
const glyphOf = (code: number, unicode: string, width: number): Glyph => {
  const { isWhitespace, isDiacritic, isFormatMark } = category(unicode);
  return { code, unicode, width, isWhitespace, isDiacritic, isFormatMark };
};

const categoryCache = new Map<string, { isWhitespace: boolean; isDiacritic: boolean; isFormatMark: boolean }>();
function category(unicode: string): { isWhitespace: boolean; isDiacritic: boolean; isFormatMark: boolean } {
  let c = categoryCache.get(unicode);
  if (!c) {
    if (categoryCache.size > 4096) categoryCache.clear();
    const groups = unicode.match(SPECIAL_CHAR);
    c = { isWhitespace: !!groups?.[1], isDiacritic: !!groups?.[2], isFormatMark: !!groups?.[3] };
    categoryCache.set(unicode, c);
  }
  return c;
}

const numbers = (file: PdfFile, value: PdfValue | undefined): number[] | undefined => {
  const v = file.resolve(value);
  if (!Array.isArray(v)) return undefined;
  return v.map((x) => {
    const n = file.resolve(x);
    return typeof n === 'number' ? n : NaN;
  });
};

/**
 * Loads a font resource the way pdf.js's text extraction sees it, or throws Unsupported. Read here:
 * simple fonts (Type1, MMType1, TrueType), embedded or not, with a Unicode route for every code
 * (a /ToUnicode map, or an encoding of glyph names: Standard, WinAnsi, MacRoman plus /Differences)
 * and widths (/Widths, or pdf.js's metrics of the standard 14 for a non-embedded font without
 * them); Type0 fonts with Identity-H, an embedded descendant and a /ToUnicode map. Not read:
 * Type3, vertical writing, predefined CMaps, symbolic fonts without /ToUnicode, Symbol and
 * ZapfDingbats, a font matrix other than the default.
 *
 * A code with no Unicode route (pdf.js would show the raw code) throws when it is met.
 */
export function loadFont(file: PdfFile, dict: Dict): LightFont {
  const subtype = file.get(dict, 'Subtype');
  if (!(subtype instanceof Name)) return unsupported('font subtype');
  if (subtype.name === 'Type0') return loadType0(file, dict);
  if (subtype.name !== 'Type1' && subtype.name !== 'TrueType' && subtype.name !== 'MMType1') return unsupported(`font ${subtype.name}`);
  if (dict.get('FontMatrix') !== undefined) unsupported('font matrix');
  const baseFont = file.get(dict, 'BaseFont');
  if (!(baseFont instanceof Name)) return unsupported('base font');
  const descriptor = file.get(dict, 'FontDescriptor');
  const hasDescriptor = descriptor instanceof Dict;
  const embedded = hasDescriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(k) !== undefined);
  const type = subtype.name === 'MMType1' ? 'Type1' : subtype.name;

  let name: string;
  let flags: number;
  if (!hasDescriptor) {
    name = normalizeFontName(baseFont.name);
    const woStyle = name.split('-', 1)[0]!;
    flags = SYMBOLS.has(woStyle) ? FLAG_SYMBOLIC : FLAG_NONSYMBOLIC;
  } else {
    const fontName = file.get(descriptor, 'FontName');
    name = fontName instanceof Name ? fontName.name : baseFont.name;
    if (fontName instanceof Name && fontName.name !== baseFont.name) name = baseFont.name.startsWith(fontName.name) ? baseFont.name : fontName.name;
    const f = file.get(descriptor, 'Flags');
    flags = Number.isInteger(f) ? (f as number) : 0;
  }

  // Encoding: as pdf.js's extractDataStructures.
  const encodingValue = file.get(dict, 'Encoding');
  let baseEncodingName: string | null = null;
  const differences: (string | undefined)[] = [];
  if (encodingValue instanceof Dict) {
    const base = file.get(encodingValue, 'BaseEncoding');
    if (base instanceof Name) baseEncodingName = base.name;
    const diffs = file.get(encodingValue, 'Differences');
    if (Array.isArray(diffs)) {
      let index = 0;
      for (const d of diffs) {
        const v = file.resolve(d);
        if (typeof v === 'number') index = v;
        else if (v instanceof Name) differences[index++] = v.name;
        else unsupported('differences');
      }
    } else if (diffs !== undefined) unsupported('differences');
  } else if (encodingValue instanceof Name) baseEncodingName = encodingValue.name;
  else if (encodingValue !== undefined && encodingValue !== null) unsupported('encoding');
  if (baseEncodingName !== 'MacRomanEncoding' && baseEncodingName !== 'WinAnsiEncoding') {
    if (baseEncodingName === 'MacExpertEncoding') unsupported('MacExpertEncoding');
    baseEncodingName = null;
  }
  const isSymbolsName = SYMBOLS.has(name);
  if (baseEncodingName && !embedded && isSymbolsName) baseEncodingName = null;
  if (baseEncodingName === 'WinAnsiEncoding' && !embedded && name.charCodeAt(0) >= 0xb7) unsupported('chinese font name');
  let defaultEncoding: readonly string[];
  if (baseEncodingName) defaultEncoding = ENCODINGS[baseEncodingName]!;
  else {
    let symbolic = !!(flags & FLAG_SYMBOLIC);
    const nonsymbolic = !!(flags & FLAG_NONSYMBOLIC);
    if (type === 'TrueType' && symbolic && nonsymbolic && differences.length !== 0) symbolic = false;
    defaultEncoding = type === 'TrueType' && !nonsymbolic ? WIN_ANSI_ENCODING : STANDARD_ENCODING;
    if (symbolic || isSymbolsName) {
      // pdf.js maps a symbolic font's codes through MacRoman (Symbol, Dingbats… when not embedded) and
      // repairs its program's tables; only an embedded one with its own ToUnicode is read here.
      if (!embedded || !(file.get(dict, 'ToUnicode') instanceof PdfStream)) return unsupported('symbolic font');
      defaultEncoding = MAC_ROMAN_ENCODING;
    }
  }
  const hasEncoding = !!baseEncodingName || differences.length > 0;

  // Unicode: the ToUnicode map, with the encoding's names for codes it leaves out (pdf.js's
  // amendFallbackToUnicode), or the encoding's names alone.
  let toUnicode: readonly (string | undefined)[];
  const toUnicodeValue = file.get(dict, 'ToUnicode');
  if (toUnicodeValue instanceof PdfStream) {
    const cmap = readToUnicode(file, toUnicodeValue);
    if (cmap.size === 0) unsupported('empty ToUnicode');
    const fromMap = hasEncoding ? simpleFontToUnicode(defaultEncoding, differences, baseEncodingName) : [];
    for (const [code, u] of cmap) fromMap[code] = u;
    toUnicode = fromMap;
  } else if (toUnicodeValue !== undefined && toUnicodeValue !== null) {
    return unsupported('named ToUnicode');
  } else {
    // Embedded fonts without ToUnicode can have their Unicode changed by pdf.js's font program repairs.
    if (embedded) unsupported('embedded font without ToUnicode');
    toUnicode =
      differences.length === 0 ? encodingToUnicode(defaultEncoding, baseEncodingName) : simpleFontToUnicode(defaultEncoding, differences, baseEncodingName);
  }

  // Widths: as pdf.js's translateFont / extractWidths.
  const firstCharValue = file.get(dict, 'FirstChar');
  const firstChar = Number.isInteger(firstCharValue) ? (firstCharValue as number) : 0;
  const widthsArray = numbers(file, dict.get('Widths'));
  let widths: readonly (number | undefined)[] = [];
  let defaultWidth = 0;
  if (widthsArray) {
    const given: (number | undefined)[] = [];
    widthsArray.forEach((w, i) => {
      if (!Number.isNaN(w)) given[firstChar + i] = w;
    });
    widths = given;
    if (!hasDescriptor) defaultWidth = baseFontMetrics(name).defaultWidth;
    else {
      const missing = file.get(descriptor, 'MissingWidth');
      defaultWidth = typeof missing === 'number' ? missing : 0;
    }
  } else {
    if (embedded) unsupported('embedded font without widths');
    const metrics = baseFontMetrics(hasDescriptor ? baseFont.name : name);
    defaultWidth = metrics.defaultWidth;
    if (differences.length === 0) widths = encodingWidths(metrics.widths, defaultEncoding);
    else {
      const byCode: (number | undefined)[] = [];
      for (let code = 0; code < 256; code++) {
        const d = differences[code];
        if (d !== undefined && metrics.widths[d]) byCode[code] = metrics.widths[d];
        else if (defaultEncoding[code] !== undefined && metrics.widths[defaultEncoding[code]!]) byCode[code] = metrics.widths[defaultEncoding[code]!];
      }
      widths = byCode;
    }
  }

  const cache: (Glyph | undefined)[] = [];
  return {
    name,
    bytesPerCode: 1,
    glyph: (code) => {
      let g = cache[code];
      if (g) return g;
      const unicode = toUnicode[code];
      if (!unicode) return unsupported('code without unicode');
      if (!embedded && type === 'Type1') {
        // pdf.js draws a code whose glyph name is empty as a space in a non-embedded Type1 font.
        const glyphName = differences[code] ?? defaultEncoding[code];
        if (glyphName === '') unsupported('empty glyph name');
      }
      const width = widths[code] ?? defaultWidth;
      g = glyphOf(code, unicode, width);
      cache[code] = g;
      return g;
    },
  };
}

function loadType0(file: PdfFile, dict: Dict): LightFont {
  const encoding = file.get(dict, 'Encoding');
  if (!isName(encoding, 'Identity-H')) return unsupported('cid encoding');
  const descendants = file.get(dict, 'DescendantFonts');
  const cidFont = Array.isArray(descendants) ? file.resolve(descendants[0]) : undefined;
  if (!(cidFont instanceof Dict)) return unsupported('descendant font');
  const cidType = file.get(cidFont, 'Subtype');
  if (!isName(cidType, 'CIDFontType2') && !isName(cidType, 'CIDFontType0')) return unsupported('cid font type');
  if (cidFont.get('FontMatrix') !== undefined) unsupported('font matrix');
  const descriptor = file.get(cidFont, 'FontDescriptor');
  if (!(descriptor instanceof Dict) || !['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(k) !== undefined)) {
    return unsupported('non-embedded cid font');
  }
  const toUnicodeValue = file.get(dict, 'ToUnicode');
  if (!(toUnicodeValue instanceof PdfStream)) return unsupported('cid font without ToUnicode');
  const toUnicode = readToUnicode(file, toUnicodeValue);
  const fontName = file.get(descriptor, 'FontName');
  const baseFont = file.get(cidFont, 'BaseFont');
  const name = fontName instanceof Name ? fontName.name : baseFont instanceof Name ? baseFont.name : '';
  const dw = file.get(cidFont, 'DW');
  const defaultWidth = typeof dw === 'number' ? Math.ceil(dw) : 1000;
  const widths = new Map<number, number>();
  let entries = 0;
  const w = file.get(cidFont, 'W');
  if (Array.isArray(w)) {
    for (let i = 0; i < w.length; i++) {
      let start = file.resolve(w[i++]);
      if (!Number.isInteger(start)) break;
      const next = file.resolve(w[i]);
      if (Array.isArray(next)) {
        if ((entries += next.length) > MAX_MAP_ENTRIES) unsupported('W size');
        for (const c of next) {
          const width = file.resolve(c);
          if (typeof width === 'number') widths.set(start as number, width);
          start = (start as number) + 1;
        }
      } else if (Number.isInteger(next)) {
        const width = file.resolve(w[++i]);
        if (typeof width !== 'number') continue;
        if ((next as number) > MAX_CODE || (entries += (next as number) - (start as number) + 1) > MAX_MAP_ENTRIES) unsupported('W range');
        for (let j = start as number; j <= (next as number); j++) widths.set(j, width);
      } else break;
    }
  } else if (w !== undefined) unsupported('W');
  const cache = new Map<number, Glyph>();
  return {
    name,
    bytesPerCode: 2,
    glyph: (code) => {
      let g = cache.get(code);
      if (g) return g;
      const unicode = toUnicode.get(code);
      if (!unicode) return unsupported('code without unicode');
      g = glyphOf(code, unicode, widths.get(code) ?? defaultWidth);
      cache.set(code, g);
      return g;
    },
  };
}

export const isRef = (v: unknown): v is Ref => v instanceof Ref;
