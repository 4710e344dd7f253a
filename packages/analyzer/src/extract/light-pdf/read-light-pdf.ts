import type { InflatedStreams } from '../check-pdf-expansion';
import { MAX_IMAGE_PIXELS, MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_TOTAL_BYTES, MAX_PAGES } from '../extract-limits';
import type { LightFont } from './pdf-fonts';
import { isName, PdfFile } from './pdf-file';
import { Dict, PdfStream, Unsupported, type PdfValue } from './pdf-objects';
import { readContent, TextState, type LightTextItem, type PageReading, type ReadLimits } from './read-text-items';

export type LightPage = {
  /** Text items as pdf.js's getTextContent gives them. */
  items: LightTextItem[];
  /** pdf.js's getViewport({ scale: 1 }): transform, width, height. */
  viewport: { transform: number[]; width: number; height: number };
  /** Share of the page painted by images (0..1), as read-pdf-page's imageCoverage counts it. */
  imageCoverage: number;
};

export type LightPdf = { numPages: number; pages: LightPage[] };

/**
 * A file whose structure the light reader understood (cross-reference, page tree within `maxPages`):
 * its pages are read one at a time, on demand, so a long file does not hold the thread in one go
 * and a page the reader declines goes to pdf.js alone.
 */
export type LightDocument = {
  numPages: number;
  /** Page `n` (1-based) read, or why it is left to pdf.js; read on the first call, kept after. */
  page: (n: number) => { page: LightPage } | { fallback: string };
};

/** The light reading of a document, or why it is left to pdf.js (for tests and profiling; never shown to users). */
export type LightRead = { pdf: LightPdf } | { fallback: string };

/** Past these the document is left to pdf.js (which has its own time limits). */
const READ_LIMITS: ReadLimits = {
  maxOperators: 400_000,
  maxContentBytes: 8 * 1024 * 1024,
  maxImagePixels: MAX_IMAGE_PIXELS,
  maxFormDepth: 8,
};

const LETTER_SIZE_MEDIABOX = [0, 0, 612, 792];

const reason = (error: unknown): string => (error instanceof Unsupported ? error.message : `error: ${error instanceof Error ? error.message : String(error)}`);

/**
 * Opens a simple PDF without pdf.js: its cross-reference, objects and page tree, from a small parser
 * of the file. Gives `fallback` (read it with pdf.js) for anything it does not fully understand:
 * encryption, a cross-reference that does not lead to its objects, XFA, more pages than `maxPages`
 * (the product's 20 by default). Any error of its own is a fallback too: a bug costs time, never
 * the reading.
 */
export function openLightPdf(
  bytes: Uint8Array,
  options: { maxPages?: number; /** The streams the expansion check inflated already. */ inflated?: InflatedStreams } = {},
): { doc: LightDocument } | { fallback: string } {
  try {
    return { doc: open(bytes, options.maxPages ?? MAX_PAGES, options.inflated) };
  } catch (error) {
    return { fallback: reason(error) };
  }
}

/**
 * Reads the text layer of every page as pdf.js's getTextContent gives it (and the pages' image
 * coverage), or gives the first reason to leave the file to pdf.js: besides openLightPdf's, a page's
 * fonts without a Unicode route, Type3 and vertical fonts, filters other than Flate, inline images,
 * right-to-left text, or work past the limits.
 */
export function readLightPdf(bytes: Uint8Array, options: { maxPages?: number; inflated?: InflatedStreams } = {}): LightRead {
  const opened = openLightPdf(bytes, options);
  if ('fallback' in opened) return opened;
  const pages: LightPage[] = [];
  for (let n = 1; n <= opened.doc.numPages; n++) {
    const read = opened.doc.page(n);
    if ('fallback' in read) return read;
    pages.push(read.page);
  }
  return { pdf: { numPages: pages.length, pages } };
}

