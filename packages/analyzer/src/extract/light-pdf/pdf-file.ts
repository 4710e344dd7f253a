import {
  Cmd,
  END_ARRAY,
  END_DICT,
  decodeStream,
  Dict,
  EOF,
  latin1,
  Lexer,
  Name,
  PdfStream,
  Ref,
  unsupported,
  type LightLimits,
  type PdfValue,
} from './pdf-objects';
import type { InflatedStreams } from '../check-pdf-expansion';

type XrefEntry = { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number };

const MAX_OBJECTS = 200_000;

/**
 * A PDF file as the light reader sees it: its cross-reference sections (tables and streams, newest
 * first, through /Prev and /XRefStm), objects fetched on demand (including those in object
 * streams), stream data inflated with a per-document budget. No repair: a file whose xref does not
 * lead to its objects, or that is encrypted, is left to pdf.js.
 */
export class PdfFile {
  private readonly entries = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly fetching = new Set<number>();
  private readonly objectStreams = new Map<number, { data: Uint8Array; offsets: number[]; first: number }>();
  readonly trailer!: Dict;
  readonly budget: { left: number };

  constructor(
    readonly bytes: Uint8Array,
    readonly limits: LightLimits,
    /** The streams the expansion check inflated already (check-pdf-expansion). */
    private readonly inflated?: InflatedStreams,
  ) {
    this.budget = { left: limits.maxTotalBytes };
    const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
    const at = tail.lastIndexOf('startxref');
    if (at === -1) unsupported('startxref');
    const m = /^startxref\s+(\d+)/.exec(tail.slice(at));
    if (!m) return unsupported('startxref offset');
    let offset: number | undefined = Number(m[1]);
    let trailer: Dict | undefined;
    const seen = new Set<number>();
    while (offset !== undefined) {
      if (seen.has(offset) || seen.size > 64 || offset >= bytes.length) unsupported('xref chain');
      seen.add(offset);
      const section = this.readSection(offset);
      trailer ??= section;
      const stm = section.get('XRefStm');
      if (typeof stm === 'number' && !seen.has(stm)) {
        seen.add(stm);
        this.readSection(stm);
      }
      const prev = section.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
    if (!trailer) return unsupported('trailer');
    if (trailer.get('Encrypt') !== undefined) unsupported('encrypted');
    this.trailer = trailer;
  }

  /** Reads one xref section (table or stream); entries already known (from newer sections) are kept. */
  private readSection(offset: number): Dict {
    const lexer = new Lexer(this.bytes, offset);
    const first = lexer.next();
    if (first instanceof Cmd && first.cmd === 'xref') return this.readTable(lexer);
    if (typeof first !== 'number') return unsupported('xref');
    lexer.pos = offset;
    const { value } = this.readIndirect(lexer, first);
    if (!(value instanceof PdfStream) || (value.dict.get('Type') as Name | undefined)?.name !== 'XRef') return unsupported('xref stream');
    return this.readXrefStream(value);
  }

  private readTable(lexer: Lexer): Dict {
    const b = this.bytes;
    for (;;) {
      const start = lexer.next();
      if (start instanceof Cmd && start.cmd === 'trailer') break;
      const count = lexer.next();
      if (typeof start !== 'number' || typeof count !== 'number' || count < 0 || start + count > MAX_OBJECTS) return unsupported('xref subsection');
      for (let i = 0; i < count; i++) {
        lexer.skipSpace();
        const p = lexer.pos;
        // "nnnnnnnnnn ggggg n" and an end of line: 20 bytes.
        const line = latin1(b, p, p + 18);
        const m = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
        if (!m) return unsupported('xref entry');
        lexer.pos = p + 18;
        const num = start + i;
        if (m[3] === 'n' && !this.entries.has(num)) this.entries.set(num, { type: 1, offset: Number(m[1]), gen: Number(m[2]) });
        else if (m[3] === 'f' && !this.entries.has(num)) this.entries.set(num, { type: 1, offset: -1, gen: 0 });
      }
    }
    const trailer = lexer.next();
    if (!(trailer instanceof Dict)) return unsupported('trailer');
    return trailer;
  }

  private readXrefStream(stream: PdfStream): Dict {
    const dict = stream.dict;
    const w = dict.get('W');
    const size = dict.get('Size');
    if (!Array.isArray(w) || w.length !== 3 || !w.every((x) => typeof x === 'number' && x >= 0 && x <= 8) || typeof size !== 'number') {
      return unsupported('xref stream fields');
    }
    const [w0, w1, w2] = w as number[];
    const index = dict.get('Index') ?? [0, size];
    if (!Array.isArray(index) || index.length % 2 !== 0) return unsupported('xref index');
    const data = decodeStream(this.bytes, stream, this.limits, this.budget, true, this.inflated);
    const rowLength = w0! + w1! + w2!;
    let p = 0;
    const field = (width: number, fallback: number) => {
      if (width === 0) return fallback;
      let v = 0;
      for (let k = 0; k < width; k++) v = v * 256 + data[p++]!;
      return v;
    };
    for (let i = 0; i < index.length; i += 2) {
      const start = index[i];
      const count = index[i + 1];
      if (typeof start !== 'number' || typeof count !== 'number' || start + count > MAX_OBJECTS) return unsupported('xref index');
      for (let j = 0; j < count; j++) {
        if (p + rowLength > data.length) return unsupported('xref stream short');
        const type = field(w0!, 1);
        const a = field(w1!, 0);
        const c = field(w2!, 0);
        const num = start + j;
        if (this.entries.has(num)) continue;
        if (type === 0) this.entries.set(num, { type: 1, offset: -1, gen: 0 });
        else if (type === 1) this.entries.set(num, { type: 1, offset: a, gen: c });
        else if (type === 2) this.entries.set(num, { type: 2, stream: a, index: c });
        else return unsupported('xref entry type');
      }
    }
    return dict;
  }

  /** "num gen obj … endobj" at the lexer's position; a dictionary followed by stream data is a PdfStream. */
  private readIndirect(lexer: Lexer, expectNum: number, expectGen?: number): { value: PdfValue } {
    const num = lexer.next();
    const gen = lexer.next();
    const obj = lexer.next();
    if (num !== expectNum || typeof gen !== 'number' || (expectGen !== undefined && gen !== expectGen) || !(obj instanceof Cmd) || obj.cmd !== 'obj') {
      return unsupported('object header');
    }
    const value = lexer.next();
    if (value === EOF || value === END_ARRAY || value === END_DICT || value instanceof Cmd) return unsupported('object');
    if (value instanceof Dict) {
      const save = lexer.pos;
      const kw = lexer.next();
      if (kw instanceof Cmd && kw.cmd === 'stream') {
        let start = lexer.pos;
        if (this.bytes[start] === 0x0d) start++;
        if (this.bytes[start] === 0x0a) start++;
        let length = value.get('Length');
        if (length instanceof Ref) length = this.fetch(length);
        if (typeof length !== 'number' || length < 0 || start + length > this.bytes.length) return unsupported('stream length');
        const end = start + length;
        // The data must end where /Length says: "endstream" after at most an end of line.
        const after = latin1(this.bytes, end, Math.min(this.bytes.length, end + 12));
        if (!/^\s*endstream/.test(after)) return unsupported('stream end');
        return { value: new PdfStream(value, start, end, new Ref(expectNum, gen)) };
      }
      lexer.pos = save;
    }
    return { value: value as PdfValue };
  }

  /** The object a reference points to (null for a free or missing entry, as the spec says). */
  fetch(ref: Ref): PdfValue {
    const cached = this.cache.get(ref.num);
    if (cached !== undefined) return cached;
    // An object whose reading needs itself (a /Length pointing at its own stream, an object stream inside itself).
    if (this.fetching.has(ref.num) || this.fetching.size > 32) return unsupported('reference loop');
    this.fetching.add(ref.num);
    try {
      return this.fetchUncached(ref);
    } finally {
      this.fetching.delete(ref.num);
    }
  }

  private fetchUncached(ref: Ref): PdfValue {
    const entry = this.entries.get(ref.num);
    let value: PdfValue;
    if (!entry || (entry.type === 1 && entry.offset < 0)) value = null;
    else if (entry.type === 1) {
      if (entry.offset >= this.bytes.length) return unsupported('offset');
      value = this.readIndirect(new Lexer(this.bytes, entry.offset), ref.num, entry.gen).value;
    } else value = this.fromObjectStream(entry.stream, entry.index, ref.num);
    this.cache.set(ref.num, value);
    return value;
  }

  private fromObjectStream(streamNum: number, index: number, num: number): PdfValue {
    let os = this.objectStreams.get(streamNum);
    if (!os) {
      const entry = this.entries.get(streamNum);
      if (!entry || entry.type !== 1 || entry.offset < 0) return unsupported('object stream');
      const stream = this.readIndirect(new Lexer(this.bytes, entry.offset), streamNum).value;
      if (!(stream instanceof PdfStream)) return unsupported('object stream');
      const n = stream.dict.get('N');
      const first = stream.dict.get('First');
      if (typeof n !== 'number' || typeof first !== 'number' || n > MAX_OBJECTS) return unsupported('object stream header');
      const data = decodeStream(this.bytes, stream, this.limits, this.budget, false, this.inflated);
      const lexer = new Lexer(data, 0, Math.min(first, data.length));
      const offsets: number[] = [];
      for (let i = 0; i < n; i++) {
        const objNum = lexer.next();
        const offset = lexer.next();
        if (typeof objNum !== 'number' || typeof offset !== 'number') return unsupported('object stream header');
        offsets.push(objNum, offset);
      }
      os = { data, offsets, first };
      this.objectStreams.set(streamNum, os);
    }
    if (os.offsets[index * 2] !== num) return unsupported('object stream index');
    const lexer = new Lexer(os.data, os.first + os.offsets[index * 2 + 1]!);
    const value = lexer.next();
    if (value === EOF || value === END_ARRAY || value === END_DICT || value instanceof Cmd) return unsupported('object in stream');
    return value as PdfValue;
  }

  /** A value with one level of reference resolved. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof Ref ? this.fetch(value) : value;
  }

  /** dict[key], resolved. */
  get(dict: Dict, key: string): PdfValue | undefined {
    return this.resolve(dict.get(key));
  }

  /** A stream's data, decoded (FlateDecode or none), counted against the document's budget. */
  streamData(stream: PdfStream): Uint8Array {
    return decodeStream(this.bytes, stream, this.limits, this.budget, false, this.inflated);
  }
}

export const isName = (v: PdfValue | undefined, name?: string): v is Name => v instanceof Name && (name === undefined || v.name === name);
