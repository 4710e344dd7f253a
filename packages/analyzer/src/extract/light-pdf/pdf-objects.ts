import { inflateSync } from 'node:zlib';
import type { InflatedStreams } from '../check-pdf-expansion';
import { OPERATORS } from './font-data';

/**
 * Thrown wherever the light reader meets something it does not fully understand (a filter, an
 * encryption dictionary, a malformed token, a limit): the caller reads the file with pdf.js instead.
 * Never user-facing.
 */
export class Unsupported extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'Unsupported';
  }
}

export const unsupported = (what: string): never => {
  throw new Unsupported(what);
};

/** A PDF name (compared by `.name`: not interned, so a hostile file's names are not kept past its reading). */
export class Name {
  constructor(readonly name: string) {}
}

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/**
 * An operator keyword of a content stream, or a bare keyword (obj, R, stream) while parsing a file;
 * `arity` is the operator's operand count in pdf.js's table (negative: variable, at most -1 - arity),
 * undefined for a keyword that is not an operator.
 */
export class Cmd {
  constructor(
    readonly cmd: string,
    readonly arity?: number,
  ) {}
}

/** A keyword of a few bytes as one number (no byte of a keyword is 0, so lengths do not collide). */
const keywordKey = (bytes: ArrayLike<number>, start: number, end: number): number => {
  let key = 0;
  for (let i = start; i < end; i++) key = key * 256 + bytes[i]!;
  return key;
};

/**
 * The content-stream operators, one Cmd each, found by their bytes: a content stream names a few
 * operators thousands of times, and a Cmd made per token (its name a new string) had the interpreter
 * compare new strings and look the operand count up by a new key each time. Other keywords are made
 * as they come.
 */
const OPERATOR_CMDS = new Map<number, Cmd>();
/** pdf.js's operators have at most three bytes (six would still make an exact key). */
const OPERATOR_MAX_LENGTH = Math.max(...Object.keys(OPERATORS).map((op) => op.length));
if (OPERATOR_MAX_LENGTH > 6) throw new Error('light-pdf: an operator too long for its key');
for (const [op, arity] of Object.entries(OPERATORS)) {
  const codes = Array.from(op, (c) => c.charCodeAt(0));
  OPERATOR_CMDS.set(keywordKey(codes, 0, codes.length), new Cmd(op, arity));
}

export class Dict {
  readonly map = new Map<string, PdfValue>();
  get(key: string): PdfValue | undefined {
    return this.map.get(key);
  }
}

export class PdfStream {
  constructor(
    readonly dict: Dict,
    /** Offsets of the raw (still encoded) data in the file. */
    readonly start: number,
    readonly end: number,
    readonly ref?: Ref,
  ) {}
}

/** A PDF string is kept as a binary string: one char per byte, as pdf.js keeps it. */
export type PdfValue = number | boolean | null | string | Name | Ref | Dict | PdfStream | PdfValue[];

export const EOF = Symbol('eof');
export const END_ARRAY = Symbol(']');
export const END_DICT = Symbol('>>');

const WHITE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

/** A hex digit's value by its byte, -1 for any other byte. */
const HEX_VALUE = new Int8Array(256).fill(-1);
for (let c = 0; c < 16; c++) HEX_VALUE[c.toString(16).charCodeAt(0)] = HEX_VALUE[c.toString(16).toUpperCase().charCodeAt(0)] = c;

const MAX_DEPTH = 64;

/**
 * Tokens and objects of a PDF (file syntax and content streams alike), over a byte array. Anything
 * malformed throws Unsupported: pdf.js's lexer recovers from more than this one tries to.
 */