function open(bytes: Uint8Array, maxPages: number, inflated?: InflatedStreams): LightDocument {
  const file = new PdfFile(bytes, { maxStreamBytes: MAX_INFLATED_STREAM_BYTES, maxTotalBytes: MAX_INFLATED_TOTAL_BYTES }, inflated);
  const root = file.get(file.trailer, 'Root');
  if (!(root instanceof Dict)) throw new Unsupported('root');
  if (root.get('AcroForm') !== undefined) {
    const form = file.get(root, 'AcroForm');
    // XFA forms are read by pdf.js differently (enableXfa is off, but leave them to it all the same).
    if (form instanceof Dict && form.get('XFA') !== undefined) throw new Unsupported('xfa');
  }
  const pagesRoot = file.get(root, 'Pages');
  if (!(pagesRoot instanceof Dict)) throw new Unsupported('pages');
  const count = file.get(pagesRoot, 'Count');
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > maxPages) throw new Unsupported('page count');
  const leaves = collectPages(file, pagesRoot, count as number);
  if (leaves.length !== count) throw new Unsupported('page tree');

  const fonts = new Map<string | Dict, LightFont>();
  const counters = { operators: 0, contentBytes: 0 };
  const read = new Map<number, { page: LightPage } | { fallback: string }>();
  const readPage = (page: Dict): LightPage => {
    const mediaBox = box(file, inherited(file, page, 'MediaBox')) ?? LETTER_SIZE_MEDIABOX;
    const cropBox = box(file, inherited(file, page, 'CropBox')) ?? mediaBox;
    let view = mediaBox;
    if (cropBox !== mediaBox && !cropBox.every((v, i) => v === mediaBox[i])) {
      const x0 = Math.max(Math.min(cropBox[0]!, cropBox[2]!), Math.min(mediaBox[0]!, mediaBox[2]!));
      const x1 = Math.min(Math.max(cropBox[0]!, cropBox[2]!), Math.max(mediaBox[0]!, mediaBox[2]!));
      const y0 = Math.max(Math.min(cropBox[1]!, cropBox[3]!), Math.min(mediaBox[1]!, mediaBox[3]!));
      const y1 = Math.min(Math.max(cropBox[1]!, cropBox[3]!), Math.max(mediaBox[1]!, mediaBox[3]!));
      if (x1 - x0 > 0 && y1 - y0 > 0) view = [x0, y0, x1, y1];
    }
    const userUnit = file.get(page, 'UserUnit');
    if (userUnit !== undefined && userUnit !== 1) throw new Unsupported('user unit');
    let rotate = file.resolve(inherited(file, page, 'Rotate')) ?? 0;
    if (typeof rotate !== 'number') rotate = 0;
    if (rotate % 90 !== 0) rotate = 0;
    else if (rotate >= 360) rotate %= 360;
    else if (rotate < 0) rotate = ((rotate % 360) + 360) % 360;

    const resourcesValue = file.resolve(inherited(file, page, 'Resources'));
    const resources = resourcesValue instanceof Dict ? resourcesValue : undefined;
    const reading: PageReading = { items: [], imageArea: 0 };
    const ctx = { file, fonts, limits: READ_LIMITS, counters, viewBox: view };
    const chunks: Uint8Array[] = [];
    for (const stream of contentStreams(file, page)) {
      const data = file.streamData(stream);
      counters.contentBytes += data.length;
      if (counters.contentBytes > READ_LIMITS.maxContentBytes) throw new Unsupported('content budget');
      chunks.push(data);
    }
    const content = chunks.length === 1 ? chunks[0]! : joinStreams(chunks);
    readContent(ctx, content, resources, reading, new TextState(), 0);
    const pageArea = Math.abs((view[2]! - view[0]!) * (view[3]! - view[1]!));
    return {
      items: reading.items,
      viewport: viewport(view, rotate),
      imageCoverage: pageArea > 0 ? Math.min(1, reading.imageArea / pageArea) : 0,
    };
  };
  return {
    numPages: leaves.length,
    page: (n) => {
      let result = read.get(n);
      if (!result) {
        const leaf = leaves[n - 1];
        try {
          if (!leaf) throw new Unsupported('no such page');
          result = { page: readPage(leaf) };
        } catch (error) {
          result = { fallback: reason(error) };
        }
        read.set(n, result);
      }
      return result;
    },
  };
}

