import { loadFont, type LightFont } from './pdf-fonts';
import type { PdfFile } from './pdf-file';
import { Cmd, END_ARRAY, END_DICT, Dict, EOF, Lexer, Name, PdfStream, Ref, unsupported, type PdfValue } from './pdf-objects';

/** A text item as pdf.js's getTextContent gives it (the fields join-text-items reads). */
export type LightTextItem = { str: string; width: number; height: number; transform: number[]; hasEOL: boolean };

type Matrix = number[];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** pdf.js's FONT_IDENTITY_MATRIX[0]: glyph widths are in 1/1000 of the font size. */
const GLYPH_SCALE = 0.001;

/** pdf.js's Util.transform: m2 applied first, then m1 (a PDF `cm` of m2 under the current matrix m1). */
export const transform = (m1: readonly number[], m2: readonly number[]): Matrix => [
  m1[0]! * m2[0]! + m1[2]! * m2[1]!,
  m1[1]! * m2[0]! + m1[3]! * m2[1]!,
  m1[0]! * m2[2]! + m1[2]! * m2[3]!,
  m1[1]! * m2[2]! + m1[3]! * m2[3]!,
  m1[0]! * m2[4]! + m1[2]! * m2[5]! + m1[4]!,
  m1[1]! * m2[4]! + m1[3]! * m2[5]! + m1[5]!,
];

/** pdf.js's TextState (with the current transformation matrix), cloned on q and restored on Q. */
class TextState {
  /** pdf.js keeps the initial matrix as a Float32Array; the identity is the same either way. */
  ctm: Matrix;
  fontName: string | null;
  fontSize: number;
  font: LightFont | null;
  textMatrix: Matrix;
  textLineMatrix: Matrix;
  charSpacing: number;
  wordSpacing: number;
  leading: number;
  textHScale: number;
  textRise: number;

  /**
   * pdf.js's initial state, or a copy of `from` (its text matrices copied, the rest shared, as the
   * copy of every field that Object.assign made before): fields written one by one, in one order.
   */
  constructor(from?: TextState) {
    this.ctm = from ? from.ctm : IDENTITY.slice();
    this.fontName = from ? from.fontName : null;
    this.fontSize = from ? from.fontSize : 0;
    this.font = from ? from.font : null;
    this.textMatrix = from ? from.textMatrix.slice() : IDENTITY.slice();
    this.textLineMatrix = from ? from.textLineMatrix.slice() : IDENTITY.slice();
    this.charSpacing = from ? from.charSpacing : 0;
    this.wordSpacing = from ? from.wordSpacing : 0;
    this.leading = from ? from.leading : 0;
    this.textHScale = from ? from.textHScale : 1;
    this.textRise = from ? from.textRise : 0;
  }

  clone(): TextState {
    return new TextState(this);
  }
  translateTextMatrix(x: number, y: number): void {
    const m = this.textMatrix;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  }
  translateTextLineMatrix(x: number, y: number): void {
    const m = this.textLineMatrix;
    m[4] = m[0]! * x + m[2]! * y + m[4]!;
    m[5] = m[1]! * x + m[3]! * y + m[5]!;
  }
  carriageReturn(): void {
    this.translateTextLineMatrix(0, -this.leading);
    this.textMatrix = this.textLineMatrix.slice();
  }
}

export type ReadLimits = { maxOperators: number; maxContentBytes: number; maxImagePixels: number; maxFormDepth: number };

export type PageContext = {
  file: PdfFile;
  /** Fonts loaded for this document, by object number (or by the dictionary itself when it is direct). */
  fonts: Map<string | Dict, LightFont>;
  limits: ReadLimits;
  /** Operators and content bytes read so far for this document (against the limits). */
  counters: { operators: number; contentBytes: number };
  /** pdf.js's page.view: text outside it is dropped. */
  viewBox: readonly number[];
};

const NORMALIZE =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
/** pdf.js's normalizeUnicode (compatibility ligatures and spaces). */
const normalizeUnicode = (s: string): string => s.replaceAll(NORMALIZE, (_, p1: string | undefined) => (p1 ? p1.normalize('NFKC') : 'ſt'));
/** Are all of the string's characters below U+00A0 (none that normalizeUnicode or RIGHT_TO_LEFT reads)? */
const isBelowNoBreakSpace = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0xa0) return false;
  return true;
};
/** Characters pdf.js's bidi reorders (Hebrew, Arabic and their presentation forms): such text is left to pdf.js. */
const RIGHT_TO_LEFT = /[\u0590-\u05f4\u0600-\u08ac\ufb50-\ufdff\ufe70-\ufeff]/;