export class Lexer {
  pos: number;
  /** hexString's buffer. */
  private hexBytes?: Buffer;
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  skipSpace(): void {
    const b = this.bytes;
    while (this.pos < this.end) {
      const c = b[this.pos]!;
      if (WHITE[c]) this.pos++;
      else if (c === 0x25 /* % */) {
        while (this.pos < this.end && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  /** The next object; Cmd for a keyword; EOF at the end. Arrays and dictionaries are read whole. */
  next(depth = 0): PdfValue | Cmd | typeof EOF | typeof END_ARRAY | typeof END_DICT {
    this.skipSpace();
    if (this.pos >= this.end) return EOF;
    const b = this.bytes;
    const c = b[this.pos]!;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return this.number();
    if (c === 0x2f) return this.name();
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) {
      this.pos++;
      if (depth > MAX_DEPTH) unsupported('nesting');
      const array: PdfValue[] = [];
      for (;;) {
        const v = this.next(depth + 1);
        if (v === END_ARRAY) return array;
        if (v === EOF || v === END_DICT || v instanceof Cmd) {
          // References inside arrays: "1 0 R".
          if (v instanceof Cmd && v.cmd === 'R' && array.length >= 2) {
            const gen = array.pop();
            const num = array.pop();
            if (typeof num === 'number' && typeof gen === 'number') {
              array.push(new Ref(num, gen));
              continue;
            }
          }
          if (v instanceof Cmd && (v.cmd === 'true' || v.cmd === 'false' || v.cmd === 'null')) {
            array.push(v.cmd === 'null' ? null : v.cmd === 'true');
            continue;
          }
          unsupported('array');
        }
        array.push(v as PdfValue);
      }
    }
    if (c === 0x5d) {
      this.pos++;
      return END_ARRAY;
    }
    if (c === 0x3c) {
      if (b[this.pos + 1] === 0x3c) {
        this.pos += 2;
        if (depth > MAX_DEPTH) unsupported('nesting');
        return this.dict(depth);
      }
      return this.hexString();
    }
    if (c === 0x3e) {
      if (b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return END_DICT;
      }
      unsupported('>');
    }
    if (DELIM[c]) unsupported('delimiter');
    const start = this.pos;
    while (this.pos < this.end && !WHITE[b[this.pos]!] && !DELIM[b[this.pos]!]) this.pos++;
    if (this.pos - start <= OPERATOR_MAX_LENGTH) {
      const operator = OPERATOR_CMDS.get(keywordKey(b, start, this.pos));
      if (operator !== undefined) return operator;
    }
    const word = latin1(b, start, this.pos);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new Cmd(word);
  }

  private dict(depth: number): Dict {
    const dict = new Dict();
    for (;;) {
      const key = this.next(depth + 1);
      if (key === END_DICT) return dict;
      if (!(key instanceof Name)) unsupported('dictionary key');
      let value = this.next(depth + 1);
      if (value === EOF || value === END_ARRAY || value === END_DICT || value instanceof Cmd) unsupported('dictionary value');
      // A reference: "12 0 R".
      if (typeof value === 'number') {
        const save = this.pos;
        const gen = this.next(depth + 1);
        if (typeof gen === 'number') {
          const r = this.next(depth + 1);
          if (r instanceof Cmd && r.cmd === 'R') value = new Ref(value, gen);
          else this.pos = save;
        } else this.pos = save;
      }
      dict.map.set((key as Name).name, value as PdfValue);
    }
  }

  private number(): number {
    const b = this.bytes;
    const start = this.pos;
    let i = this.pos;
    if (b[i] === 0x2b || b[i] === 0x2d) i++;
    let digits = 0;
    let dot = false;
    while (i < this.end) {
      const c = b[i]!;
      if (c >= 0x30 && c <= 0x39) digits++;
      else if (c === 0x2e && !dot) dot = true;
      else break;
      i++;
    }
    if (digits === 0 || (i < this.end && !WHITE[b[i]!] && !DELIM[b[i]!])) unsupported('number');
    this.pos = i;
    return numberOf(b, start, i);
  }

  private name(): Name {
    const b = this.bytes;
    const start = ++this.pos;
    // Most names have no escape: made in one piece.
    while (this.pos < this.end && !WHITE[b[this.pos]!] && !DELIM[b[this.pos]!] && b[this.pos] !== 0x23) this.pos++;
    let s = latin1(b, start, this.pos);
    while (this.pos < this.end) {
      const c = b[this.pos]!;
      if (WHITE[c] || DELIM[c]) break;
      if (c === 0x23 /* # */) {
        const hex = latin1(b, this.pos + 1, this.pos + 3);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) unsupported('name escape');
        s += String.fromCharCode(parseInt(hex, 16));
        this.pos += 3;
        continue;
      }
      s += String.fromCharCode(c);
      this.pos++;
    }
    return new Name(s);
  }

  private literalString(): string {
    const b = this.bytes;
    this.pos++;
    let depth = 1;
    let s = '';
    let runStart = this.pos;
    while (this.pos < this.end) {
      const c = b[this.pos]!;
      if (c === 0x28) depth++;
      else if (c === 0x29) {
        if (--depth === 0) {
          s += latin1(b, runStart, this.pos);
          this.pos++;
          return s;
        }
      } else if (c === 0x5c) {
        // Escapes as pdf.js reads them (a raw end of line stays as it is, as in pdf.js).
        s += latin1(b, runStart, this.pos);
        const e = b[this.pos + 1];
        this.pos += 2;
        if (e === undefined) break;
        if (e === 0x6e) s += '\n';
        else if (e === 0x72) s += '\r';
        else if (e === 0x74) s += '\t';
        else if (e === 0x62) s += '\b';
        else if (e === 0x66) s += '\f';
        else if (e === 0x28 || e === 0x29 || e === 0x5c) s += String.fromCharCode(e);
        else if (e >= 0x30 && e <= 0x37) {
          let v = e - 0x30;
          for (let k = 0; k < 2 && b[this.pos]! >= 0x30 && b[this.pos]! <= 0x37; k++) v = v * 8 + (b[this.pos++]! - 0x30);
          s += String.fromCharCode(v); // not masked to a byte, as in pdf.js: no font maps such a code
        } else if (e === 0x0d) {
          if (b[this.pos] === 0x0a) this.pos++;
        } else if (e === 0x0a) {
          /* line continuation */
        } else s += String.fromCharCode(e);
        runStart = this.pos;
        continue;
      }
      this.pos++;
    }
    return unsupported('unterminated string');
  }

  private growHexBytes(): Buffer {
    const grown = Buffer.alloc(this.hexBytes!.length * 2);
    grown.set(this.hexBytes!);
    return (this.hexBytes = grown);
  }

  private hexString(): string {
    const b = this.bytes;
    this.pos++;
    // The bytes are decoded into one buffer (the lexer's, reused) and made a string once, not a
    // character at a time: a text PDF's strings are mostly hex.
    let out = (this.hexBytes ??= Buffer.alloc(256));
    let n = 0;
    let high = -1;
    while (this.pos < this.end) {
      const c = b[this.pos++]!;
      if (c === 0x3e) {
        if (high >= 0) {
          if (n === out.length) out = this.growHexBytes();
          out[n++] = high << 4;
        }
        // Made a string as other tokens are (latin1: short ones in JavaScript, not a Buffer call each).
        return latin1(out, 0, n);
      }
      if (WHITE[c]) continue;
      const v = HEX_VALUE[c]!;
      if (v < 0) unsupported('hex string');
      if (high < 0) high = v;
      else {
        if (n === out.length) out = this.growHexBytes();
        out[n++] = (high << 4) | v;
        high = -1;
      }
    }
    return unsupported('unterminated hex string');
  }
}

export function latin1(bytes: Uint8Array, start: number, end: number): string {
  // String.fromCharCode over a small range beats a TextDecoder call for the short tokens met here;
  // past a few characters, one call for all of them (a font's name: not a string a character at a time).
  if (end - start < 8) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(bytes[i]!);
    return s;
  }
  if (end - start < 64) return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * `Number(latin1(bytes, start, end))` for a number token (an optional sign, digits, at most one
 * point), read from the bytes: with at most 15 digits the digits make an exact integer and a power of
 * ten up to 1e15 is exact, so one division gives the correctly rounded value, as Number's parse does.
 * Longer tokens are parsed by Number.
 */
export function numberOf(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 0x2d;
  if (negative || bytes[i] === 0x2b) i++;
  let digits = 0;
  let decimals = -1;
  let value = 0;
  for (; i < end; i++) {
    const c = bytes[i]!;
    if (c === 0x2e) {
      decimals = 0;
      continue;
    }
    value = value * 10 + (c - 0x30);
    digits++;
    if (decimals >= 0) decimals++;
  }
  if (digits > 15) return Number(latin1(bytes, start, end));
  const magnitude = decimals > 0 ? value / POWERS_OF_TEN[decimals]! : value;
  return negative ? -magnitude : magnitude;
}

/** Limits of one light reading: past any of them the document goes to pdf.js, which has its own. */
export type LightLimits = {
  /** Most a single stream may inflate to. */
  maxStreamBytes: number;
  /** Most all the streams read for one document may inflate to. */
  maxTotalBytes: number;
};

/**
 * Decodes a stream's data: no filter, or FlateDecode (with the PNG predictors of xref streams when
 * `allowPredictor`). A stream the expansion check inflated already (`inflated`) is not inflated again.
 */
export function decodeStream(
  bytes: Uint8Array,
  stream: PdfStream,
  limits: LightLimits,
  budget: { left: number },
  allowPredictor = false,
  inflated?: InflatedStreams,
): Uint8Array {
  let filter = stream.dict.get('Filter');
  let parms = stream.dict.get('DecodeParms');
  if (Array.isArray(filter)) {
    if (filter.length > 1) unsupported('filter chain');
    filter = filter[0];
    parms = Array.isArray(parms) ? parms[0] : parms;
  }
  const raw = bytes.subarray(stream.start, stream.end);
  if (filter === undefined || filter === null) {
    if (stream.dict.get('DecodeParms') !== undefined && stream.dict.get('DecodeParms') !== null) unsupported('parms without filter');
    return raw;
  }
  if (!(filter instanceof Name) || (filter.name !== 'FlateDecode' && filter.name !== 'Fl')) unsupported('filter');
  const cap = Math.min(limits.maxStreamBytes, budget.left);
  const known = inflated?.get(stream.start);
  let out: Buffer;
  if (known !== undefined && known.consumed <= raw.length) {
    // The check inflated these bytes, and its Flate data ended within this stream's: inflating `raw`
    // gives the same bytes (zlib reads no further than the end of the Flate data).
    if (known.data.length > cap) return unsupported('inflate');
    out = known.data;
  } else {
    try {
      out = inflateSync(raw, { maxOutputLength: cap });
    } catch {
      // Damaged, or larger than the cap: pdf.js decodes what it can and the expansion check judges size.
      return unsupported('inflate');
    }
  }
  budget.left -= out.length;
  let predictor = 1;
  if (parms instanceof Dict) {
    const p = parms.get('Predictor');
    if (typeof p === 'number') predictor = p;
  } else if (parms !== undefined && parms !== null) unsupported('parms');
  if (predictor === 1) return out;
  if (!allowPredictor || predictor < 10 || !(parms instanceof Dict)) return unsupported('predictor');
  const colors = parms.get('Colors') ?? 1;
  const bpc = parms.get('BitsPerComponent') ?? 8;
  const columns = parms.get('Columns') ?? 1;
  if (colors !== 1 || bpc !== 8 || typeof columns !== 'number' || !(columns >= 1)) return unsupported('predictor parameters');
  return unpredictPng(out, columns);
}

/** Undoes PNG row filters (one byte per pixel, `columns` bytes a row), as xref streams use them. */
function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const type = data[r * rowLength]!;
    const src = r * rowLength + 1;
    const dst = r * columns;
    for (let i = 0; i < columns; i++) {
      const raw = data[src + i]!;
      const left = i > 0 ? out[dst + i - 1]! : 0;
      const up = r > 0 ? out[dst - columns + i]! : 0;
      const upLeft = r > 0 && i > 0 ? out[dst - columns + i - 1]! : 0;
      let v: number;
      if (type === 0) v = raw;
      else if (type === 1) v = raw + left;
      else if (type === 2) v = raw + up;
      else if (type === 3) v = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return unsupported('png filter');
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}