/** Streams of an array of contents are one content stream: joined byte for byte, as pdf.js joins them. */
function joinStreams(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function contentStreams(file: PdfFile, page: Dict): PdfStream[] {
  const contents = file.get(page, 'Contents');
  if (contents === undefined || contents === null) return [];
  if (contents instanceof PdfStream) return [contents];
  if (Array.isArray(contents)) {
    return contents.map((c) => {
      const s = file.resolve(c);
      if (!(s instanceof PdfStream)) throw new Unsupported('contents');
      return s;
    });
  }
  throw new Unsupported('contents');
}

/** Leaves of the page tree in order; a loop, a missing kid or a tree larger than `count` is refused. */
function collectPages(file: PdfFile, node: Dict, count: number): Dict[] {
  const out: Dict[] = [];
  const seen = new Set<Dict>();
  const walk = (n: Dict, depth: number) => {
    if (seen.has(n) || depth > 32) throw new Unsupported('page tree loop');
    seen.add(n);
    const kids = file.get(n, 'Kids');
    const type = file.get(n, 'Type');
    if (kids === undefined && (type === undefined || isName(type, 'Page'))) {
      out.push(n);
      if (out.length > count) throw new Unsupported('page tree larger than its count');
      return;
    }
    if (!Array.isArray(kids) || (type !== undefined && !isName(type, 'Pages'))) throw new Unsupported('page tree node');
    for (const kid of kids) {
      const k = file.resolve(kid);
      if (!(k instanceof Dict)) throw new Unsupported('page tree kid');
      parents.set(k, n);
      walk(k, depth + 1);
    }
  };
  walk(node, 0);
  return out;
}

const parents = new WeakMap<Dict, Dict>();

/**
 * An inheritable page attribute (Resources, MediaBox, CropBox, Rotate) as pdf.js reads it: the
 * page's own or its nearest ancestor's; dictionaries found at several levels are merged, the
 * nearer level's entries first.
 */
function inherited(file: PdfFile, page: Dict, key: string): PdfValue | undefined {
  const found: PdfValue[] = [];
  for (let node: Dict | undefined = page, i = 0; node && i < 64; node = parents.get(node), i++) {
    const v = node.get(key);
    if (v !== undefined) found.push(file.resolve(v) as PdfValue);
  }
  if (found.length <= 1 || !(found[0] instanceof Dict)) return found[0];
  const merged = new Dict();
  for (const d of found) if (d instanceof Dict) for (const [k, v] of d.map) if (!merged.map.has(k)) merged.map.set(k, v);
  return merged;
}

/** pdf.js's lookupNormalRect plus its "empty box" check: a normalised rectangle of positive size, or undefined. */
function box(file: PdfFile, value: PdfValue | undefined): number[] | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const v = value.map((x) => file.resolve(x));
  if (!v.every((x) => typeof x === 'number')) return undefined;
  const [a, b, c, d] = v as number[];
  const r = [Math.min(a!, c!), Math.min(b!, d!), Math.max(a!, c!), Math.max(b!, d!)];
  return r[2]! - r[0]! > 0 && r[3]! - r[1]! > 0 ? r : undefined;
}

/** pdf.js's PageViewport at scale 1 (userUnit 1). */
function viewport(viewBox: readonly number[], rotation: number): LightPage['viewport'] {
  const centerX = (viewBox[2]! + viewBox[0]!) / 2;
  const centerY = (viewBox[3]! + viewBox[1]!) / 2;
  const [a, b, c, d] = rotation === 180 ? [-1, 0, 0, 1] : rotation === 90 ? [0, 1, 1, 0] : rotation === 270 ? [0, -1, -1, 0] : [1, 0, 0, -1];
  let offsetX: number;
  let offsetY: number;
  let width: number;
  let height: number;
  if (a === 0) {
    offsetX = Math.abs(centerY - viewBox[1]!);
    offsetY = Math.abs(centerX - viewBox[0]!);
    width = viewBox[3]! - viewBox[1]!;
    height = viewBox[2]! - viewBox[0]!;
  } else {
    offsetX = Math.abs(centerX - viewBox[0]!);
    offsetY = Math.abs(centerY - viewBox[1]!);
    width = viewBox[2]! - viewBox[0]!;
    height = viewBox[3]! - viewBox[1]!;
  }
  return { transform: [a!, b!, c!, d!, offsetX - a! * centerX - c! * centerY, offsetY - b! * centerX - d! * centerY], width, height };
}