const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

/** What one page gives: its text items (as pdf.js's getTextContent) and the share of it images cover (as read-pdf-page's imageCoverage). */
export type PageReading = { items: LightTextItem[]; imageArea: number };

/**
 * Interprets a content stream for its text, as pdf.js's getTextContent does (the same items, split
 * and spaced by the same rules: this is a port of that function for horizontal text), and adds up
 * the area images are painted over. Form XObjects are entered with their own matrix and resources.
 */
export function readContent(ctx: PageContext, data: Uint8Array, resources: Dict | undefined, out: PageReading, state: TextState, depth: number): void {
  const { file } = ctx;
  const items = out.items;
  const item = {
    initialized: false,
    /** The item's text so far (one string, not an array of its glyphs' strings joined at the end). */
    str: '',
    /** How many pieces `str` was made of (pdf.js keeps them in an array: an empty glyph string counts). */
    pieces: 0,
    totalWidth: 0,
    width: 0,
    height: 0,
    prevTransform: null as Matrix | null,
    prevTextRise: 0,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Infinity,
    negativeSpaceMax: -Infinity,
    notASpace: -Infinity,
    transform: null as Matrix | null,
    hasEOL: false,
  };
  const twoLastChars = [' ', ' '];
  let twoLastCharsPos = 0;
  const saveLastChar = (char: string): boolean => {
    const nextPos = (twoLastCharsPos + 1) % 2;
    const ret = twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[nextPos] === ' ';
    twoLastChars[twoLastCharsPos] = char;
    twoLastCharsPos = nextPos;
    return ret;
  };
  const shouldAddWhitespace = () => twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[(twoLastCharsPos + 1) % 2] === ' ';
  const resetLastChars = () => {
    twoLastChars[0] = twoLastChars[1] = ' ';
    twoLastCharsPos = 0;
  };

  const stack: TextState[] = [];
  let textState = state;
  let currentTextState: TextState | null = null;
  const vb = ctx.viewBox;

  const pushWhitespace = (width: number, transformAt: Matrix | null = item.prevTransform) => {
    // The previous glyph's matrix is rewritten at every glyph (see showText): an item keeps a copy.
    const kept = transformAt !== null && transformAt === item.prevTransform ? transformAt.slice() : transformAt;
    items.push({ str: ' ', width, height: 0, transform: kept!, hasEOL: false });
  };
  /**
   * ctm × (text matrix × [fontSize·Tz, 0, 0, fontSize, 0, rise]), as pdf.js computes it, in one
   * array: a new one, or `into` rewritten (the per-glyph matrices, which nothing keeps).
   */
  const currentTextTransform = (into?: Matrix): Matrix => {
    const { ctm: c, textMatrix: t, fontSize, textHScale, textRise } = textState;
    const sx = fontSize * textHScale;
    const a = t[0]! * sx;
    const b = t[1]! * sx;
    const cc = t[2]! * fontSize;
    const d = t[3]! * fontSize;
    const e = t[2]! * textRise + t[4]!;
    const f = t[3]! * textRise + t[5]!;
    if (into === undefined) {
      return [
        c[0]! * a + c[2]! * b,
        c[1]! * a + c[3]! * b,
        c[0]! * cc + c[2]! * d,
        c[1]! * cc + c[3]! * d,
        c[0]! * e + c[2]! * f + c[4]!,
        c[1]! * e + c[3]! * f + c[5]!,
      ];
    }
    into[0] = c[0]! * a + c[2]! * b;
    into[1] = c[1]! * a + c[3]! * b;
    into[2] = c[0]! * cc + c[2]! * d;
    into[3] = c[1]! * cc + c[3]! * d;
    into[4] = c[0]! * e + c[2]! * f + c[4]!;
    into[5] = c[1]! * e + c[3]! * f + c[5]!;
    return into;
  };
  /** The matrix of the glyph being placed (compareWithLastPosition), rewritten for each. */
  const glyphTransform: Matrix = [0.5, 0, 0, 0, 0, 0];
  const ensureItem = () => {
    if (item.initialized) return item;
    const trm = (item.transform = currentTextTransform());
    item.width = item.totalWidth = 0;
    item.height = Math.hypot(trm[2]!, trm[3]!);
    const scaleLineX = Math.hypot(textState.textLineMatrix[0]!, textState.textLineMatrix[1]!);
    const scaleCtmX = Math.hypot(textState.ctm[0]!, textState.ctm[1]!);
    item.textAdvanceScale = scaleCtmX * scaleLineX;
    const { fontSize } = textState;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.hasEOL = false;
    item.initialized = true;
    return item;
  };
  const updateAdvanceScale = () => {
    if (!item.initialized) return;
    const scaleFactor = Math.hypot(textState.ctm[0]!, textState.ctm[1]!) * Math.hypot(textState.textLineMatrix[0]!, textState.textLineMatrix[1]!);
    if (scaleFactor === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scaleFactor;
  };
  const flush = () => {
    if (!item.initialized) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    // Both patterns read only characters from U+00A0 up: most items have none.
    const plain = isBelowNoBreakSpace(item.str);
    const str = plain ? item.str : normalizeUnicode(item.str);
    if (!plain && RIGHT_TO_LEFT.test(str)) unsupported('right-to-left text');
    items.push({ str, width: Math.abs(item.totalWidth), height: Math.abs(item.height), transform: item.transform!, hasEOL: item.hasEOL });
    item.initialized = false;
    item.str = '';
    item.pieces = 0;
  };
  const appendEOL = () => {
    resetLastChars();
    if (item.initialized) {
      item.hasEOL = true;
      flush();
    } else {
      items.push({ str: '', width: 0, height: 0, transform: currentTextTransform(), hasEOL: true });
    }
  };
  const addFakeSpaces = (width: number, transf: Matrix | null, orientation: number): boolean => {
    if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
      if (item.initialized) {
        resetLastChars();
        item.str += ' ';
        item.pieces++;
      }
      return false;
    }
    flush();
    resetLastChars();
    pushWhitespace(Math.abs(width), transf || currentTextTransform());
    return true;
  };
  const compareWithLastPosition = (glyphWidth: number): boolean => {
    const current = currentTextTransform(glyphTransform);
    let posX = current[4]!;
    let posY = current[5]!;
    if (posX + glyphWidth < vb[0]! || posX > vb[2]! || posY < vb[1]! || posY > vb[3]!) return false;
    if (!textState.font || !item.prevTransform) return true;
    let lastPosX = item.prevTransform[4]!;
    let lastPosY = item.prevTransform[5]!;
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    if (current[0] && current[1] === 0 && current[2] === 0) rotate = current[0] > 0 ? 0 : 180;
    else if (current[1] && current[0] === 0 && current[3] === 0) rotate = current[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default: {
        const inv = (x: number, y: number, m: Matrix): [number, number] => {
          const s = Math.hypot(m[0]!, m[1]!);
          return [(m[0]! * x + m[1]! * y) / s, (m[2]! * x + m[3]! * y) / s];
        };
        [posX, posY] = inv(posX, posY, current);
        [lastPosX, lastPosY] = inv(lastPosX, lastPosY, item.prevTransform);
      }
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(item.width || item.totalWidth);
    if (advanceX < orientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        appendEOL();
        return true;
      }
      resetLastChars();
      flush();
      return true;
    }
    const riseDelta = textState.textRise - item.prevTextRise;
    const advanceYCorrected = riseDelta === 0 ? advanceY : advanceY - (current[3]! / textState.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > item.height) {
      appendEOL();
      return true;
    }
    if (advanceX <= orientation * item.notASpace) resetLastChars();
    if (advanceX <= orientation * item.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
        pushWhitespace(Math.abs(advanceX));
      } else item.width += advanceX;
    } else if (!addFakeSpaces(advanceX, item.prevTransform, orientation)) {
      if (item.pieces === 0) {
        resetLastChars();
        pushWhitespace(Math.abs(advanceX));
      } else item.width += advanceX;
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) flush();
    return true;
  };
  const showText = (chars: string, extraSpacing: number) => {
    const font = textState.font;
    if (!font) return unsupported('text without a font');
    if (
      currentTextState !== textState &&
      (currentTextState!.fontSize !== textState.fontSize || (currentTextState!.fontName !== textState.fontName && currentTextState!.font?.name !== font.name))
    ) {
      flush();
      currentTextState = textState.clone();
    }
    const baseCharSpacing = textState.charSpacing;
    if (!chars) {
      const charSpacing = baseCharSpacing + extraSpacing;
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
      return;
    }
    const step = font.bytesPerCode;
    if (step === 2 && chars.length % 2 !== 0) unsupported('odd two-byte string');
    const scale = GLYPH_SCALE * textState.fontSize;
    for (let i = 0, ii = chars.length / step; i < ii; i++) {
      const glyph = font.glyph(step === 1 ? chars.charCodeAt(i) : (chars.charCodeAt(2 * i) << 8) | chars.charCodeAt(2 * i + 1));
      if (glyph.isFormatMark) continue;
      let charSpacing = baseCharSpacing + (i + 1 === ii ? extraSpacing : 0);
      let scaledDim = glyph.width * scale;
      if (glyph.code === 0x20) charSpacing += textState.wordSpacing;
      if (glyph.isWhitespace) {
        charSpacing += scaledDim;
        textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
        saveLastChar(' ');
        continue;
      }
      if (!glyph.isDiacritic && !compareWithLastPosition(scaledDim)) {
        textState.translateTextMatrix(scaledDim * textState.textHScale, 0);
        continue;
      }
      const chunk = ensureItem();
      if (glyph.isDiacritic) scaledDim = 0;
      scaledDim *= textState.textHScale;
      textState.translateTextMatrix(scaledDim, 0);
      chunk.width += scaledDim;
      if (scaledDim) {
        // One array per reading, rewritten: pushWhitespace copies it into an item.
        chunk.prevTransform = currentTextTransform(chunk.prevTransform ?? [0.5, 0, 0, 0, 0, 0]);
        chunk.prevTextRise = textState.textRise;
      }
      if (saveLastChar(glyph.unicode)) {
        chunk.str += ' ';
        chunk.pieces++;
      }
      chunk.str += glyph.unicode;
      chunk.pieces++;
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
    }
  };

  const lexer = new Lexer(data);
  // The operands of the operator being read: args[0, argCount). Emptied by the count, not by
  // `args.length = 0`, which drops the array's storage and made every operator grow it anew.
  const args: PdfValue[] = [];
  let argCount = 0;
  const num = (i: number): number => {
    const v = args[i];
    return typeof v === 'number' ? v : unsupported('operand');
  };
  let xobjects: Dict | undefined;
  let fontResources: Dict | undefined;
  for (;;) {
    const token = lexer.next();
    if (token === EOF) break;
    if (token === END_ARRAY || token === END_DICT) unsupported('content token');
    if (!(token instanceof Cmd)) {
      if (token !== null) args[argCount++] = token as PdfValue;
      if (argCount > 33) unsupported('too many operands');
      continue;
    }
    const op = token.cmd;
    const arity = token.arity;
    if (arity === undefined) unsupported(`operator ${op}`);
    if (arity! >= 0 ? argCount !== arity : argCount > -1 - arity!) unsupported(`operands of ${op}`);
    if (++ctx.counters.operators > ctx.limits.maxOperators) unsupported('operator budget');
    currentTextState ??= textState.clone();
    switch (op) {
      case 'q':
        stack.push(textState);
        textState = textState.clone();
        break;
      case 'Q': {
        const prev = stack.pop();
        if (prev) textState = prev;
        break;
      }
      case 'cm':
        textState.ctm = transform(textState.ctm, [num(0), num(1), num(2), num(3), num(4), num(5)]);
        break;
      case 'Tf': {
        const name = args[0];
        const size = num(1);
        if (!(name instanceof Name)) return unsupported('font name');
        if (textState.font && name.name === textState.fontName && size === textState.fontSize) break;
        textState.fontName = name.name;
        textState.fontSize = size;
        fontResources ??= resourceDict(file, resources, 'Font');
        const ref = fontResources?.get(name.name);
        const fontDict = file.resolve(ref);
        if (!(fontDict instanceof Dict)) return unsupported('font resource');
        // One font object is often named many times (pdf-lib names it anew for every line drawn).
        const key = ref instanceof Ref ? `${ref.num} ${ref.gen}` : fontDict;
        let font = ctx.fonts.get(key);
        if (!font) ctx.fonts.set(key, (font = loadFont(file, fontDict)));
        textState.font = font;
        break;
      }
      case 'Ts':
        textState.textRise = num(0);
        break;
      case 'Tz':
        textState.textHScale = num(0) / 100;
        break;
      case 'TL':
        textState.leading = num(0);
        break;
      case 'Td':
        textState.translateTextLineMatrix(num(0), num(1));
        textState.textMatrix = textState.textLineMatrix.slice();
        break;
      case 'TD':
        textState.leading = -num(1);
        textState.translateTextLineMatrix(num(0), num(1));
        textState.textMatrix = textState.textLineMatrix.slice();
        break;
      case 'T*':
        textState.carriageReturn();
        break;
      case 'Tm': {
        const m = [num(0), num(1), num(2), num(3), num(4), num(5)];
        textState.textMatrix = m.slice();
        textState.textLineMatrix = m;
        updateAdvanceScale();
        break;
      }
      case 'Tc':
        textState.charSpacing = num(0);
        break;
      case 'Tw':
        textState.wordSpacing = num(0);
        break;
      case 'BT':
        textState.textMatrix = IDENTITY.slice();
        textState.textLineMatrix = IDENTITY.slice();
        break;
      case 'TJ': {
        if (!textState.font) return unsupported('text without a font');
        const elements = args[0];
        if (!Array.isArray(elements)) return unsupported('TJ operand');
        const spaceFactor = -textState.fontSize / 1000;
        let buffer = '';
        let pending = false;
        for (const element of elements) {
          if (typeof element === 'string') {
            buffer += element;
            pending = true;
          } else if (typeof element === 'number') {
            if (element !== 0) {
              showText(buffer, element * spaceFactor);
              buffer = '';
              pending = false;
            }
          } else unsupported('TJ element');
        }
        if (pending) showText(buffer, 0);
        break;
      }
      case 'Tj':
        if (typeof args[0] !== 'string') return unsupported('Tj operand');
        showText(args[0], 0);
        break;
      case "'":
        if (typeof args[0] !== 'string') return unsupported("' operand");
        if (!textState.font) return unsupported('text without a font');
        textState.carriageReturn();
        showText(args[0], 0);
        break;
      case '"':
        if (typeof args[2] !== 'string') return unsupported('" operand');
        if (!textState.font) return unsupported('text without a font');
        textState.wordSpacing = num(0);
        textState.charSpacing = num(1);
        textState.carriageReturn();
        showText(args[2], 0);
        break;
      case 'Do': {
        flush();
        const name = args[0];
        if (!(name instanceof Name)) return unsupported('Do operand');
        xobjects ??= resourceDict(file, resources, 'XObject');
        const xobj = file.resolve(xobjects?.get(name.name));
        if (!(xobj instanceof PdfStream)) return unsupported('XObject');
        const subtype = file.get(xobj.dict, 'Subtype');
        if (!(subtype instanceof Name)) return unsupported('XObject subtype');
        if (subtype.name === 'Image') {
          const w = file.get(xobj.dict, 'Width');
          const h = file.get(xobj.dict, 'Height');
          if (typeof w !== 'number' || typeof h !== 'number') return unsupported('image size');
          // pdf.js leaves images over its maxImageSize out of the operator list.
          if (w * h <= ctx.limits.maxImagePixels) {
            const c = textState.ctm;
            out.imageArea += Math.abs(c[0]! * c[3]! - c[1]! * c[2]!);
          }
        } else if (subtype.name === 'Form') {
          if (depth >= ctx.limits.maxFormDepth) return unsupported('form depth');
          const formState = textState.clone();
          const matrix = file.get(xobj.dict, 'Matrix');
          if (matrix !== undefined) {
            if (!Array.isArray(matrix) || matrix.length !== 6 || !matrix.every((x) => typeof x === 'number')) return unsupported('form matrix');
            formState.ctm = transform(formState.ctm, matrix as number[]);
          }
          const formResources = file.get(xobj.dict, 'Resources');
          const content = file.streamData(xobj);
          ctx.counters.contentBytes += content.length;
          if (ctx.counters.contentBytes > ctx.limits.maxContentBytes) return unsupported('content budget');
          readContent(ctx, content, formResources instanceof Dict ? formResources : resources, out, formState, depth + 1);
        } else return unsupported(`XObject ${subtype.name}`);
        break;
      }
      case 'gs': {
        const name = args[0];
        if (!(name instanceof Name)) return unsupported('gs operand');
        const states = resourceDict(file, resources, 'ExtGState');
        const gs = file.resolve(states?.get(name.name));
        if (!(gs instanceof Dict)) return unsupported('ExtGState');
        if (gs.get('Font') !== undefined) unsupported('ExtGState font');
        break;
      }
      case 'BMC':
      case 'BDC':
      case 'EMC':
        flush();
        break;
      case 'BI':
      case 'ID':
      case 'EI':
        // Inline images: their binary data needs pdf.js's end-of-image heuristics.
        return unsupported('inline image');
      default:
        // Paths, colours, clipping, shading, line styles, compatibility sections, marked points and
        // Type3 glyph metrics: nothing text extraction reads.
        break;
    }
    argCount = 0;
  }
  flush();
}

/** A resource category (Font, XObject, ExtGState) of a resource dictionary. */
function resourceDict(file: PdfFile, resources: Dict | undefined, key: string): Dict | undefined {
  if (!resources) return undefined;
  const d = file.get(resources, key);
  return d instanceof Dict ? d : undefined;
}

export { TextState };
